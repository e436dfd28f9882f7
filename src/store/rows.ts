import type {
  Account,
  ApiKeyRecord,
  Environment,
  Footprint,
  Item,
  KeyKind,
  StoredCategory,
  Submission,
  Transaction,
} from './store.js';

/**
 * Rows as both stores read them, after each driver's own conversions: timestamps already ISO
 * strings, JSON columns either text (SQLite) or parsed (PostgreSQL).
 */
export interface AccountRow {
  id: string;
  name: string;
  created_at: string;
}

/** An `api_keys` row; see `AccountRow`. */
export interface ApiKeyRow {
  id: string;
  account_id: string;
  kind: string;
  hash: string;
  start: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** A `transactions` row; see `AccountRow`. */
export interface TransactionRow {
  id: string;
  account_id: string;
  env: string;
  date_created: string;
  date_updated: string;
}

/** An `items` row, ordered by `position` within its transaction. */
export interface ItemRow {
  id: string;
  transaction_id: string;
  external_id: string | null;
  submission: unknown;
  footprint: unknown;
}

/** A `product_categories` row; `fallback` is 0/1 in SQLite and boolean in PostgreSQL. */
export interface CategoryRow {
  product_key: string;
  code: string;
  confidence: number;
  fallback: number | boolean;
}

export function toAccount(row: AccountRow): Account {
  return { id: row.id, name: row.name, createdAt: row.created_at };
}

export function toApiKey(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    kind: row.kind as KeyKind,
    hash: row.hash,
    start: row.start,
    name: row.name,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export function toStoredCategory(row: CategoryRow): StoredCategory {
  return { code: row.code, confidence: row.confidence, fallback: Boolean(row.fallback) };
}

function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    externalId: row.external_id,
    submission: fromJson<Submission>(row.submission),
    footprint: fromJson<Footprint>(row.footprint),
  };
}

/** Joins transactions with their items (already in item order), keeping the transactions' order. */
export function toTransactions(rows: TransactionRow[], itemRows: ItemRow[]): Transaction[] {
  const itemsByTransaction = new Map<string, Item[]>();
  for (const row of itemRows) {
    const items = itemsByTransaction.get(row.transaction_id) ?? [];
    items.push(toItem(row));
    itemsByTransaction.set(row.transaction_id, items);
  }
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    env: row.env as Environment,
    items: itemsByTransaction.get(row.id) ?? [],
    dateCreated: row.date_created,
    dateUpdated: row.date_updated,
  }));
}
