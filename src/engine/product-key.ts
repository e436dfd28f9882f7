import { createHash } from 'node:crypto';
import type { ProductText } from './types.js';

function normalizeField(value: string | null): string {
  return (value ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Cache key of a product: SHA-256 hex of its normalised name, description, manufacturer and sku.
 * The category hint is left out, as the contract says; fields are separated by a unit separator so
 * that moving text between fields changes the key.
 */
export function productKey(text: ProductText): string {
  const fields = [text.name, text.description, text.manufacturer, text.sku].map(normalizeField);
  return createHash('sha256').update(fields.join('\u001f')).digest('hex');
}
