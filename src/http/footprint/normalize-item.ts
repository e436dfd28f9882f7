import type { ProductText } from '../../engine/types.js';
import type { ItemRequest } from '../schemas/footprint-request.js';

/** One requested item with the contract's defaults applied and the name trimmed. */
export interface NormalizedItem {
  externalId: string | null;
  title: string;
  price: number;
  description: string;
  zip: string | null;
  country: string;
  isUsed: boolean;
  currency: string;
  manufacturer: string | null;
  sku: string | null;
  category: string | null;
  quantity: number;
}

export function normalizeItem(item: ItemRequest): NormalizedItem {
  return {
    externalId: item.externalId?.toLowerCase() ?? null,
    title: item.productName.trim(),
    price: item.productPrice,
    description: item.productDescription ?? '',
    zip: item.postalCode ?? null,
    country: item.country ?? 'US',
    isUsed: item.newProduct === false,
    currency: item.currency ?? 'USD',
    manufacturer: item.manufacturer ?? null,
    sku: item.sku ?? null,
    category: item.category ?? null,
    quantity: item.quantity ?? 1,
  };
}

export function productTextOf(item: NormalizedItem): ProductText {
  return {
    name: item.title,
    description: item.description,
    manufacturer: item.manufacturer,
    sku: item.sku,
    categoryHint: item.category,
  };
}
