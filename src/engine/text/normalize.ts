import { stemWord } from './stem.js';

/**
 * One word of a listing after normalisation and stemming. `joinsNext` is true when the word was
 * joined to the next one by a hyphen ("t-shirt"), so phrase keys glue them without a space.
 */
export interface Token {
  stem: string;
  joinsNext: boolean;
  /** Follows a dropped quantity with a spec unit ("16GB RAM", "50MP camera"): a spec, not the product. */
  isSpec?: boolean;
  /** Stands for a model code ("s24" → "s"): it completes a product line, never names a product alone. */
  isSeries?: boolean;
  /** A plural the stemmer made singular ("almonds"): a colour never comes in the plural. */
  isPlural?: boolean;
  /** Follows a dropped amount with its unit ("Dog Food 30 lb Bag", "Coffee 12oz Tin"). */
  afterQuantity?: boolean;
}

/**
 * Units of an amount sold (weight, volume, count), not of a size: what follows an amount is how
 * the product is packed or what it is made of ("Dog Food 30 lb Bag"), while a size may come in
 * the middle of a product's name ("Steel Panel 9 ft x 7 ft Garage Door").
 */
const AMOUNT_UNITS = new Set([
  'oz',
  'fl',
  'lb',
  'kg',
  'g',
  'ml',
  'l',
  'qt',
  'quart',
  'gallon',
  'gal',
  'liter',
  'litre',
  'count',
  'ct',
  'pack',
  'pc',
  'pcs',
  'piece',
]);
/**
 * Units of length after a number ("30 cm", "6 ft"): how big a product is, never what it is. The
 * rules and the text model both leave them out.
 */
export const LENGTH_UNITS: ReadonlySet<string> = new Set([
  'cm',
  'mm',
  'm',
  'in',
  'inch',
  'inches',
  'ft',
  'foot',
  'feet',
]);

