import { createHash } from 'node:crypto';
import type { ProductInput } from '../../client/index.js';

/**
 * The idempotency key of a chunk, derived from its position and content only: a rerun sends the
 * same chunk with the same key, so the API answers its first transaction instead of a second one.
 */
export function chunkKey(firstRow: number, items: ProductInput[]): string {
  const digest = createHash('sha256').update(JSON.stringify({ firstRow, items })).digest('hex');
  return `footprint-batch-${digest.slice(0, 48)}`;
}

/** Fixed boundaries over the whole input, so a rerun cuts the same chunks. */
export function chunksOf<T>(rows: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    chunks.push(rows.slice(start, start + size));
  return chunks;
}
