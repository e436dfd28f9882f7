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
  // phrase → code → [best row score, number of rows]
  const votes = new Map<string, Map<string, [number, number]>>();
  for (const [code, description] of rows) {
    if (!PRODUCING_CODE.test(code) || !hasCode(code) || ACTIVITY_WORDS.test(description)) continue;
    const baseScore = rowScore(code, description);
    const { phrases, qualified } = phrasesOf(description);
    // A row that is only this phrase ("Mattresses manufacturing") beats one that qualifies it.
    const score = baseScore + (qualified ? 0 : 1);
    for (const phrase of phrases) {
      const byCode = votes.get(phrase) ?? new Map<string, [number, number]>();
      const [best, count] = byCode.get(code) ?? [Number.NEGATIVE_INFINITY, 0];
      byCode.set(code, [Math.max(best, score), count + 1]);
      votes.set(phrase, byCode);
    }
  }
  const entries: PhraseEntry[] = [];
  for (const [phrase, byCode] of votes) {
    const ranked = [...byCode].sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1]);
    const top = ranked[0]?.[1];
    if (top === undefined) continue;
    const winners = ranked.filter(([, [score, count]]) => score === top[0] && count === top[1]);
    if (winners.length > 3) continue;
    for (const [code] of winners) entries.push({ phrase, code, kind: 'type', source: 'census' });
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

function phrasesOf(description: string): { phrases: string[]; qualified: boolean } {
  const cleaned = description
    .toLowerCase()
    .replace(/\([^)]*\)|\b(?:made|cut and sewn?|manufactured|produced)\b.*$/g, ' ')
    .replace(/\b(?:manufacturing|mills?|farming|production)\b|\s+/g, ' ');
  const parts = cleaned
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const [head, qualifier] = parts;
  if (head === undefined) return { phrases: [], qualified: false };
  const phrases = [head];
  if (
    qualifier !== undefined &&
    qualifier.split(' ').length <= 2 &&
    !/\b(and|or|n\.e\.c|e\.g|i\.e|except)\b/.test(qualifier)
  ) {
    phrases.push(`${qualifier} ${head}`);
  }
  return {
    phrases: phrases.filter((phrase) => {
      const words = phrase.split(' ');
      return words.length <= 4 && words.some((word) => !GENERIC_WORDS.has(word));
    }),
    qualified: parts.length > 1,
  };
}
