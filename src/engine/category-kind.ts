import type { CategoryKind } from './types.js';

// The kind follows from the code alone, so a category stored by code (the product-category cache
// and stored footprints) keeps its kind without storing it.

/**
 * The service's one code for purchases that are not products at all: gift cards, vouchers,
 * deposits, donations, shipping fees, taxes and tips. NAICS has no such industry, and a payment
 * of this kind produces nothing, so its footprint is zero and its factor is shown as zeros.
 */
export const NOT_A_PRODUCT_CODE = '000000';
export const NOT_A_PRODUCT_TITLE =
  'Not a product (gift card, voucher, deposit, donation, shipping fee, tax or tip)';

/** Sectors whose industries make goods: agriculture, mining, manufacturing. */
const GOODS_SECTORS = new Set(['11', '21', '31', '32', '33']);
/**
 * Information industries whose output a shopper buys as a good (conventions §9): books,
 * newspapers, periodicals, directories, packaged software and video games, recorded music.
 */
const PUBLISHED_GOODS_PREFIXES = ['5111', '511210', '512250'];

/** The kind of a NAICS-6 code (or the not-a-product code). */
export function categoryKind(code: string): CategoryKind {
  if (code === NOT_A_PRODUCT_CODE) return 'not-a-product';
  if (GOODS_SECTORS.has(code.slice(0, 2))) return 'product';
  if (PUBLISHED_GOODS_PREFIXES.some((prefix) => code.startsWith(prefix))) return 'product';
  return 'service';
}
