import type BetterSqlite3 from 'better-sqlite3';
import { type ItemRow, type TransactionRow, toTransactions } from './rows.js';
import { prepared } from './sqlite-statements.js';
import type { Transaction } from './store.js';

/** The transactions of these rows, with their items read in one query. */
export function loadTransactions(
  db: BetterSqlite3.Database,
  rows: TransactionRow[],
): Transaction[] {
  if (rows.length === 0) return [];
  const itemRows = prepared(
    db,
    `SELECT id, transaction_id, external_id, submission, footprint FROM items
       WHERE transaction_id IN (SELECT value FROM json_each(?))
       ORDER BY transaction_id, position`,
  ).all(JSON.stringify(rows.map((row) => row.id))) as ItemRow[];
  return toTransactions(rows, itemRows);
}

/**
 * The transaction of an idempotency record, read from the database: inside a commit group it may
 * have been written by the same, not yet committed, group.
 */
export function loadIdempotentTransaction(db: BetterSqlite3.Database, id: string): Transaction {
  const row = prepared(db, 'SELECT * FROM transactions WHERE id = ?').get(id) as
    | TransactionRow
    | undefined;
  const transaction = row ? loadTransactions(db, [row])[0] : undefined;
  if (!transaction) throw new Error(`Transaction ${id} of an idempotency record is missing`);
  return transaction;
}

interface IdempotencyRow {
  request_hash: string;
  transaction_id: string;
  expires_at: string;
}

export function idempotencyRow(
  db: BetterSqlite3.Database,
  accountId: string,
  key: string,
): IdempotencyRow | undefined {
  return prepared(
    db,
    `SELECT request_hash, transaction_id, expires_at FROM idempotency_keys
       WHERE account_id = ? AND key = ?`,
  ).get(accountId, key) as IdempotencyRow | undefined;
}
