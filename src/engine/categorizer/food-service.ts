import { PACKED_AMOUNT } from '../text/amounts.js';
import type { Token } from '../text/normalize.js';
import type { ScoredEvidence } from './evidence.js';
import type { PhraseMatch } from './phrase-index.js';

/** Restaurants, cafés, bars, caterers and food trucks (NAICS 7223–7225). */
const FOOD_SERVICE = /^722[345]/;
/** Food and drink made by farms, food processors and beverage makers. */
export const FOOD_OR_DRINK = /^(111|112|1141|311|312)/;
/**
 * What a served meal comes on or as: "orange chicken plate", "8 piece bucket", "double scoop
 * cone". Stems, as tokenised.
 */
const SERVED_FORMS = new Set([
  'bowl',
  'plate',
  'platter',
  'bucket',
  'cone',
  'cup',
  'basket',
  'tray',
  'combo',
  'meal',
]);
/**
 * Words of a packaged grocery product: a restaurant brand's sauce, coffee or frozen meal sold in
 * a shop is made by a food maker ("Dunkin' Dark Roast Coffee Ground", "Restaurant Style Salsa").
 */
const PACKAGED_WORDS = new Set([
  'frozen',
  'can',
  'canned',
  'jar',
  'bottle',
  'bottled',
  'pod',
  'k-cup',
  'kcup',
  'capsule',
  'ground',
  'bean',
  'roast',
  'instant',
  'mix',
  'sauce',
  'seasoning',
  'dressing',
  'marinade',
  'creamer',
  'syrup',
  'shell',
  'kit',
  'style',
  'drink',
  'concentrate',
  'pouch',
]);
/** Places that shops also name a food's style after. Stems, as tokenised. */
const VENUES = new Set([
  'restaurant',
  'steakhouse',
  'coffee shop',
  'fast food',
  'pub',
  'ice cream parlor',
  'ice cream parlour',
  'juice bar',
  'wine bar',
  'cocktail bar',
  'street food',
]);

/**
 * The food-service code that a title's words say served its food ("Dinner at Olive Garden",
 * "Uber Eats order: pad thai", "Starbucks Grande Caramel Macchiato"), else the `place` its hint
 * names, or null when neither does or the title reads as a packaged grocery product. `matches` are the title's phrases without the
 * places that only name a style (`namesStyle`).
 */
export function servingCode(
  title: string,
  matches: readonly PhraseMatch[],
  tokens: readonly Token[],
  place: string | null = null,
): string | null {
  const code = matches.find(isFoodService)?.phrase.codes[0] ?? place;
  if (code === null) return null;
  const packaged =
    PACKED_AMOUNT.test(title) || tokens.some((token) => PACKAGED_WORDS.has(token.stem));
  return packaged ? null : code;
}

/**
 * "Pad See Ew" sent under "Thai restaurant", "Grande Oat Milk Latte" under "Starbucks": the
 * food-service code of a hint that reads as a restaurant, café, bar or caterer and otherwise only
 * as foods (its cuisine), or null. What the title names was served there.
 */
export function placeOfHint(hintEvidence: readonly ScoredEvidence[]): string | null {
  const place = hintEvidence.find((item) => FOOD_SERVICE.test(item.code));
  // "Sushi restaurant", "Thai restaurant": the other words name the cuisine.
  const cuisineOnly = hintEvidence.every(
    (item) => FOOD_SERVICE.test(item.code) || FOOD_OR_DRINK.test(item.code),
  );
  return place !== undefined && cuisineOnly ? place.code : null;
}

/**
 * "Steakhouse Fries", "Coffee Shop Cookies", "Restaurant Style Salsa": a place named before the
 * food it describes, or before "style", names a style of a packaged food, not where it was
 * served. "Lunch at a Thai restaurant" names the place after the meal.
 */
export function namesStyle(
  match: PhraseMatch,
  tokens: readonly Token[],
  matches: readonly PhraseMatch[],
): boolean {
  const words = tokens.slice(match.start, match.end).map((token) => token.stem);
  if (!VENUES.has(words.join(' '))) return false;
  return (
    tokens[match.end]?.stem === 'style' ||
    matches.some((later) => later.start >= match.end && namesFood(later))
  );
}

/** True when a phrase names a restaurant, café, bar, caterer or food truck. */
export function isFoodService(match: PhraseMatch): boolean {
  return match.phrase.codes.every((code) => FOOD_SERVICE.test(code));
}

/** True when a title's head names what a restaurant serves: a food, a drink or a served form. */
export function isServedFood(head: PhraseMatch, tokens: readonly Token[]): boolean {
  if (namesFood(head)) return true;
  const last = tokens[head.end - 1];
  return last !== undefined && SERVED_FORMS.has(last.stem);
}

/** True when every code of a phrase is a food or a drink. */
export function namesFood(match: PhraseMatch): boolean {
  return match.phrase.codes.every((code) => FOOD_OR_DRINK.test(code));
}

/**
 * The restaurant, café or bar a title names as what was paid for ("Olive Garden - Dine-in
 * Check"), or null: none, a packed amount, or a food or drink maker named in the title too.
 */
export function titleRestaurant(title: string, evidence: readonly ScoredEvidence[]): string | null {
  if (PACKED_AMOUNT.test(title)) return null;
  const fromTitle = evidence.filter((item) => item.field === 'title');
  if (fromTitle.some((item) => FOOD_OR_DRINK.test(item.code))) return null;
  return fromTitle.find((item) => FOOD_SERVICE.test(item.code))?.code ?? null;
}
