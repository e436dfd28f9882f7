import { PLAIN_COLOURS } from '../text/colours.js';
import { basicNormalize, LENGTH_UNITS, UNIT_WORDS } from '../text/normalize.js';
import { CONTAINER_WORDS, MEDIUM_WORDS, PACKED_IN_SPAN } from '../text/packed-in.js';
import { looksRomance, ROMANCE_OF, ROMANCE_SETS } from '../text/romance.js';
import { stemWord } from '../text/stem.js';

/**
 * Hashed features of a listing for the text model: stemmed words, word pairs and character
 * n-grams of the title's main part; words after "for"/"with" marked as such, so that "case for
 * iPhone" reads as a case about an iPhone, not an iPhone; description words, weaker.
 */
export interface FeatureVector {
  ids: Uint32Array;
  weights: Float32Array;
  length: number;
  /** Words of the title (as product, host or extra), and how many the model never trained on. */
  titleWords: number;
  unknownTitleWords: number;
}

/** What the text model reads of a listing. */
export interface ModelText {
  title: string;
  description?: string;
}

const MIN_GRAM = 3;
const MAX_GRAM = 5;
const DESCRIPTION_WEIGHT = 0.25;
const MARKED_WEIGHT = 0.5;
/** The head noun says what the product is; many n-grams of other words must not drown it. */
const HEAD_WEIGHT = 4;
const GRAM_WEIGHT = 0.2;
const DESCRIPTION_WORDS = 40;
const MAX_FEATURES = 1024;

/**
 * A unit of length after a number ("30 cm", "6 ft") says how big a product is, not what it is; one
 * retailer's "77x77 cm" taught the model that "cm" means furniture, so a "Peluche unicornio 40 cm"
 * became a table. It is no feature and never the head word.
 */
function isLength(word: string, afterNumber: boolean): boolean {
  return afterNumber && LENGTH_UNITS.has(word);
}

/** Words that open a part naming what the product is for or comes with. */
const FOR_WORDS = new Set(['for', 'fits', 'fit', 'compatible', 'pour', 'fur', 'para', 'per']);
const WITH_WORDS = new Set(['with', 'w', 'avec', 'mit', 'con', 'plus', 'incl', 'including']);
const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'in', 'on', 'to', 'by', 'or', 'de']);
/**
 * Words that say a product replaces or fits another, not what it is. One seller's hundreds of
 * "Replacement for <part number> lamp" listings taught the model that "replacement" means a light
 * bulb, so "Replacement ear tips for AirPods" became a bulb. They are no feature and never the head.
 */
const ROLE_WORDS = new Set(['replacement', 'replacements']);
/**
 * Colour words say nothing of what a product is, but one retailer's shade names ("Black",
 * "Rose Gold") taught the model that they mean cosmetics: "Sony Xperia, black" leaned to lipstick.
 * They are no feature of their own and never the head word; they still pair with the next word
 * ("green tea", "black pepper"). Colours that are also products (orange, olive, cream) are kept.
 */
