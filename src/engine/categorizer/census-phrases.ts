import type { PhraseEntry } from './phrase-index.js';

const ACTIVITY_WORDS =
  /\b(rental|leasing|wholesalers?|stores?|services?|repair|contractors?|dealers?|retailing|installation|consulting|operating|brokers?)\b/i;
/** How strongly the Census index ties one phrase to one code. */
interface Vote {
  code: string;
  score: number;
  count: number;
}

const DROPPED_WORDS = new Set(['manufacturing', 'mills', 'mill', 'farming', 'production']);
/** Words that start a tail about how the product is made: "made from purchased …". */
const CUT_WORDS = new Set(['made', 'manufactured', 'produced', 'cut']);
const QUALIFIER_STOP = new Set(['and', 'or', 'n.e.c.', 'e.g.', 'i.e.', 'except', 'nec']);

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
  const votes = new Map<string, Vote[]>();
  for (const [code, description] of rows) {
    if (!PRODUCING_CODE.test(code) || !hasCode(code) || ACTIVITY_WORDS.test(description)) continue;
    const baseScore = rowScore(code, description);
    const { phrases, qualified } = phrasesOf(description);
    // A row that is only this phrase ("Mattresses manufacturing") beats one that qualifies it.
    const score = baseScore + (qualified ? 0 : 1);
    for (const phrase of phrases) {
      const list = votes.get(phrase);
      const vote = list?.find((candidate) => candidate.code === code);
      if (vote !== undefined) {
        vote.score = Math.max(vote.score, score);
        vote.count += 1;
      } else if (list !== undefined) {
        list.push({ code, score, count: 1 });
      } else {
        votes.set(phrase, [{ code, score, count: 1 }]);
      }
    }
  }
  const entries: PhraseEntry[] = [];
  for (const [phrase, list] of votes) {
    list.sort((a, b) => b.score - a.score || b.count - a.count);
    const top = list[0];
    if (top === undefined) continue;
    const winners = list.filter((vote) => vote.score === top.score && vote.count === top.count);
    if (winners.length > 3) continue;
    for (const { code } of winners) entries.push({ phrase, code, kind: 'type', source: 'census' });
  }
  return entries;
}

function rowScore(code: string, description: string): number {
  const lower = description.toLowerCase();
  let score = 0;
  if (lower.includes('manufacturing') || lower.includes('made from purchased')) score += 2;
  if (lower.includes('purchased')) score += 1;
  if (code.startsWith('31') || code.startsWith('32') || code.startsWith('33')) score += 1;
  if (lower.includes(' mill') || lower.includes('knitting')) score -= 1;
  return score;
}

function phrasesOf(description: string): { phrases: string[]; qualified: boolean } {
  // Word-level cleaning (no regular expressions): this runs for ~10,000 rows at every load.
  const parts: string[] = [];
  let cut = false;
  for (const part of withoutParentheses(description.toLowerCase()).split(',')) {
    if (cut) break;
    const kept: string[] = [];
    for (const word of part.split(' ')) {
      if (word === '' || DROPPED_WORDS.has(word)) continue;
      if (CUT_WORDS.has(word)) {
        cut = true;
        break;
      }
      kept.push(word);
    }
    if (kept.length > 0) parts.push(kept.join(' '));
  }
  const [head, qualifier] = parts;
  if (head === undefined) return { phrases: [], qualified: false };
  const phrases = [head];
  if (qualifier !== undefined && !qualifier.includes(' ') && !QUALIFIER_STOP.has(qualifier)) {
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

function withoutParentheses(text: string): string {
  let open = text.indexOf('(');
  if (open < 0) return text;
  let result = '';
  let from = 0;
  while (open >= 0) {
    result += text.slice(from, open);
    const close = text.indexOf(')', open);
    if (close < 0) return result;
    from = close + 1;
    open = text.indexOf('(', from);
  }
  return result + text.slice(from);
}
