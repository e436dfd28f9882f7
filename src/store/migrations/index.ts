import { initialSchema } from './001-initial-schema.js';
import { idempotencyExpiryIndex } from './002-idempotency-expiry-index.js';
import { accountsAndUsage } from './003-accounts-and-usage.js';
import { transactionsDaily } from './004-transactions-daily.js';
import type { Migration } from './migration.js';

export type { Migration } from './migration.js';

/** Every migration, oldest first. Append new ones; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  idempotencyExpiryIndex,
  accountsAndUsage,
  transactionsDaily,
];
