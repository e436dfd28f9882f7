import type { Token } from '../text/normalize.js';

/** The two cut-and-sew apparel codes the conventions split by the wearer. */
export const MENS_APPAREL = '315220';
export const WOMENS_APPAREL = '315240';

const INFANT = new Set(['baby', 'infant', 'toddler', 'newborn', 'maternity']);
const FEMALE = new Set(['women', 'woman', 'lady', 'girl', 'female', 'her', 'womenswear']);
const MALE = new Set(['men', 'boy', 'male', 'gentleman', 'menswear']);
const UNISEX = new Set(['unisex']);

/**
 * The apparel code the words call for, or null when they name no wearer: infants' and women's
 * wear → 315240; unisex, men's, or both sexes named → 315220.
 */
export function apparelCodeForWearer(tokens: readonly Token[]): string | null {
  let female = false;
  let male = false;
  for (const { stem } of tokens) {
    if (INFANT.has(stem)) return WOMENS_APPAREL;
    if (UNISEX.has(stem)) return MENS_APPAREL;
    if (FEMALE.has(stem)) female = true;
    if (MALE.has(stem)) male = true;
  }
  if (male) return MENS_APPAREL;
  return female ? WOMENS_APPAREL : null;
}
