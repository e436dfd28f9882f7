import type { PhraseEntry } from './phrase-index.js';

const ACTIVITY_WORDS =
  /\b(rental|leasing|wholesalers?|stores?|services?|repair|contractors?|dealers?|retailing|installation|consulting|operating|brokers?)\b/i;
/** Farming, manufacturing and publishing: the industries that make what shoppers buy. */
const PRODUCING_CODE = /^(?:11|3[1-3]|51[12])/;
const GENERIC_WORDS = new Set([
  'product',
  'products',
  'part',
  'parts',
  'accessories',
  'equipment',
  'supplies',
  'machinery',
  'materials',
  'goods',
  'articles',
  'items',
  'devices',
  'components',
  'apparatus',
  'units',
  'systems',
  'other',
  'miscellaneous',
  'instruments',
  'and',
  'or',
  'of',
]);

/**
 * Census index rows → weak type phrases. "Laptop computers manufacturing" → "laptop computers";
 * "Pizzas, frozen, manufacturing" → "pizzas" and "frozen pizzas". Parentheses and "made from …"
 * tails go; service, wholesale and retail rows are skipped. When a phrase is listed under several
 * codes, manufacturing rows made "from purchased" materials win, as the conventions say.
 */
export function censusPhrases(
  rows: readonly (readonly [string, string])[],
  hasCode: (code: string) => boolean,
): PhraseEntry[] {
  const best = new Map<string, { score: number; codes: Set<string> }>();
  for (const [code, description] of rows) {
    if (!PRODUCING_CODE.test(code) || !hasCode(code) || ACTIVITY_WORDS.test(description)) continue;
    const baseScore = rowScore(code, description);
    const phrases = phrasesOf(description);
    for (const phrase of phrases) {
      // A row that is only this phrase ("Mattresses manufacturing") beats one that qualifies it.
      const score = baseScore + (phrases.length === 1 && !description.includes(',') ? 1 : 0);
      const current = best.get(phrase);
      if (current === undefined || score > current.score) {
        best.set(phrase, { score, codes: new Set([code]) });
      } else if (score === current.score) {
        current.codes.add(code);
      }
    }
  }
  const entries: PhraseEntry[] = [];
  for (const [phrase, { codes }] of best) {
    if (codes.size > 3) continue;
    for (const code of codes) entries.push({ phrase, code, kind: 'type', source: 'census' });
  }
  return entries;
}

function rowScore(code: string, description: string): number {
  let score = 0;
  if (/manufacturing|made from purchased/i.test(description)) score += 2;
  if (/purchased/i.test(description)) score += 1;
  if (/^3[1-3]/.test(code)) score += 1;
  if (/\bmills?\b|knitting/i.test(description)) score -= 1;
  return score;
}

function phrasesOf(description: string): string[] {
  const cleaned = description
    .toLowerCase()
    .replace(/\([^)]*\)|\b(?:made|cut and sewn?|manufactured|produced)\b.*$/g, ' ')
    .replace(/\b(?:manufacturing|mills?|farming|production)\b|\s+/g, ' ');
  const parts = cleaned
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const [head, qualifier] = parts;
  if (head === undefined) return [];
  const phrases = [head];
  if (
    qualifier !== undefined &&
    qualifier.split(' ').length <= 2 &&
    !/\b(and|or|n\.e\.c|e\.g|i\.e|except)\b/.test(qualifier)
  ) {
    phrases.push(`${qualifier} ${head}`);
  }
  return phrases.filter((phrase) => {
    const words = phrase.split(' ');
    return words.length <= 4 && words.some((word) => !GENERIC_WORDS.has(word));
  });
}
