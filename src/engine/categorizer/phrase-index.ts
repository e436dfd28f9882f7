import { phraseKeysOf, type Token } from '../text/normalize.js';

const HAS_DIGIT = /\d/;
const SERIES_LETTERS = /^[a-z]{1,2}$/;

export type PhraseKind = 'type' | 'line' | 'brand';
export type PhraseSource = 'vocabulary' | 'taxonomy' | 'census';

/** A phrase as written in a data file, before indexing. */
export interface PhraseEntry {
  phrase: string;
  code: string;
  kind: PhraseKind;
  source: PhraseSource;
  /** A one-word product type that also ends compound words ("jacke" in "Winterjacke"). */
  closesCompounds?: boolean;
}

/** What a phrase key resolves to: one or more codes (several when a source is ambiguous). */
export interface IndexedPhrase {
  label: string;
  codes: string[];
  kind: PhraseKind;
  source: PhraseSource;
  /** Number of words, for the specificity bonus of longer phrases. */
  length: number;
}

/** A hash map from phrase keys to codes, with the longest phrase length for n-gram matching. */
export interface PhraseIndex {
  byKey: Map<string, IndexedPhrase>;
  /**
   * Phrase words containing digits ("ps5"), which survive tokenisation only if known, and the
   * series letters that end product lines ("galaxy s"), which model codes ("s24") stand for.
   */
  words: Set<string>;
  /**
   * For a word with digits, the words its phrases put right before it ('' when it opens one):
   * "s8" is known from "roborock s8" only, so after "galaxy" it is the model "galaxy s" + 8.
   */
  digitWordsAfter: Map<string, Set<string>>;
  maxSpan: number;
  /**
   * Every key's beginnings that end before a space ("cat litter" of "cat litter box"): a search
   * that has read a beginning no key has stops there.
   */
  spacedPrefixes: Set<string>;
  /** Product types that end German, Dutch and Nordic compounds, by stem (see `compoundMatch`). */
  compoundHeads: Map<string, IndexedPhrase>;
}

/** Whether the tokenizer keeps `word` as itself after `previous` (see `digitWordsAfter`). */
export function knowsWord(index: PhraseIndex, word: string, previous: string | undefined): boolean {
  if (!index.words.has(word)) return false;
  const after = index.digitWordsAfter.get(word);
  return after === undefined || previous === undefined || after.has('') || after.has(previous);
}

/** One phrase found in a token run: tokens [start, end) matched `phrase`. */
export interface PhraseMatch {
  start: number;
  end: number;
  phrase: IndexedPhrase;
}

const SOURCE_RANK: Record<PhraseSource, number> = { vocabulary: 3, taxonomy: 2, census: 1 };
const KIND_RANK: Record<PhraseKind, number> = { type: 3, line: 2, brand: 1 };

function rank(phrase: { source: PhraseSource; kind: PhraseKind }): number {
  return SOURCE_RANK[phrase.source] * 10 + KIND_RANK[phrase.kind];
}

/** "galaxy s" → "s": a short letter word after the line's name stands for "s24", "s23"… */
function addSeriesLetters(phrase: string, words: Set<string>): void {
  const parts = phrase.toLowerCase().split(/[\s-]+/);
  for (const part of parts.slice(1)) {
    if (SERIES_LETTERS.test(part)) words.add(part);
  }
}

/**
 * Builds the index (`gluedVariants: false` skips the fully glued key, for formal phrase lists). A key keeps the entries of its strongest source and kind; equally strong
 * entries with different codes are all kept and share the phrase's weight.
 */
