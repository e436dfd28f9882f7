import { PLAIN_COLOURS } from '../text/colours.js';
import { basicNormalize, splitChunks, type Token, tokenizeChunk } from '../text/normalize.js';
import { CONTAINER_WORDS, MEDIUM_WORDS, PACKED_IN_SPAN } from '../text/packed-in.js';
import type { PhraseMatch } from './phrase-index.js';

/**
 * Where in a title a run of words sits; the product type is named in `main`. `medium` is what a
 * food is packed in ("Tuna in Olive Oil", "Peaches in Syrup"): it says how, not what.
 */
export type SegmentRole = 'main' | 'with' | 'target' | 'medium';

/** A run of title words between markers: "Case for iPhone" → main "case", target "iphone". */
export interface TitleSegment {
  chunk: number;
  role: SegmentRole;
  tokens: Token[];
  /** Read as the main part though the title opened with "for": the host is named first. */
  opensWithHost?: boolean;
  /** A "with" part opened by a plus ("Vitamin C + Caffeine Eye Cream"). */
  afterPlus?: boolean;
  /** What the product comes in ("… in Planter"): never the product itself. */
  isContainer?: boolean;
}

// "for" and "with" in English, Spanish, French, German, Italian and Dutch.
const TARGET_MARKERS = new Set(['for', 'compatible', 'para', 'pour', 'fur', 'per', 'voor']);
const REPLACEMENT = new Set(['replacement', 'replacements', 'replace']);
const COLOUR_WORDS = new Set([
  'cream',
  'olive',
  'coffee',
  'chocolate',
  'mint',
  'lemon',
  'wine',
  'salmon',
  'peach',
  'cherry',
  'charcoal',
  'honey',
  'caramel',
  'mocha',
  'espresso',
  'lime',
  'mustard',
  'plum',
  'berry',
  'sand',
  'stone',
  'ivory',
  'rust',
  'copper',
  'gold',
  'silver',
  'navy',
  'coral',
  'lavender',
  'walnut',
  'oak',
  'cognac',
  'cinnamon',
  'vanilla',
  'apricot',
  'avocado',
  'pistachio',
  'sage',
  'denim',
  'rose',
  'chestnut',
  'graphite',
  'titanium',
  'bronze',
  'chrome',
  'lilac',
  'violet',
  'indigo',
  'teal',
  'petrol',
  'turquoise',
  'maroon',
  'burgundy',
  'magenta',
  'fuchsia',
  'mauve',
  'taupe',
  'aqua',
  'tobacco',
  // Flavours and scents: "Nacho Chips - Cheese", "Dog Treats - Chicken", "Wafers - Strawberry".
  'cheese',
  'tomato',
  'strawberry',
  'raspberry',
  'blueberry',
  'mango',
  'chilli',
  'chili',
  'chilly',
  'onion',
  'garlic',
  'masala',
  'apple',
  'pineapple',
  'banana',
  'coconut',
  'almond',
  'ginger',
  'butter',
  'pepper',
  'chicken',
  'beef',
  'lamb',
  'turkey',
  'tuna',
]);
/** Colour words that may follow a product's colour word ("Rose Gold", "Stone Blue"). */
const COLOUR_TAIL = new Set([
  ...COLOUR_WORDS,
  ...PLAIN_COLOURS,
  'tan',
  'orange',
  'dark',
  'light',
  'pale',
  'matte',
]);
/** "Battery Powered", "Dishwasher Safe", "BPA Free": the word before names an attribute. */
const ATTRIBUTE_SUFFIXES = new Set([
  'powered',
  'operated',
  'free',
  'included',
  'resistant',
  'proof',
  'safe',
  'friendly',
  // "Oven Ready", "Oven Toasted Oats", "Pan Fried Noodles": how the food was made, not an oven.
  'ready',
  'toasted',
  'roasted',
  'baked',
  'fried',
]);
/** "No Box Spring Needed": the words between name something the product does not need. */
const NEGATION_END = new Set(['need', 'needed', 'required', 'require', 'necessary', 'added']);
const NEGATION_SPAN = 4;
const AUDIENCE = new Set([
  'women',
  'woman',
  'men',
  'man',
  'lady',
  'girl',
  'boy',
  'kid',
  'child',
  'children',
  'adult',
  'teen',
  'baby',
  'toddler',
  'infant',
  'him',
  'her',
  'everyone',
  'unisex',
  'mujer',
  'hombre',
  'femme',
  'homme',
  'damen',
  'herren',
  'donna',
  'uomo',
  'bambini',
  'bambino',
  'nino',
  'ninos',
  'enfant',
  'enfants',
  'kinder',
  'dames',
  'heren',
]);
/** What an English "per" divides by: time, people, packs and measures. */
const RATE_UNITS = new Set([
  'day',
  'hour',
  'minute',
  'second',
  'week',
  'month',
  'year',
  'person',
  'serving',
  'use',
  'load',
  'wash',
  'pack',
  'case',
  'box',
  'bag',
  'carton',
  'unit',
  'piece',
  'count',
  'roll',
  'sheet',
  'pound',
  'lb',
  'ounce',
  'oz',
  'gallon',
  'liter',
  'litre',
  'square',
  'sq',
  'foot',
  'ft',
  'order',
  'customer',
]);
// "that crisps, roasts": a relative clause describes, like a "with" part.
const WITH_MARKERS = new Set([
  'with',
  'w',
  'plus',
  'including',
  'include',
  'that',
  'which',
  'con',
  'avec',
  'mit',
  'met',
  // "inkl. Pfand", "zzgl. Versand", "incl. cable": what comes with the product or on top of it.
  ...['incl', 'inkl', 'inklusive', 'zzgl', 'zuzuglich', 'inclus', 'incluido', 'incluso', 'inclui'],
]);

