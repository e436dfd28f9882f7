import type { Migration } from './migration.js';

/** Lets the periodic purge of expired idempotency records find them without a full scan. */
export const idempotencyExpiryIndex: Migration = {
  version: 2,
  name: 'idempotency expiry index',
  sqlite: 'CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);',
  postgres: 'CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);',
};
