import { readFileSync } from 'node:fs';
import type { ProductText } from '../../src/engine/index.js';

/** One row of `eval/listings.jsonl`: a real-looking listing and the code the conventions give it. */
export interface EvalListing {
  id: string;
  productName: string;
  productDescription: string;
  manufacturer: string | null;
  category: string | null;
  price: number;
  newProduct: boolean;
  expected: string;
  type: string;
  split: 'dev' | 'test';
}

/** Reads the evaluation set; blank lines are skipped. */
export function readListings(path: string): EvalListing[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EvalListing);
}

/** The product text the categorizer sees for a listing. */
export function listingText(listing: EvalListing): ProductText {
  return {
    name: listing.productName,
    description: listing.productDescription ?? '',
    manufacturer: listing.manufacturer ?? null,
    sku: null,
    categoryHint: listing.category ?? null,
  };
}