export function buildPhraseIndex(
  entries: Iterable<PhraseEntry>,
  options: { gluedVariants?: boolean } = {},
): PhraseIndex {
  const gluedVariants = options.gluedVariants ?? true;
  const byKey = new Map<string, IndexedPhrase>();
  const spacedPrefixes = new Set<string>();
  const words = new Set<string>();
  const digitWordsAfter = new Map<string, Set<string>>();
  let maxSpan = 1;
  const headStems: string[] = [];
  for (const entry of entries) {
    const { keys, length, stems } = phraseKeysOf(entry.phrase);
    if (length === 0) continue;
    maxSpan = Math.max(maxSpan, length + 1);
    stems.forEach((stem, i) => {
      if (!HAS_DIGIT.test(stem)) return;
      words.add(stem);
      const after = digitWordsAfter.get(stem) ?? new Set<string>();
      after.add(stems[i - 1] ?? '');
      digitWordsAfter.set(stem, after);
    });
    if (entry.kind === 'line') addSeriesLetters(entry.phrase, words);
    if (entry.closesCompounds === true && entry.kind === 'type' && length === 1) {
      headStems.push(keys[0] ?? '');
    }
    const entryRank = rank(entry);
    let created: IndexedPhrase | null = null;
    // The fully glued variant ("earbuds" for "ear buds") is for shoppers' spellings only.
    if (!gluedVariants && keys.length > 1) keys.pop();
    for (const key of keys) {
      addSpacedPrefixes(key, spacedPrefixes);
      const existing = byKey.get(key);
      if (existing === undefined || entryRank > rank(existing)) {
        created ??= {
          label: entry.phrase,
          codes: [entry.code],
          kind: entry.kind,
          source: entry.source,
          length,
        };
        byKey.set(key, created);
      } else if (
        entryRank === rank(existing) &&
        existing !== created &&
        !existing.codes.includes(entry.code)
      ) {
        existing.codes.push(entry.code);
      }
    }
  }
  const compoundHeads = new Map<string, IndexedPhrase>();
  for (const stem of headStems) {
    const phrase = byKey.get(stem);
    if (phrase !== undefined && stem.length >= MIN_COMPOUND_HEAD) compoundHeads.set(stem, phrase);
  }
  return {
    byKey,
    words,
    digitWordsAfter,
    maxSpan: Math.min(maxSpan, 10),
    spacedPrefixes,
    compoundHeads,
  };
}

function addSpacedPrefixes(key: string, into: Set<string>): void {
  for (let space = key.indexOf(' '); space > 0; space = key.indexOf(' ', space + 1)) {
    into.add(key.slice(0, space));
  }
}

/** A compound's head has at least four letters, and at least three come before it. */
const MIN_COMPOUND_HEAD = 4;
const MIN_COMPOUND_MODIFIER = 3;

/**
 * "Akku-Winkelschleifer": a compound word before a hyphen qualifies the product word after it.
 * Before a word that names no product ("Handtuch-Set") it stays the product.
 */
function qualifiesHyphenCompound(
  match: PhraseMatch,
  tokens: readonly Token[],
  index: PhraseIndex,
): boolean {
  const next = tokens[match.start + 1];
  if (match.end - match.start !== 1 || tokens[match.start]?.joinsNext !== true || !next) {
    return false;
  }
  if (index.compoundHeads.get(tokens[match.start]?.stem ?? '') !== match.phrase) return false;
  return index.byKey.get(next.stem)?.kind === 'type' || compoundMatch(next, index) !== undefined;
}

/**
 * German adjectives in "-isch" ("automatisch", "magnetisch", "elastisch", "praktisch") end like a
 * table ("Schreibtisch", "Esstisch") but qualify the product.
 */
const GERMAN_ADJECTIVE = /(?:[aiu]|[aeiu]s|[aeiou][kp]|[^e]e)tisch$/;

/**
 * German, Dutch and Nordic titles glue a product type to the words that qualify it:
 * "Gartenschlauch" is a garden hose, "Hundefutter" dog food. A word no phrase knows is read as the
 * longest compound head it ends with, so "Regenjacke" is a jacket.
 */
