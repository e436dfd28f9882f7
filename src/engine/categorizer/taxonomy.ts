import { basicNormalize } from '../text/normalize.js';
import { stemWord } from '../text/stem.js';
import type { PhraseEntry } from './phrase-index.js';

const MAX_CODES_OF_A_WORD = 1;

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
  return basicNormalize(segment)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Splits a hint or taxonomy path at ">" (and "/" between segments). */
export function splitPath(path: string): string[] {
  return path
    .split(/\s*>\s*|\s+\/\s+/)
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
  const codeByPath = new Map<string, string | null>();
  const sorted = [...rows].sort((a, b) => splitPath(a.path).length - splitPath(b.path).length);
  for (const row of sorted) {
    const segments = splitPath(row.path);
    const key = segments.map(normalizeSegment).join('>');
    let code: string | null;
    if (row.naics6 === '-') code = null;
    else if (/^\d{6}$/.test(row.naics6)) code = hasCode(row.naics6) ? row.naics6 : null;
    else code = codeByPath.get(segments.slice(0, -1).map(normalizeSegment).join('>')) ?? null;
    codeByPath.set(key, code);
  }
  const pathCodes = new Map<string, string>();
  const nameToCodes = new Map<string, Set<string>>();
  const phraseCodes = new Map<string, Set<string>>();
  for (const row of rows) {
    const segments = splitPath(row.path);
    const key = segments.map(normalizeSegment).join('>');
    const code = codeByPath.get(key);
    const last = segments[segments.length - 1];
    if (code === null || code === undefined || last === undefined) continue;
    pathCodes.set(key, code);
    addTo(nameToCodes, normalizeSegment(last), code);
    if (segments.length >= 2) {
      for (const name of nodeNames(last)) addTo(phraseCodes, name, code);
    }
  }
  const nameCodes = new Map<string, string>();
  for (const [name, codes] of nameToCodes) {
    const [only] = codes;
    if (codes.size === 1 && only !== undefined) nameCodes.set(name, only);
  }
  // A single word found in names of many industries ("oil", "glass", "rings") is not a type.
  const wordCodes = new Map<string, Set<string>>();
  for (const [phrase, codes] of phraseCodes) {
    for (const word of phrase.split(/\s+/)) {
      for (const code of codes) addTo(wordCodes, stemWord(word), code);
    }
  }
  const phrases: PhraseEntry[] = [];
  for (const [phrase, codes] of phraseCodes) {
    const [only] = codes;
    if (codes.size !== 1 || only === undefined) continue;
    const isWord = !/\s/.test(phrase);
    if (isWord && (wordCodes.get(stemWord(phrase))?.size ?? 0) > MAX_CODES_OF_A_WORD) continue;
    phrases.push({ phrase, code: only, kind: 'type', source: 'taxonomy' });
  }
  return { phrases, pathCodes, nameCodes };
}

function addTo(map: Map<string, Set<string>>, key: string, code: string): void {
  const set = map.get(key);
  if (set === undefined) map.set(key, new Set([code]));
  else set.add(code);
}