const COLOURS = new Set([
  ...PLAIN_COLOURS,
  'violet',
  'navy',
  'silver',
  'gold',
  'maroon',
  'khaki',
  'teal',
  'turquoise',
  'magenta',
  'burgundy',
  'charcoal',
  'ivory',
  'lilac',
  'mauve',
  'multicolor',
  'multicolour',
]);
const WORD_BREAK = /[^\p{L}\p{N}]+/u;
const ALL_DIGITS = /^\d+$/;
const CHUNK_BREAK = /\s+[-–—]+\s+|[,;:|()[\]{}]+/u;
/** One word, then a spaced dash and more text: "samsung - 65 class…". */
const BRAND_DASH = /^\s*[\p{L}\p{N}'’.&]+\s+[-–—]+\s+(?=\S)/u;

/**
 * Which word features the model learned from, by the full 32-bit hash of their key: a word no
 * training text had shares its bucket with other keys, so its vector is another word's.
 */
export interface KnownWords {
  /** Sorted ascending. */
  hashes: Uint32Array;
}

/** Options of `createFeaturizer`. */
export interface FeaturizerOptions {
  /** Word features (not character n-grams) outside this set are left out. */
  known?: KnownWords;
  /** Collects the hash of every word feature made (at training). */
  seen?: Set<number>;
}

/** Builds the feature extractor for a model with `buckets` hash buckets. */
export function createFeaturizer(
  buckets: number,
  { known, seen }: FeaturizerOptions = {},
): (text: ModelText) => FeatureVector {
  const ids = new Uint32Array(MAX_FEATURES);
  const weights = new Float32Array(MAX_FEATURES);
  let length = 0;
  /** Adds a feature; false when it is a word the model never trained on. */
  const add = (key: string, weight: number): boolean => {
    if (length >= MAX_FEATURES) return true;
    const hash = fnv1a(key);
    if (!key.startsWith(GRAM_PREFIX)) {
      seen?.add(hash);
      // A word never trained on would read the vector of whatever trained key shares its bucket:
      // "Rotwein trocken" became furniture at 0.998 through "trocken", its last word.
      if (known !== undefined && !includes(known.hashes, hash)) return false;
    }
    ids[length] = hash % buckets;
    weights[length] = weight;
    length += 1;
    return true;
  };

  return (text) => {
    length = 0;
    let titleWords = 0;
    let unknownTitleWords = 0;
    let mark = '';
    let previous = '';
    let afterNumber = false;
    const head = headWord(text.title);
    if (head !== undefined) add(`h:${head}`, HEAD_WEIGHT);
    const titleWordList = words(text.title);
    // "Orchid in Ceramic Pot", "Tuna in Olive Oil": the words up to what it is packed in are a
    // "with" part; the title goes on as before after them ("in Gravy Cat Food").
    let packedUntil = -1;
    let markBeforePacked = '';
    for (let w = 0; w < titleWordList.length; w += 1) {
      const word = titleWordList[w] ?? '';
      if (w === packedUntil + 1 && packedUntil >= 0) {
        mark = markBeforePacked;
        previous = '';
        packedUntil = -1;
      }
      if (word === 'in' && mark === '' && titleWords > 0) {
        const end = packedInEnd(titleWordList, w);
        if (end >= 0) {
          markBeforePacked = mark;
          mark = 'w:';
          packedUntil = end;
          continue;
        }
      }
      if (FOR_WORDS.has(word)) {
        // "For iPhone 14 Leather Wallet Case", "Replacement for … Battery": a title that opens
        // with "for" names the host first and the product after it, in the same words.
        if (titleWords === 0 && mark === '') continue;
        mark = 'f:';
        previous = '';
        continue;
      }
      if (WITH_WORDS.has(word) && !isModelPlus(word, afterNumber)) {
        // "Compatible with Keurig … Coffee Filter": the opening host again.
        if (titleWords === 0 && mark === '') continue;
        mark = 'w:';
        previous = '';
        continue;
      }
      if (ALL_DIGITS.test(word)) {
        afterNumber = true;
        continue;
      }
      const lengthUnit = isLength(word, afterNumber);
      afterNumber = false;
      if (STOP_WORDS.has(word) || ROLE_WORDS.has(word) || lengthUnit) continue;
      const stem = stemWord(word);
      if (mark === '') {
        const colour = COLOURS.has(word);
        if (!colour) {
          titleWords += 1;
          if (!add(`t:${stem}`, 1)) unknownTitleWords += 1;
        }
        if (previous !== '') add(`b:${previous} ${stem}`, 1);
        if (!colour && word.length >= MIN_GRAM) addGrams(word, add);
        previous = stem;
      } else if (!COLOURS.has(word)) {
        titleWords += 1;
        if (!add(`${mark}${stem}`, MARKED_WEIGHT)) unknownTitleWords += 1;
      }
    }
    if (text.description !== undefined && text.description !== '') {
      let count = 0;
      for (const word of words(text.description)) {
        if (STOP_WORDS.has(word) || ROLE_WORDS.has(word) || ALL_DIGITS.test(word)) continue;
        if (COLOURS.has(word)) continue;
        add(`t:${stemWord(word)}`, DESCRIPTION_WEIGHT);
        count += 1;
        if (count >= DESCRIPTION_WORDS) break;
      }
    }
    return { ids, weights, length, titleWords, unknownTitleWords };
  };
}

/**
 * The last plain word of the title's head part, before any "for"/"with" part and, in a Romance
 * title, before "de": in most listings the noun that says what the product is ("Men Navy Blue
 * Casual Shirt", "Oak table, 80 cm", "Botas de agua para mujer").
 * The head part is the first part, except a lone word before a spaced dash, which is the brand
 * in titles written "Brand - Product - Colour" ("Insignia - 6' HDMI Cable - Black").
 */
function headWord(title: string): string | undefined {
  const normalized = basicNormalize(title);
  const brandFirst = BRAND_DASH.exec(normalized);
  const rest = brandFirst === null ? normalized : normalized.slice(brandFirst[0].length);
  const headPart = rest.split(CHUNK_BREAK).find((part) => part.trim() !== '');
  if (headPart === undefined) return undefined;
  let head: string | undefined;
  let afterNumber = false;
  let previous = '';
  const headWords = headPart.split(WORD_BREAK).filter((word) => word !== '');
  const romance = looksRomance(title, normalized.split(WORD_BREAK));
  for (const [w, word] of headWords.entries()) {
    if (word === 'in' && head !== undefined && packedInEnd(headWords, w) >= 0) break;
    if ((FOR_WORDS.has(word) || WITH_WORDS.has(word)) && head === undefined) continue;
    if (FOR_WORDS.has(word) || (WITH_WORDS.has(word) && !isModelPlus(word, afterNumber))) break;
    // "Botas de agua para mujer": a Romance title names the product before "de", as the rules
    // read it; a set names it after ("Juego de sábanas"). English titles borrow "de" in names
    // ("Eau de Toilette", "Pico de Gallo"), so only a title that looks Romance is read so.
    if (romance && ROMANCE_OF.has(word) && head !== undefined && !ROMANCE_SETS.has(head)) break;
    // "Crayons 64 Count", "Spring Water 24 Pack": a unit after a number is a spec, never the head.
    const unit = afterNumber && UNIT_WORDS.has(word);
    afterNumber = ALL_DIGITS.test(word);
    if (unit || STOP_WORDS.has(word) || ROLE_WORDS.has(word) || COLOURS.has(word)) continue;
    // "Moto G7 Power", "Galaxy S23 Ultra": a variant's name after a model number is no product.
    const variant = VARIANT_WORDS.has(word) && /\d/.test(previous);
    previous = word;
    if (!/\d/.test(word) && !variant) head = word;
  }
  return head === undefined ? undefined : stemWord(head);
}

/**
 * The index of the medium or container word that the "in" at `at` opens ("in Ceramic Pot"), or -1
 * when "in" says something else ("2 in 1", "Made in Italy").
 */
function packedInEnd(titleWords: readonly string[], at: number): number {
  for (let w = at + 1; w <= at + PACKED_IN_SPAN && w < titleWords.length; w += 1) {
    const stem = stemWord(titleWords[w] ?? '');
    if (MEDIUM_WORDS.has(stem) || CONTAINER_WORDS.has(stem)) return w;
  }
  return -1;
}

/**
 * "iPhone 14 Plus Case": the word "plus" right after a number names a model, not what comes with
 * the product (a bundle's "+" is read as "with" before this).
 */
function isModelPlus(word: string, afterNumber: boolean): boolean {
  return afterNumber && word === 'plus';
}

/** Words that name a model's variant after its number, not what the product is. */
const VARIANT_WORDS = new Set([
  ...['pro', 'max', 'ultra', 'plus', 'lite', 'mini', 'power', 'neo', 'prime', 'edge'],
  ...['fe', 'se', 'xl', 'xr', 'xs', 'note', 'go', 'air', 'play'],
]);

/** A spaced plus joins a bundle's parts ("phone + case + charger"): the first is the product. */
function bundleAsWith(text: string): string {
  return text.includes(' + ') ? text.replaceAll(' + ', ' with ') : text;
}

function words(text: string): string[] {
  return basicNormalize(bundleAsWith(text))
    .split(WORD_BREAK)
    .filter((word) => word !== '');
}

/** Character n-grams are shared by design: an unseen word is read through its known pieces. */
const GRAM_PREFIX = 'g:';

function addGrams(word: string, add: (key: string, weight: number) => void): void {
  const padded = `<${word}>`;
  for (let n = MIN_GRAM; n <= MAX_GRAM; n += 1) {
    for (let i = 0; i + n <= padded.length; i += 1) {
      add(`${GRAM_PREFIX}${padded.slice(i, i + n)}`, GRAM_WEIGHT);
    }
  }
}

/** Binary search in a sorted array. */
function includes(sorted: Uint32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle] ?? 0;
    if (found === value) return true;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** 32-bit FNV-1a over UTF-16 code units: stable across runs and machines. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
