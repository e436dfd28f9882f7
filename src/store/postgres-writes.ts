import type pg from 'pg';
import type { IdempotencyInput, NewCategory, Store, Transaction } from './store.js';

/** What `createTransaction` receives. */
export type CreateInput = Parameters<Store['createTransaction']>[0];

/** The part of an idempotency record that decides between a replay and a conflict. */
export interface IdempotencyRow {
  request_hash: string;
  transaction_id: string;
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

/**
 * Inserts transactions and their items, two statements however many there are (categories and
 * usage are written per group, see `PostgresGroupCommit`).
 */
export async function insertTransactions(
  client: pg.ClientBase,
  transactions: readonly Transaction[],
): Promise<void> {
  await client.query(
    `INSERT INTO transactions (id, account_id, env, date_created, date_updated)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[])`,
    [
      transactions.map((t) => t.id),
      transactions.map((t) => t.accountId),
      transactions.map((t) => t.env),
      transactions.map((t) => t.dateCreated),
      transactions.map((t) => t.dateUpdated),
    ],
  );
  // `json`, not `jsonb`, keeps each document's key order.
  const items = transactions.flatMap((transaction) =>
    transaction.items.map((item, position) => ({
      ...item,
      transactionId: transaction.id,
      position,
    })),
  );
  await client.query(
    `INSERT INTO items (id, transaction_id, position, external_id, submission, footprint)
     SELECT e->>'id', e->>'transactionId', (e->>'position')::int, e->>'externalId',
            e->'submission', e->'footprint'
     FROM json_array_elements($1::json) AS t (e)`,
    [JSON.stringify(items)],
  );
}

/** Stores newly assigned categories (first one wins); runs inside the transaction of their use. */
export async function insertCategories(
  client: pg.ClientBase,
  newCategories: readonly NewCategory[],
): Promise<void> {
  // One row per key, sorted so that concurrent writers lock the same rows in one order.
  const sortKey = (c: NewCategory) => `${c.version}\u0000${c.productKey}`;
  const byKey = new Map(newCategories.map((c) => [sortKey(c), c]));
  if (byKey.size === 0) return;
  const categories = [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, category]) => category);
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
