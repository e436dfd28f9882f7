import { detectUsedCondition } from '../../engine/index.js';
import type { DetectedCondition, ProductText } from '../../engine/types.js';
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
  /** Set when `newProduct` was absent and condition words made the item used. */
  conditionDetected: DetectedCondition | null;
  currency: string;
  manufacturer: string | null;
  sku: string | null;
  category: string | null;
  quantity: number;
}

export function normalizeItem(item: ItemRequest): NormalizedItem {
  const title = item.productName.trim();
  const description = item.productDescription ?? '';
  // The client's explicit newProduct wins; without it, condition words in the listing decide.
  const conditionDetected =
    item.newProduct === undefined ? detectUsedCondition(title, description) : null;
  return {
    externalId: item.externalId?.toLowerCase() ?? null,
    title,
    price: item.productPrice,
    description,
    zip: item.postalCode ?? null,
    country: item.country ?? 'US',
    isUsed: item.newProduct === false || conditionDetected !== null,
    conditionDetected,
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
