import type BetterSqlite3 from 'better-sqlite3';
import { idempotencyRow, loadIdempotentTransaction } from './sqlite-reads.js';
import { prepared } from './sqlite-statements.js';
import type { Store, Transaction } from './store.js';

/** What `createTransaction` receives. */
export type CreateInput = Parameters<Store['createTransaction']>[0];

/** What one write of a group came to: stored, or the earlier request of its idempotency key. */
export type Written =
  | { outcome: 'created' }
  | { outcome: 'replayed'; transaction: Transaction }
  | { outcome: 'conflict' };

/**
 * Stores one new transaction, unless its idempotency key is already taken: then it returns the
 * earlier request's transaction (same request) or a conflict (another request), and stores
 * nothing. Usage is added by the caller, once for the whole group.
 */
export function writeTransaction(db: BetterSqlite3.Database, input: CreateInput): Written {
  const { transaction, idempotency } = input;
  if (idempotency) {
    const existing = idempotencyRow(db, transaction.accountId, idempotency.key);
    if (existing && existing.expires_at > input.now) {
      if (existing.request_hash !== idempotency.requestHash) return { outcome: 'conflict' };
      return {
        outcome: 'replayed',
        transaction: loadIdempotentTransaction(db, existing.transaction_id),
      };
    }
    if (existing) {
      prepared(db, 'DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?').run(
        transaction.accountId,
        idempotency.key,
      );
    }
  }
  insertTransaction(db, input);
  return { outcome: 'created' };
}

/** Inserts the transaction, its items in order, new categories and the idempotency record. */
function insertTransaction(
  db: BetterSqlite3.Database,
  { transaction, newCategories, idempotency, now }: CreateInput,
): void {
  prepared(
    db,
    `INSERT INTO transactions (id, account_id, env, date_created, date_updated)
       VALUES (?, ?, ?, ?, ?)`,
  ).run(
    transaction.id,
    transaction.accountId,
    transaction.env,
    transaction.dateCreated,
    transaction.dateUpdated,
  );
  const insertItem = prepared(
    db,
    `INSERT INTO items (id, transaction_id, position, external_id, submission, footprint)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  transaction.items.forEach((item, position) => {
    insertItem.run(
      item.id,
      transaction.id,
      position,
      item.externalId,
      JSON.stringify(item.submission),
      JSON.stringify(item.footprint),
    );
  });
  const insertCategory = prepared(
    db,
    `INSERT INTO product_categories (version, product_key, code, confidence, fallback)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (version, product_key) DO NOTHING`,
  );
  for (const category of newCategories) {
    insertCategory.run(
      category.version,
      category.productKey,
      category.code,
      category.confidence,
      category.fallback ? 1 : 0,
    );
  }
  if (idempotency) {
    prepared(
      db,
      `INSERT INTO idempotency_keys
           (account_id, key, request_hash, transaction_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(
      transaction.accountId,
      idempotency.key,
      idempotency.requestHash,
      transaction.id,
      now,
      idempotency.expiresAt,
    );
  }
}
