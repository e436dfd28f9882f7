import { basicNormalize, isAscii } from '../text/normalize.js';
import { stemWord } from '../text/stem.js';
import type { PhraseEntry } from './phrase-index.js';

const AMBIGUOUS = '';

/** One row of `google-taxonomy-naics.tsv`: `naics6` empty = inherit the parent's, `-` = none. */
export interface TaxonomyRow {
  path: string;
  naics6: string;
}

/** Google-taxonomy knowledge: node names as weak type phrases, and paths for category hints. */
export interface TaxonomyIndex {
  phrases: PhraseEntry[];
  /** Normalised full path ("electronics>audio>headphones and headsets") → code. */
  pathCodes: Map<string, string>;
  /** Normalised node name → code, only for names that mean one code wherever they appear. */
  nameCodes: Map<string, string>;
}

/** Normalises one path segment for comparison with client hints. */
export function normalizeSegment(segment: string): string {
  const normalized = basicNormalize(segment);
  return normalized.replace(isAscii(normalized) ? /[^a-z0-9]+/g : /[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** ">" as shops and Google write paths, "›", "»", "|", "→" and "::" as breadcrumbs do. */
const PATH_SEPARATOR = /\s*(?:[>›»|→]|::)\s*|\s+\/\s+/;
const SLASHED_PATH = /^[^/]*\/[^/]*\/.*$/;
const SLASH_OR_SEPARATOR = /\s*(?:[>›»|→]|::|\/)\s*/;

/**
 * Splits a hint or taxonomy path into its levels. "Home/Kitchen/Cookware", with no other
 * separator, is split at its slashes when it has two or more: one is a node's own name
 * ("Tops/Tees").
 */
export function splitPath(path: string): string[] {
  const slashed = SLASHED_PATH.test(path) && !PATH_SEPARATOR.test(path);
  const separator = slashed ? SLASH_OR_SEPARATOR : PATH_SEPARATOR;
  return path
    .split(separator)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
}

/**
 * Names inside one node name: "Headphones & Headsets" → headphones, headsets;
 * "Baby & Toddler Clothing" → baby clothing, toddler clothing: a lone word before a longer name
 * takes that name's head word ("Speed & Agility Ladders" → speed ladders).
 */
export function nodeNames(segment: string): string[] {
  const parts = segment
    .split(/\s*(?:&|,|\band\b)\s*/i)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  return parts.map((part, index) => {
    if (part.includes(' ')) return part;
    const longer = parts.slice(index + 1).find((later) => later.includes(' '));
    const head = longer?.split(/\s+/).pop();
    return head === undefined ? part : `${part} ${head}`;
  });
}

/** Resolves inherited codes and builds the taxonomy phrases and path maps. */
export function buildTaxonomyIndex(
  rows: readonly TaxonomyRow[],
  hasCode: (code: string) => boolean,
): TaxonomyIndex {
  const normalizedSegments = new Map<string, string>();
  const normalized = (segment: string): string => {
    let value = normalizedSegments.get(segment);
    if (value === undefined) {
      value = normalizeSegment(segment);
      normalizedSegments.set(segment, value);
    }
    return value;
  };
  const nodes = rows.map((row) => {
    const segments = row.path.split('>').map((segment) => segment.trim());
    const keys = segments.map(normalized);
    return { row, segments, key: keys.join('>'), parentKey: keys.slice(0, -1).join('>') };
  });
  const codeByPath = new Map<string, string | null>();
  const sorted = [...nodes].sort((a, b) => a.segments.length - b.segments.length);
  for (const { row, key, parentKey } of sorted) {
    let code: string | null;
    if (row.naics6 === '-') code = null;
    else if (row.naics6.length === 6) code = hasCode(row.naics6) ? row.naics6 : null;
    else code = codeByPath.get(parentKey) ?? null;
    codeByPath.set(key, code);
  }
  const pathCodes = new Map<string, string>();
  // name → its one code, or AMBIGUOUS when names of different industries share it.
  const nameToCode = new Map<string, string>();
  const phraseToCode = new Map<string, string>();
  for (const { segments, key } of nodes) {
    const code = codeByPath.get(key);
    const last = segments[segments.length - 1];
    if (code === null || code === undefined || last === undefined) continue;
    // A department alone ("Electronics", "Home & Garden") says too little to name an industry.
    if (segments.length === 1) continue;
    pathCodes.set(key, code);
    vote(nameToCode, normalized(last), code);
    if (segments.length >= 2) {
      for (const name of nodeNames(last)) vote(phraseToCode, name, code);
    }
  }
  const nameCodes = new Map<string, string>();
  for (const [name, code] of nameToCode) {
    if (code !== AMBIGUOUS) nameCodes.set(name, code);
  }
  // A single word found in names of several industries ("oil", "glass", "rings") is not a type.
  const wordToCode = new Map<string, string>();
  for (const [phrase, code] of phraseToCode) {
    for (const word of phrase.split(' ')) vote(wordToCode, stemWord(word), code);
  }
  const phrases: PhraseEntry[] = [];
  for (const [phrase, code] of phraseToCode) {
    if (code === AMBIGUOUS) continue;
    if (!phrase.includes(' ') && wordToCode.get(stemWord(phrase)) === AMBIGUOUS) continue;
    phrases.push({ phrase, code, kind: 'type', source: 'taxonomy' });
  }
  return { phrases, pathCodes, nameCodes };
}

function vote(map: Map<string, string>, key: string, code: string): void {
  const current = map.get(key);
  if (current === undefined) map.set(key, code);
  else if (current !== code) map.set(key, AMBIGUOUS);
}
