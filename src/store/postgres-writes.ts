import type pg from 'pg';
import type { IdempotencyInput, NewCategory, Store } from './store.js';

/** What `createTransaction` receives. */
export type CreateInput = Parameters<Store['createTransaction']>[0];

/** The part of an idempotency record that decides between a replay and a conflict. */
export interface IdempotencyRow {
  request_hash: string;
  transaction_id: string;
}

/** Carries the earlier request's record out of the rolled-back transaction. */
export class EarlierRequest extends Error {
  constructor(readonly row: IdempotencyRow) {
    super('idempotency key already used');
  }
}

/**
 * Claims the key for this request, or takes over an expired claim. When another request holds
 * an unexpired claim, returns it; a concurrent claimer waits on the unique index until the first
 * commits or rolls back.
 */
export async function claimIdempotencyKey(
  client: pg.ClientBase,
  { transaction, now }: CreateInput,
  idempotency: IdempotencyInput,
): Promise<IdempotencyRow | null> {
  const claimed = await client.query(
    `INSERT INTO idempotency_keys
       (account_id, key, request_hash, transaction_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id, key) DO UPDATE SET
       request_hash = EXCLUDED.request_hash,
       transaction_id = EXCLUDED.transaction_id,
       created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at
     WHERE idempotency_keys.expires_at <= EXCLUDED.created_at`,
    [
      transaction.accountId,
      idempotency.key,
      idempotency.requestHash,
      transaction.id,
      now,
      idempotency.expiresAt,
    ],
  );
  if (claimed.rowCount === 1) return null;
  const earlier = await client.query<IdempotencyRow>(
    'SELECT request_hash, transaction_id FROM idempotency_keys WHERE account_id = $1 AND key = $2',
    [transaction.accountId, idempotency.key],
  );
  const row = earlier.rows[0];
  if (!row) throw new Error('An idempotency record vanished while locked');
  return row;
}

export async function insertTransaction(client: pg.ClientBase, input: CreateInput): Promise<void> {
  const { transaction } = input;
  await client.query(
    `INSERT INTO transactions (id, account_id, env, date_created, date_updated)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      transaction.id,
      transaction.accountId,
      transaction.env,
      transaction.dateCreated,
      transaction.dateUpdated,
    ],
  );
  // One statement for all items; `json` keeps each document's key order.
  await client.query(
    `INSERT INTO items (id, transaction_id, position, external_id, submission, footprint)
     SELECT e->>'id', $1, (n - 1)::int, e->>'externalId', e->'submission', e->'footprint'
     FROM json_array_elements($2::json) WITH ORDINALITY AS t (e, n)`,
    [transaction.id, JSON.stringify(transaction.items)],
  );
  if (input.newCategories.length === 0) return;
  // Sorted so that concurrent requests lock the same rows in the same order (no deadlock).
  const sortKey = (c: NewCategory) => `${c.version}\u0000${c.productKey}`;
  const categories = [...input.newCategories].sort((a, b) =>
    sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0,
  );
  await client.query(
    `INSERT INTO product_categories (version, product_key, code, confidence, fallback)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::bool[])
     ON CONFLICT (version, product_key) DO NOTHING`,
    [
      categories.map((c) => c.version),
      categories.map((c) => c.productKey),
      categories.map((c) => c.code),
      categories.map((c) => c.confidence),
      categories.map((c) => c.fallback),
    ],
  );
}
