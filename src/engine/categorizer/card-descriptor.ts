import { categoryKind } from '../category-kind.js';
import type { Token } from '../text/normalize.js';
import { isHeadEvidence, type ScoredEvidence, structureEvidence } from './evidence.js';
import { FOOD_OR_DRINK } from './food-service.js';
import type { PhraseMatch } from './phrase-index.js';

/** The evidence note of a merchant a card statement names: it decides like a service. */
export const MERCHANT_NOTE = 'the merchant a card statement names';

/**
 * "CHEVRON 0093872 SAN JOSE CA", "SQ *BLUE BOTTLE COFFEE OAKLAND CA", "DELTA AIR 0062345678901":
 * a card statement's descriptor, in capitals, with a store or reference number, a US state at
 * the end, or a payment processor's prefix.
 */
const CAPITALS_ONLY = /^[^a-z]*[A-Z][^a-z]*$/;
const STATE_AT_END =
  /\s(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;
const REFERENCE_NUMBER = /(?:^|[\s#*-])\d{4,}(?:[\s-]|$)/;
const PROCESSOR_PREFIX = /^(?:SQ|TST|SP|PP|PAYPAL|DD|IC|LYFT|UBER|AMZN|GOOGLE|APPLE\.COM)\s?\*/;

export function looksLikeCardDescriptor(title: string): boolean {
  const text = title.trim();
  if (!CAPITALS_ONLY.test(text)) return false;
  return STATE_AT_END.test(text) || REFERENCE_NUMBER.test(text) || PROCESSOR_PREFIX.test(text);
}

/**
 * Merchants named by one common word, which the vocabulary cannot hold ("shell" is a case,
 * "delta" a faucet maker, "united" anything): on a card statement the word is the merchant. Codes
 * by the conventions: what most of a purchase there is.
 */
const DESCRIPTOR_MERCHANTS: ReadonlyMap<string, string> = new Map([
  ...['chevron', 'shell', 'exxon', 'exxonmobil', 'mobil', 'bp', 'texaco', 'valero', 'sunoco'].map(
    (name) => [name, '324110'] as const,
  ),
  ...['citgo', 'marathon', 'speedway', 'arco', 'phillips 66', 'conoco', 'gulf', 'sinclair'].map(
    (name) => [name, '324110'] as const,
  ),
  ...['delta', 'united', 'southwest', 'jetblue', 'spirit', 'frontier', 'alaska air'].map(
    (name) => [name, '481111'] as const,
  ),
  ...['verizon', 'verizon wrls', 't-mobile', 'tmobile', 'at&t', 'att', 'cricket'].map(
    (name) => [name, '517312'] as const,
  ),
  ...['comcast', 'xfinity', 'spectrum', 'cox'].map((name) => [name, '517311'] as const),
  ...['geico', 'progressive', 'allstate', 'state farm'].map((name) => [name, '524126'] as const),
  ...['chipotle', 'panera', 'five guys', 'shake shack'].map((name) => [name, '722513'] as const),
  ...['peets', 'caribou', 'dunkin'].map((name) => [name, '722515'] as const),
  ...['topgolf'].map((name) => [name, '713990'] as const),
  ...['kumon', 'mathnasium', 'sylvan'].map((name) => [name, '611691'] as const),
  ...['great clips', 'supercuts', 'sport clips'].map((name) => [name, '812111'] as const),
]);

/** Words that open a descriptor for the payment processor, not the merchant. */
const PROCESSOR_WORD = /^(?:sq|tst|sp|pp|paypal|dd|ic)$/;

/**
 * The merchant a card descriptor names: a restaurant or café whose till names a food, one of
 * `DESCRIPTOR_MERCHANTS` in the first one or two words before a number, an asterisk or a hash,
 * or a chain of the vocabulary opening it.
 * `score` is what a product type at the head would earn.
 */
export function merchantEvidence(
  title: string,
  score: number,
  evidence: readonly ScoredEvidence[],
): ScoredEvidence | null {
  if (!looksLikeCardDescriptor(title)) return null;
  const served = servedAtTill(title, evidence);
  if (served !== null) return structureEvidence(served, MERCHANT_NOTE, score);
  const words = title
    .toLowerCase()
    .replace(/'/g, '')
    .split(/[\s*#]+/)
    .filter((word) => word !== '' && !PROCESSOR_WORD.test(word));
  const opening = words.slice(0, 2);
  for (const length of [2, 1]) {
    const name = opening.slice(0, length).join(' ');
    const code = DESCRIPTOR_MERCHANTS.get(name);
    if (code !== undefined) return structureEvidence(code, MERCHANT_NOTE, score);
  }
  // A chain the vocabulary knows, opening the descriptor (`merchantFirst`).
  const chain = evidence.find(
    (e) => e.field === 'title' && e.kind === 'brand' && isHeadEvidence(e.reason),
  );
  return chain === undefined ? null : structureEvidence(chain.code, MERCHANT_NOTE, score);
}

/**
 * "TERMINIX SERVICE", "NETFLIX.COM LOS GATOS CA", "SQ *IHOP #4412": a title that opens with the
 * brand of a service (or of a payment, "ZELLE TO …") and names no product type or line is the
 * service bought there, the way a product type at the head is the product. On a card descriptor
 * any merchant's brand opening it is what was bought ("KROGER #0731" a grocery store's goods), and
 * the Census index's words after it only describe the merchant ("COMCAST XFINITY CABLE").
 */
export function merchantFirst(
  matches: readonly PhraseMatch[],
  tokens: readonly Token[],
  descriptor: boolean,
): PhraseMatch | undefined {
  const first = matches[0];
  if (first === undefined || first.phrase.kind !== 'brand') return undefined;
  const describing = (m: PhraseMatch): boolean =>
    m.phrase.kind === 'brand' || (descriptor && m.phrase.source === 'census');
  if (!matches.every(describing)) return undefined;
  const opens = tokens.slice(0, first.start).every((token) => PROCESSOR_WORD.test(token.stem));
  const ofService = first.phrase.codes.every((code) => categoryKind(code) !== 'product');
  return opens && (ofService || descriptor) ? first : undefined;
}

/** Tills of restaurants, cafés and food stalls: Toast ("TST*"), Square ("SQ *"), DoorDash ("DD *"). */
const FOOD_TILL = /^(?:TST|SQ|DD)\s?\*/;
/** What cafés, bakeries and dessert or juice bars serve: snack and nonalcoholic beverage bars. */
const SNACK_BAR_FOODS = /^(311920|3118|31152|3113|312111|311411|311421)/;
const SNACK_BAR = '722515';
const DRINKING_PLACE = '722410';
const ALCOHOL = /^3121[234]/;
const RESTAURANT = '722511';

/**
 * "TST* KUNG FU TEA - ALLSTON", "SQ *SIDECAR DOUGHNUTS": the first food named on the descriptor
 * of a till that restaurants and cafés use was served there. The place by what it serves:
 * coffee, tea, bakery goods, sweets, ice cream and juice a snack bar's, alcohol a bar's, any other
 * food a restaurant's.
 */
function servedAtTill(title: string, evidence: readonly ScoredEvidence[]): string | null {
  if (!FOOD_TILL.test(title.trim())) return null;
  const food = evidence.find(
    (e) => e.field === 'title' && e.kind === 'type' && FOOD_OR_DRINK.test(e.code),
  );
  if (food === undefined) return null;
  if (SNACK_BAR_FOODS.test(food.code)) return SNACK_BAR;
  return ALCOHOL.test(food.code) ? DRINKING_PLACE : RESTAURANT;
}

/**
 * The merchant's words, then a store or reference number ("#0731", "0045", "877-7781161"), not a
 * year ("1969 DODGE CHARGER").
 */
const BEFORE_STORE_NUMBER = /^(.*?[A-Z&'.].*?)\s+#?(?!(?:19|20)\d\d\b)\d{3,}\b/;

/**
 * "DISCOUNT TIRE 0045 MESA AZ", "SPOTIFY USA 877-7781161 NY": on a card descriptor the merchant
 * comes before its store or reference number, and the words after it say where it is ("Mesa" is
 * no table). The title to segment is cut at that number; unchanged when the title is no
 * descriptor or names nothing before a number.
 */
export function beforeStoreNumber(title: string): string {
  if (!looksLikeCardDescriptor(title)) return title;
  return BEFORE_STORE_NUMBER.exec(title)?.[1] ?? title;
}
