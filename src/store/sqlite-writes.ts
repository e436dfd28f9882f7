import type BetterSqlite3 from 'better-sqlite3';
import { prepared } from './sqlite-statements.js';
import type { Store } from './store.js';

/** What `createTransaction` receives. */
export type CreateInput = Parameters<Store['createTransaction']>[0];

/** Inserts the transaction, its items in order, new categories and the idempotency record. */
export function insertTransaction(
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