function compoundMatch(token: Token, index: PhraseIndex): IndexedPhrase | undefined {
  const { stem } = token;
  if (index.compoundHeads.size === 0 || token.isSeries === true) return undefined;
  if (GERMAN_ADJECTIVE.test(stem)) return undefined;
  for (let cut = MIN_COMPOUND_MODIFIER; cut <= stem.length - MIN_COMPOUND_HEAD; cut += 1) {
    const head = index.compoundHeads.get(stem.slice(cut));
    if (head !== undefined) return head;
  }
  return undefined;
}

/** The shortest Spanish or Portuguese singular read back from a plural in "-es". */
const MIN_ES_SINGULAR = 6;

/**
 * "Sartenes", "colchones", "ordenadores": Spanish and Portuguese make the plural of a noun that
 * ends in a consonant with "-es", which the stemmer leaves as "sartene". A plural no phrase knows is
 * read as the product type its singular names.
 */
function pluralInEs(token: Token, index: PhraseIndex): IndexedPhrase | undefined {
  const { stem } = token;
  if (token.isPlural !== true || !stem.endsWith('e')) return undefined;
  const singular = stem.slice(0, -1);
  if (singular.length < MIN_ES_SINGULAR || /[aeiou]$/.test(singular)) return undefined;
  const phrase = index.byKey.get(singular);
  return phrase?.kind === 'type' ? phrase : undefined;
}

/**
 * Products named in the plural, whose singular before another word is another word: "short" in
 * "RC Short Course Truck", "shock" in "Pool Shock Super", "tight" in "Tight Fit Jeans" and
 * "overall" in "Overall Length" name no shorts, shock absorbers, tights or overalls. Ending its
 * part, the singular is the product as shops write it ("Nike Men's Woven Black Short").
 */
const PLURAL_ONLY = new Set(['shorts', 'shocks', 'tights', 'slacks', 'overalls']);

function isSingularOfPluralOnly(match: PhraseMatch, tokens: readonly Token[]): boolean {
  return (
    match.end - match.start === 1 &&
    match.end < tokens.length &&
    PLURAL_ONLY.has(match.phrase.label) &&
    tokens[match.start]?.isPlural !== true
  );
}

/**
 * For every start position, the longest phrase starting there; matches lying wholly inside a
 * longer match are dropped ("noise cancelling headphones" hides "headphones").
 */
export function findMatches(tokens: readonly Token[], index: PhraseIndex): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    let key = '';
    let best: PhraseMatch | null = null;
    const limit = Math.min(tokens.length, start + index.maxSpan);
    for (let end = start; end < limit; end += 1) {
      const token = tokens[end];
      if (token === undefined) break;
      // "Cat Litter 40 lb Box": a phrase never runs across an amount ("cat litter box"), nor
      // into a spec ("Laptop 16GB RAM" is no "laptop ram").
      if (end > start && (token.afterQuantity === true || token.isSpec === true)) break;
      if (end > start) {
        const previous = tokens[end - 1];
        key += previous?.joinsNext ? '' : ' ';
      }
      key += token.stem;
      const phrase = index.byKey.get(key);
      if (phrase !== undefined) best = { start, end: end + 1, phrase };
      // A glued next word ("ear" + "buds") makes no spaced beginning, so only a space may stop.
      if (token.joinsNext !== true && !index.spacedPrefixes.has(key)) break;
    }
    if (best === null) {
      const token = tokens[start];
      const single =
        token === undefined ? undefined : (compoundMatch(token, index) ?? pluralInEs(token, index));
      if (single !== undefined) best = { start, end: start + 1, phrase: single };
    } else if (qualifiesHyphenCompound(best, tokens, index)) {
      best = null;
    }
    // A series letter alone ("ax" of "AX55") only completes a line; it names no product.
    if (best !== null && !(best.end - best.start === 1 && tokens[start]?.isSeries)) {
      if (!isSingularOfPluralOnly(best, tokens)) found.push(best);
    }
  }
  return found.filter(
    (match) =>
      !found.some(
        (other) =>
          other !== match &&
          other.start <= match.start &&
          other.end >= match.end &&
          other.end - other.start > match.end - match.start,
      ),
  );
}
