import { randomUUID } from 'node:crypto';
import type { Environment, Item, Transaction } from '../../src/store/store.js';

/** An item as the HTTP layer would build it; only the ids and the title vary. */
export function makeItem(title: string, dateCreated: string): Item {
  const id = randomUUID();
  return {
    id,
    externalId: null,
    submission: {
      id,
      zip: '10001',
      sku: null,
      currency: 'USD',
      manufacturer: 'Acme',
      title,
      price: 19.99,
      category: null,
      description: '',
      isUsed: false,
      quantity: 2,
      country: 'US',
    },
    footprint: {
      id: randomUUID(),
      currency: 'USD',
      expiresAt: '2026-11-29T08:00:00.000Z',
      carbonFootprint: 12.345,
      carbonFootprintSavings: null,
      carbonFootprintCradleToShelf: 12.345,
      carbonFootprintRetailOnly: 1.5,
      carbonFootprintPerDollar: 0.309,
      category: {
        scheme: 'NAICS-2017',
        code: '334111',
        title: 'Electronic computer manufacturing',
        confidence: 0.82,
        fallback: false,
      },
      method: 'USEEIO v2.0.1 spend-based',
      version: '2026.1',
      dateCreated,
    },
  };
}

/** A transaction of `itemCount` items titled `item 0`, `item 1`, … in that order. */
export function makeTransaction(options: {
  accountId: string;
  env?: Environment;
  dateCreated?: string;
  itemCount?: number;
  id?: string;
}): Transaction {
  const dateCreated = options.dateCreated ?? '2026-11-22T08:00:00.000Z';
  const items = Array.from({ length: options.itemCount ?? 3 }, (_, index) =>
    makeItem(`item ${index}`, dateCreated),
  );
  return {
    id: options.id ?? randomUUID(),
    accountId: options.accountId,
    env: options.env ?? 'sandbox',
    items,
    dateCreated,
    dateUpdated: dateCreated,
  };
}
