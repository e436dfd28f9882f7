import { basicNormalize, splitChunks, type Token, tokenizeChunk } from '../text/normalize.js';

/** Where in a title a run of words sits; the product type is named in `main`. */
export type SegmentRole = 'main' | 'with' | 'target';

/** A run of title words between markers: "Case for iPhone" → main "case", target "iphone". */
export interface TitleSegment {
  chunk: number;
  role: SegmentRole;
  tokens: Token[];
}

const TARGET_MARKERS = new Set(['for', 'compatible']);
const WITH_MARKERS = new Set(['with', 'w', 'plus', 'including', 'include']);

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
    for (const token of tokenizeChunk(chunk, keepWord)) {
      const marker = TARGET_MARKERS.has(token.stem)
        ? 'target'
        : WITH_MARKERS.has(token.stem)
          ? 'with'
          : null;
      if (marker !== null) {
        flush();
        if (role !== 'target') role = marker;
        continue;
      }
      current.push(token);
    }
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