/** "Plus" by a number: a model's name ("iPhone 14 Plus", "SureTemp Plus 690"). */
const MODEL_PLUS = /\d plus\b|\bplus \d/;

/** One word, a spaced dash, then more text: "ring - video doorbell - satin nickel". */
const WORD_BEFORE_DASH = /^\s*[\p{L}\p{N}'’.]+\s+[-–—]+\s+(?=\S)/u;

/**
 * True when a title opens with a lone word before a spaced dash, the way an electronics chain
 * writes "Brand - Product - Variant": that word is the maker, whatever else it may mean.
 */
export function opensWithBrandDash(title: string): boolean {
  return WORD_BEFORE_DASH.test(basicNormalize(title));
}

/**
 * How a title is cut. `phraseAcross(tokens, i)` is the end of a known phrase that runs across
 * the marker at `i` ("baby gate for stairs", "tumbler with straw"), or -1.
 */
export interface SegmentOptions {
  hostFirst?: boolean;
  phraseAcross?: (tokens: readonly Token[], i: number) => number;
}

/**
 * Cuts a title into chunks (commas, brackets, spaced dashes) and each chunk into its main part,
 * a "with …" part and a "for …" part naming the product it is meant for.
 */
export function segmentTitle(
  title: string,
  keepWord: (word: string, previous?: string) => boolean,
  { hostFirst = true, phraseAcross }: SegmentOptions = {},
): TitleSegment[] {
  const segments: TitleSegment[] = [];
  const rest = setQuotesAside(title);
  // "iPhone 15 + case + charger": what follows a spaced plus comes with the main product.
  const normalized = basicNormalize(rest);
  const bundled = normalized.includes(' + ') ? normalized.replace(/ \+ /g, ' plus ') : normalized;
  splitChunks(bundled).forEach((chunk, chunkIndex) => {
    let role: SegmentRole = 'main';
    let current: Token[] = [];
    const tokens = tokenizeChunk(chunk, keepWord);
    // "iPhone 14 Plus Case": "plus" after a number names a model, unless a "+" joins a bundle.
    // The raw chunk is read: a number no phrase knows is no token.
    const modelPlus = !normalized.includes(' + ') && MODEL_PLUS.test(chunk);
    // "For iPhone 14 Leather Wallet Case", "Compatible with Keurig Coffee Filter": a title that
    // opens with "for" names the host first and the product after it, so the marker opens no part.
    const skipped = hostFirst && chunkIndex === 0 ? openingMarkers(tokens) : 0;
    let plusOpened = false;
    const flush = (): void => {
      if (current.length > 0) {
        const opensWithHost = skipped > 0 && segments.length === 0 && role === 'main';
        segments.push({
          chunk: chunkIndex,
          role,
          tokens: current,
          ...(opensWithHost ? { opensWithHost } : {}),
          ...(plusOpened && role === 'with' ? { afterPlus: true } : {}),
        });
      }
      current = [];
      plusOpened = false;
    };
    // The medium's words are set aside; the main part goes on after them ("in Gravy Cat Food").
    const medium: Token[] = [];
    let mediumEnd = -1;
    const container: Token[] = [];
    let containerEnd = -1;
    let negationEnd = -1;
    let roleBeforeNegation: SegmentRole = 'main';
    let skipUntil = -1;
    tokens.forEach((token, i) => {
      if (i < skipped || i <= skipUntil) return;
      if (i <= mediumEnd) {
        medium.push(token);
        return;
      }
      if (i <= containerEnd) {
        container.push(token);
        return;
      }
      if (token.stem === 'in' && role === 'main') {
        const after = tokens.slice(i + 1, i + 1 + PACKED_IN_SPAN);
        const end = after.findIndex((t) => MEDIUM_WORDS.has(t.stem));
        if (end >= 0) {
          mediumEnd = i + 1 + end;
          return;
        }
        const packed = after.findIndex((t) => CONTAINER_WORDS.has(t.stem));
        if (packed >= 0 && current.length > 0) {
          containerEnd = i + 1 + packed;
          return;
        }
      }
      if (i === negationEnd) {
        // "… Needed" closes the negated part; the words after it describe the product again.
        flush();
        role = roleBeforeNegation;
        negationEnd = -1;
        return;
      }
      if (negationEnd < 0 && token.stem === 'no') {
        const end = negatedUntil(tokens, i);
        if (end >= 0) {
          flush();
          roleBeforeNegation = role;
          role = 'with';
          negationEnd = end;
          return;
        }
      }
      // "Joy-Con", "Ready-to-Wear": a marker inside a hyphenated word is part of that word.
      if (tokens[i - 1]?.joinsNext === true || token.joinsNext) {
        current.push(token);
        return;
      }
      // "Baby Gate for Stairs", "Tumbler with Straw": a product named across its marker is one.
      const markerLike =
        TARGET_MARKERS.has(token.stem) || WITH_MARKERS.has(token.stem) || token.stem === 'fit';
      const across = markerLike && current.length > 0 ? (phraseAcross?.(tokens, i) ?? -1) : -1;
      if (across > i + 1) {
        current.push(...tokens.slice(i, across));
        skipUntil = across - 1;
        return;
      }
      // "for women", "for kids": an audience, not the product the item is meant for.
      if (TARGET_MARKERS.has(token.stem) && AUDIENCE.has(tokens[i + 1]?.stem ?? '')) return;
      // "Tent for 4 persons", "Dinner for two at Olive Garden": how many it serves, no host.
      if (token.stem === 'for') {
        const served = partySize(tokens, i + 1);
        if (served > 0) {
          skipUntil = i + served;
          return;
        }
      }
      // "Tip for delivery driver": a gratuity for a person, read whole ("tips for" are parts).
      if (token.stem === 'for' && tokens[i - 1]?.stem === 'tip' && !tokens[i - 1]?.isPlural) {
        current.push(token);
        return;
      }
      if (token.stem === 'plus' && modelPlus) {
        current.push(token);
        return;
      }
      // "75 lb. Ice per Day", "4 per Case": the English "per" of a rate, not the Italian "for".
      if (token.stem === 'per' && RATE_UNITS.has(tokens[i + 1]?.stem ?? '')) return;
      // "TV Stand Fits TVs up to 85 in.": the verb "fits" names the host; "Slim Fit" does not.
      const fits = token.stem === 'fit' && token.isPlural === true;
      const marker =
        TARGET_MARKERS.has(token.stem) || fits
          ? 'target'
          : WITH_MARKERS.has(token.stem)
            ? 'with'
            : null;
      if (marker !== null) {
        flush();
        plusOpened = token.stem === 'plus';
        if (role !== 'target') role = marker;
        if (negationEnd >= 0) roleBeforeNegation = role;
        return;
      }
      current.push(token);
    });
    flush();
    if (medium.length > 0) segments.push({ chunk: chunkIndex, role: 'medium', tokens: medium });
    if (container.length > 0) {
      segments.push({ chunk: chunkIndex, role: 'with', tokens: container, isContainer: true });
    }
  });
  return segments;
}

const NUMBER_WORDS = new Set([
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]);
const PARTY_NOUNS = new Set(['person', 'people', 'guest', 'adult', 'player', 'diner', 'seat']);

/**
 * How many tokens from `start` say how many people a product or meal serves ("4 persons", "two"
 * before "at" or the end of the part), or 0: "2 phones" after "for" names hosts.
 */
function partySize(tokens: readonly Token[], start: number): number {
  const count = tokens[start]?.stem ?? '';
  // Years and model numbers are no party: "Cover for 2014 - 2016 Corolla".
  if (!/^\d{1,2}$/.test(count) && !NUMBER_WORDS.has(count)) return 0;
  const next = tokens[start + 1]?.stem;
  if (next !== undefined && PARTY_NOUNS.has(next)) return 2;
  // "18-Piece Service for 6 Dinnerware Set": the place settings of a set of tableware.
  if (tokens[start - 2]?.stem === 'service') return 1;
  return next === undefined || next === 'at' ? 1 : 0;
}

/**
 * A name in quotes hugging its words: "'Night Flight' Print", 'Vegan "Cheese" Puffs', 'Dog Collar
 * "Pizza Party"'. An inch mark ('12" Foil') is never an opening quote.
 */
const QUOTED =
  /(?<![\p{L}\p{N}\\])['‘"“]([^\s'"‘’“”][^'"‘’“”]{0,58}?[^\s'"‘’“”])['’"”](?![\p{L}\p{N}])/gu;
const QUOTE_MARKS = /['"‘’“”]/;

/**
 * What a design, a scent or a piece of art is called says nothing of what the product is: the
 * quoted name is left out, unless the title is nothing but the quote.
 */
function setQuotesAside(title: string): string {
  if (!QUOTE_MARKS.test(title)) return title;
  const rest = title.replace(QUOTED, ' ');
  return /\p{L}{2}/u.test(rest) ? rest : title;
}

/**
 * Where the negation opened by "no" at `i` ends, or -1: the word after "added" in "No Added
 * Sugar", the closing word in "No Box Spring Needed" or "no salt added".
 */
function negatedUntil(tokens: readonly Token[], i: number): number {
  if (tokens[i + 1]?.stem === 'added') return i + 2;
  const end = tokens.slice(i + 2, i + 2 + NEGATION_SPAN).findIndex((t) => NEGATION_END.has(t.stem));
  return end >= 0 ? i + 2 + end : -1;
}

/**
 * How many words open a part with "for" ("for", "compatible", "compatible with", "replacement
 * for"): 0, 1 or 2.
 */
function openingMarkers(tokens: readonly Token[]): number {
  // "Replacement for Hitachi CP-S380W lamp": the replacement is the lamp named after the host.
  if (REPLACEMENT.has(tokens[0]?.stem ?? '') && TARGET_MARKERS.has(tokens[1]?.stem ?? '')) {
    return 2;
  }
  if (!TARGET_MARKERS.has(tokens[0]?.stem ?? '')) return 0;
  return WITH_MARKERS.has(tokens[1]?.stem ?? '') ? 2 : 1;
}

/** The end of a sentence: a stop, mark or line break and the space after it. */
const SENTENCE_END = /[.!?]+\s+|\n+/;

/**
 * A description read as titles are: sentence by sentence, each split into its main part and its
 * "for" and "with" parts ("Grill cover for Spirit 300 gas grills": the grill is what the cover
 * fits). At most `limit` words in all.
 */
export function descriptionSegments(
  text: string,
  keepWord: (word: string, previous?: string) => boolean,
  limit: number,
  phraseAcross?: SegmentOptions['phraseAcross'],
): TitleSegment[] {
  const segments: TitleSegment[] = [];
  let count = 0;
  text.split(SENTENCE_END).forEach((sentence, index) => {
    for (const segment of segmentTitle(sentence, keepWord, {
      hostFirst: false,
      ...(phraseAcross ? { phraseAcross } : {}),
    })) {
      if (count >= limit) return;
      const tokens = segment.tokens.slice(0, limit - count);
      count += tokens.length;
      // Each sentence its own chunk: a sentence's parts are read against its own main part.
      segments.push({ ...segment, chunk: index, tokens });
    }
  });
  return segments;
}

/** Plain tokens of free text (description, manufacturer, a hint segment), at most `limit`. */
export function textTokens(
  text: string,
  keepWord: (word: string, previous?: string) => boolean,
  limit = Number.POSITIVE_INFINITY,
): Token[][] {
  const runs: Token[][] = [];
  let count = 0;
  for (const chunk of splitChunks(basicNormalize(text))) {
    if (count >= limit) break;
    const tokens = tokenizeChunk(chunk, keepWord).slice(0, limit - count);
    count += tokens.length;
    if (tokens.length > 0) runs.push(tokens);
  }
  return runs;
}

/**
 * Plain colours, "orange" and "sweet": words that describe far more often than they name a
 * product ("sweet" meets "sweets" once stemmed).
 */
const PLAIN_COLOUR_WORDS = new Set([...PLAIN_COLOURS, 'orange', 'sweet']);
/** The second word of a two-word shade ("Rose Gold", "Navy Blue"). */
const COMPOUND_COLOUR_ENDS = new Set([...PLAIN_COLOURS, 'gold', 'silver']);

/**
 * "…, Cream" or "- Olive": after the first chunk, a lone colour word is an attribute, even when
 * the vocabulary knows it as a product. A plain colour ("green", "orange") names the product only
 * as the last word of its part ("Mixed Greens"); before another word it is that word's colour
 * ("Green Moong", "Orange Peeler"). A plural is never a colour ("Masala Almonds", "- Olives").
 */
export function isColourAttribute(
  segment: TitleSegment,
  match: PhraseMatch,
  namedBefore = false,
  namedElsewhere = false,
): boolean {
  const token = segment.tokens[match.start];
  if (match.end - match.start !== 1 || token === undefined || token.isPlural) return false;
  const plain = PLAIN_COLOUR_WORDS.has(token.stem);
  if (!plain && !COLOUR_WORDS.has(token.stem)) return false;
  if (segment.chunk > 0) return true;
  // "Banner Rose Gold", "Unisex Olive Green Bag": a colour word before a plain colour names a
  // shade when the part names a product of another type, or the shade sits between other words
  // ("Pineapple Gold" is a pineapple).
  const inside = match.start > 0 && match.end + 1 < segment.tokens.length;
  if (
    !plain &&
    (namedElsewhere || inside) &&
    COMPOUND_COLOUR_ENDS.has(segment.tokens[match.end]?.stem ?? '')
  ) {
    return true;
  }
  if (plain && match.end < segment.tokens.length) return true;
  // "Slipper Chestnut", "Quartz Watch Rose Gold": a colour word ending the part, after the
  // product was named, is its colour.
  return namedBefore && segment.tokens.slice(match.end).every((t) => COLOUR_TAIL.has(t.stem));
}

/** "Battery Powered", "Dishwasher Safe": a product word followed by an attribute suffix. */
export function isAttributeWord(segment: TitleSegment, match: PhraseMatch): boolean {
  return ATTRIBUTE_SUFFIXES.has(segment.tokens[match.end]?.stem ?? '');
}
