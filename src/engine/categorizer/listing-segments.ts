import { basicNormalize, splitChunks, type Token, tokenizeChunk } from '../text/normalize.js';
import type { PhraseMatch } from './phrase-index.js';

/** Where in a title a run of words sits; the product type is named in `main`. */
export type SegmentRole = 'main' | 'with' | 'target';

/** A run of title words between markers: "Case for iPhone" → main "case", target "iphone". */
export interface TitleSegment {
  chunk: number;
  role: SegmentRole;
  tokens: Token[];
}

// "for" and "with" in English, Spanish, French, German and Italian.
const TARGET_MARKERS = new Set(['for', 'compatible', 'para', 'pour', 'fur']);
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
]);
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
]);

/**
 * Cuts a title into chunks (commas, brackets, spaced dashes) and each chunk into its main part,
 * a "with …" part and a "for …" part naming the product it is meant for.
 */
export function segmentTitle(title: string, keepWord: (word: string) => boolean): TitleSegment[] {
  const segments: TitleSegment[] = [];
  splitChunks(basicNormalize(title)).forEach((chunk, chunkIndex) => {
    let role: SegmentRole = 'main';
    let current: Token[] = [];
    const flush = (): void => {
      if (current.length > 0) segments.push({ chunk: chunkIndex, role, tokens: current });
      current = [];
    };
    const tokens = tokenizeChunk(chunk, keepWord);
    tokens.forEach((token, i) => {
      // "for women", "for kids": an audience, not the product the item is meant for.
      if (TARGET_MARKERS.has(token.stem) && AUDIENCE.has(tokens[i + 1]?.stem ?? '')) return;
      const marker = TARGET_MARKERS.has(token.stem)
        ? 'target'
        : WITH_MARKERS.has(token.stem)
          ? 'with'
          : null;
      if (marker !== null) {
        flush();
        if (role !== 'target') role = marker;
        return;
      }
      current.push(token);
    });
    flush();
  });
  return segments;
}

/** Plain tokens of free text (description, manufacturer, a hint segment), at most `limit`. */
export function textTokens(
  text: string,
  keepWord: (word: string) => boolean,
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
 * "…, Cream" or "- Olive": after the first chunk, a lone colour word is an attribute, even when
 * the vocabulary knows it as a product.
 */
export function isColourAttribute(segment: TitleSegment, match: PhraseMatch): boolean {
  const token = segment.tokens[match.start];
  return (
    segment.chunk > 0 &&
    match.end - match.start === 1 &&
    token !== undefined &&
    COLOUR_WORDS.has(token.stem)
  );
}