/** Units after a number (amount, length, memory, power, grade): a spec of the product, never the product. */
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  ...AMOUNT_UNITS,
  ...LENGTH_UNITS,
  'gb',
  'tb',
  'mb',
  'mah',
  'w',
  'watt',
  'v',
  'volt',
  'set',
  'pair',
  'x',
  'hz',
  'mhz',
  'ghz',
  'k',
  // Grades and ratings of a tool, battery or appliance ("120 Grit", "750 CCA", "8,000 BTU").
  'grit',
  'cca',
  'amp',
  'btu',
  'lumen',
  'psi',
  'cfm',
  'rpm',
  'awg',
  'kw',
  'hp',
  'cc',
]);
const NON_ASCII = /[^\t\n\r\x20-\x7e]/;
/** Lower-case words and spaces only: the common case, tokenised without regular expressions. */
const SIMPLE_PHRASE = /^[a-z ]+$/;
/** Units of memory, resolution and charge: what follows them is a spec ("256GB SSD"). */
const SPEC_UNITS = new Set(['gb', 'tb', 'mb', 'mp', 'mah', 'ghz', 'mhz']);
const SPEC_QUANTITY = /^\d+(?:\.\d+)?(?:gb|tb|mb|mp|mah|ghz|mhz)$/;
/** An inch mark after a number ('6" Boot', '32” TV') is a unit, not a quotation mark. */
const INCH_MARK = /(\d)\s?["”″]/g;
const WORD_BREAK = /[^\p{L}\p{N}-]+/u;
const ASCII_WORD_BREAK = /[^a-z0-9-]+/;
const DIGIT = /\p{N}/u;
const ASCII_DIGIT = /[0-9]/;
/** A model code: a short series letter and a number ("s24", "a54", "x1"), the letter naming a line. */
const MODEL_CODE = /^([a-z]{1,2})\d{1,4}[a-z]{0,2}$/;
const BARE_NUMBER = /^\d+$/;
const CANDELA_AREA = /^m[2²]?$/;
/** A number glued to the word it counts ("3-seat", "2-door"): the number is dropped, the word kept. */
const NUMBER_THEN_WORD = /^\p{N}+(?:\.\p{N}+)?-(\p{L}[\p{L}-]*)$/u;
const SIZE_WORDS = new Set(['xs', 'xxs', 'xl', 'xxl', 'xxxl', 'xxxxl']);
/** A number glued to its unit ("16oz", "2.5l"). */
const GLUED_QUANTITY = /^\d+(?:\.\d+)?([a-z]+)$/;

/** NFKD, diacritics stripped, lower case, `&` spelled out, possessives and apostrophes removed. */
export function basicNormalize(text: string): string {
  if (!NON_ASCII.test(text)) {
    // ASCII (most listings and all vocabulary): no marks to strip and no Unicode classes needed;
    // each regular expression runs only when its character is present.
    let lower = text.toLowerCase();
    if (lower.includes('&')) lower = lower.replace(/&/g, ' and ');
    if (lower.includes("'") || lower.includes('`')) {
      lower = lower.replace(/([a-z0-9])['`]s\b/g, '$1').replace(/['`]/g, '');
    }
    return lower;
  }
  return stripMarks(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\p{L})['’`]s\b/gu, '$1')
    .replace(/['’`]/g, '');
}

/** The text with its diacritics removed ("Réparation" → "Reparation"), case kept. */
export function stripMarks(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/** True when a string is printable ASCII, so ASCII-only regular expressions suffice. */
export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/** Splits normalised text into chunks at commas, brackets, pipes and spaced dashes. */
export function splitChunks(normalized: string): string[] {
  if (normalized.includes('"') || normalized.includes('”') || normalized.includes('″')) {
    normalized = normalized.replace(INCH_MARK, '$1 in ');
  }
  return normalized.split(/\s+[-–—]+\s+|[,;:|()[\]{}!?•·–—"“”]+/u);
}

/**
 * Words of one chunk → tokens. Words with digits (model numbers, sizes, quantities) are dropped
 * unless `keepWord` says the vocabulary knows them ("ps5"); so are size letters and a unit word
 * right after a dropped number ("13 inch", "2 pack").
 */
export function tokenizeChunk(
  chunk: string,
  keepWord: (word: string, previous?: string) => boolean,
): Token[] {
  const tokens: Token[] = [];
  let afterNumber = false;
  let afterSpec = false;
  let afterQuantity = false;
  const ascii = isAscii(chunk);
  const words = chunk.split(ascii ? ASCII_WORD_BREAK : WORD_BREAK);
  for (let w = 0; w < words.length; w += 1) {
    const word = words[w] ?? '';
    const trimmed =
      word.startsWith('-') || word.endsWith('-') ? word.replace(/^-+|-+$/g, '') : word;
    if (trimmed === '') continue;
    if ((ascii ? ASCII_DIGIT : DIGIT).test(trimmed)) {
      const glued = trimmed.replace(/-/g, '');
      if (keepWord(glued, tokens[tokens.length - 1]?.stem)) {
        tokens.push({ stem: glued, joinsNext: false });
        // A number the vocabulary knows ("1", "2") still counts its unit: "1 pc" is one piece.
        afterNumber = BARE_NUMBER.test(glued);
        afterSpec = false;
      } else if (isKnownSeries(glued, keepWord)) {
        // "Galaxy S24" reads as the line "galaxy s"; the number itself is a model.
        tokens.push({
          stem: MODEL_CODE.exec(glued)?.[1] ?? glued,
          joinsNext: false,
          isSeries: true,
        });
        afterNumber = false;
        afterSpec = false;
      } else {
        afterNumber = true;
        afterSpec = SPEC_QUANTITY.test(glued);
        if (sizeNamedBefore(tokens)) afterQuantity = true;
        if (AMOUNT_UNITS.has(GLUED_QUANTITY.exec(glued)?.[1] ?? '')) afterQuantity = true;
        const counted = NUMBER_THEN_WORD.exec(trimmed)?.[1];
        if (counted !== undefined) words.splice(w + 1, 0, counted);
      }
      continue;
    }
    // "250 cd/m²": candela per square metre, a display's brightness, not a compact disc.
    if (afterNumber && trimmed === 'cd' && CANDELA_AREA.test(words[w + 1] ?? '')) {
      w += 1;
      afterNumber = false;
      continue;
    }
    if (SIZE_WORDS.has(trimmed) || (afterNumber && UNIT_WORDS.has(trimmed))) {
      if (afterNumber && AMOUNT_UNITS.has(trimmed)) afterQuantity = true;
      if (sizeFollows(tokens)) afterQuantity = true;
      afterSpec = afterNumber && SPEC_UNITS.has(trimmed);
      afterNumber = false;
      continue;
    }
    // "Size CD", "Sz M", "Mens L": a garment's size; what follows it describes the garment.
    if (
      sizeNamedBefore(tokens)
        ? SIZE_VALUE.test(trimmed)
        : sizeFollows(tokens) && SIZE_LETTER.test(trimmed)
    ) {
      afterNumber = false;
      afterQuantity = true;
      continue;
    }
    afterNumber = false;
    const parts = trimmed.split('-').filter((part) => part !== '');
    parts.forEach((part, index) => {
      const stem = stemWord(part);
      const token: Token = { stem, joinsNext: index < parts.length - 1 };
      if (afterSpec && index === 0) token.isSpec = true;
      if (afterQuantity && index === 0) token.afterQuantity = true;
      if (stem !== part && part.endsWith('s')) token.isPlural = true;
      tokens.push(token);
    });
    afterSpec = false;
    afterQuantity = false;
  }
  const last = tokens[tokens.length - 1];
  if (last) last.joinsNext = false;
  return tokens;
}

/** Words after which a size letter is given: "Mens M", "Womens XL". Stems. */
const SIZE_MARKERS = new Set(['size', 'sz', 'men', 'women', 'boy', 'girl', 'junior', 'unisex']);
/** A size letter; sizes by number follow only "size" ("Boys 11" may be an age). */
const SIZE_LETTER = /^(?:s|m|l)$/;
/** A size as a word: "M", "CD" (hosiery), "Small". Two letters, but not a common short word. */
const SIZE_VALUE =
  /^(?:(?!in|up|to|of|or|on|by|an|at|as|is|it|so|no|do|go|me|we|us|my)[a-z]{1,2}|small|medium|large|petite|tall)$/;

function sizeFollows(tokens: readonly Token[]): boolean {
  return SIZE_MARKERS.has(tokens[tokens.length - 1]?.stem ?? '');
}

/** "Size 8", "Sz CD": the word itself says a size follows. */
function sizeNamedBefore(tokens: readonly Token[]): boolean {
  const last = tokens[tokens.length - 1]?.stem;
  return last === 'size' || last === 'sz';
}

function isKnownSeries(word: string, keepWord: (word: string) => boolean): boolean {
  const series = MODEL_CODE.exec(word)?.[1];
  return series !== undefined && keepWord(series);
}

/** Phrase text (vocabulary, taxonomy, census) → its stemmed words, hyphen links kept. */
export function phraseTokens(phrase: string): Token[] {
  if (SIMPLE_PHRASE.test(phrase)) {
    return phrase
      .split(' ')
      .filter((word) => word !== '')
      .map((word) => ({ stem: stemWord(word), joinsNext: false }));
  }
  return splitChunks(basicNormalize(phrase)).flatMap((chunk) => tokenizeChunk(chunk, () => true));
}

/**
 * The lookup keys of a phrase: hyphen-glued with spaces ("wifi router"), all spaces
 * ("wi fi router") and fully glued ("wifirouter"), so that "t-shirt", "t shirt" and "tshirt" meet.
 */
export function phraseKeys(tokens: readonly Token[]): string[] {
  if (tokens.length === 0) return [];
  let glued = '';
  let spaced = '';
  let solid = '';
  tokens.forEach((token, index) => {
    const isLast = index === tokens.length - 1;
    glued += token.stem + (isLast ? '' : token.joinsNext ? '' : ' ');
    spaced += token.stem + (isLast ? '' : ' ');
    solid += token.stem;
  });
  if (tokens.length === 1) return [solid];
  return glued === spaced ? [spaced, solid] : [glued, spaced, solid];
}

/** Lookup keys and stemmed words of a phrase, without building tokens for plain phrases. */
export function phraseKeysOf(phrase: string): { keys: string[]; length: number; stems: string[] } {
  if (SIMPLE_PHRASE.test(phrase)) {
    // Plain lower-case words: one pass, no intermediate arrays (this runs ~40,000 times at load).
    let spaced = '';
    let solid = '';
    let length = 0;
    let from = 0;
    while (from <= phrase.length) {
      let to = phrase.indexOf(' ', from);
      if (to < 0) to = phrase.length;
      if (to > from) {
        const stem = stemWord(phrase.slice(from, to));
        spaced = length === 0 ? stem : `${spaced} ${stem}`;
        solid += stem;
        length += 1;
      }
      from = to + 1;
    }
    if (length === 0) return { keys: [], length, stems: NO_STEMS };
    // Shoppers glue two-word names ("earbuds", "tshirt"), rarely longer ones.
    return { keys: length === 2 ? [spaced, solid] : [spaced], length, stems: NO_STEMS };
  }
  const tokens = phraseTokens(phrase);
  const stems = tokens.map((token) => token.stem);
  return { keys: phraseKeys(tokens), length: tokens.length, stems };
}

/** Plain phrases have no digits, so their stems are never needed for the digit-word set. */
const NO_STEMS: string[] = [];
