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

/** True for the codes of industries that make goods (and publishers): not a service phrase. */
export function isProducingCode(code: string): boolean {
  return PRODUCING_CODE.test(code);
}
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
 * tails go; wholesale and retail rows are skipped. Services people pay for themselves give
 * phrases of what is done ("Tree trimming services" → "tree trimming") that no product row
 * shares. When a phrase is listed under several codes, manufacturing rows made "from purchased"
 * materials win, as the conventions say.
 */
export function censusPhrases(
  rows: readonly (readonly [string, string])[],
  hasCode: (code: string) => boolean,
): PhraseEntry[] {
  const votes = new Map<string, Vote[]>();
  for (const [code, description] of rows) {
    if (!hasCode(code)) continue;
    let phrases: string[];
    let score: number;
    if (PRODUCING_CODE.test(code) && !ACTIVITY_WORDS.test(description)) {
      const read = phrasesOf(description);
      phrases = read.phrases;
      // A row that is only this phrase ("Mattresses manufacturing") beats one that qualifies it.
      score = rowScore(code, description) + (read.qualified ? 0 : 1);
    } else if (CONSUMER_SERVICE_CODE.test(code) && !NOT_A_CONSUMER_SERVICE.test(description)) {
      phrases = servicePhrasesOf(description);
      score = SERVICE_SCORE;
    } else {
      continue;
    }
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

/**
 * Services that people pay for themselves, and that a payments app or a shop may list: transport,
 * cinemas, telecoms, hosting, consumer rentals, legal and tax help, photographers, vets,
 * locksmiths, cleaning and gardening, schools and lessons, health care, arts and recreation,
 * lodging, repairs and personal care. Food service is read by `food-service.ts` instead.
 */
const CONSUMER_SERVICE_CODE =
  /^(?:48[1-8]|5121|517|518|5191|5321|5322|5411|5412|54192|54194|5616|5617|611|62|71|721|811|812)/;
const NOT_A_CONSUMER_SERVICE =
  /\b(?:wholesalers?|stores?|dealers?|retailing|manufacturing|construction|contractors?|industrial|government|military)\b/i;
/** Words that say a row is a business, not what it does: "Carpet cleaning services". */
const BUSINESS_WORDS = new Set([
  'services',
  'service',
  'shops',
  'shop',
  'centers',
  'center',
  'facilities',
  'offices',
  'operators',
  'operations',
  'establishments',
  'providers',
  'agencies',
]);
const JOINING_WORDS = new Set(['with', 'without', 'of', 'in', 'on', 'for', 'to', 'by', 'the', 'a']);
/** Below every product row: a phrase the Census lists as a product stays a product. */
const SERVICE_SCORE = -5;

/**
 * "Tree trimming services" → "tree trimming", "Windshield repair shops, automotive" → "windshield
 * repair", "Airport shuttle services" → "airport shuttle". Only phrases of two to four words: a
 * single word ("bowling", "laundry") names products as often as services.
 */
function servicePhrasesOf(description: string): string[] {
  const [head = ''] = withoutParentheses(description.toLowerCase()).split(',');
  const words = head
    .replace(/[’']/g, '')
    .split(' ')
    .filter((word) => word !== '' && !BUSINESS_WORDS.has(word));
  if (words.length < 2 || words.length > 4) return [];
  if (words.some((word) => QUALIFIER_STOP.has(word) || word.includes('.'))) return [];
  // "Rodeo promoters with facilities": a phrase never ends, or starts, on a joining word.
  if (JOINING_WORDS.has(words[0] ?? '') || JOINING_WORDS.has(words[words.length - 1] ?? '')) {
    return [];
  }
  return words.every((word) => GENERIC_WORDS.has(word)) ? [] : [words.join(' ')];
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
