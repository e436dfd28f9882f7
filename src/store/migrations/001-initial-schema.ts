import type { Migration } from './migration.js';

/**
 * Accounts, their API keys, transactions with their items, the product categories each
 * calculator version assigned, and idempotency records. Submission and footprint are stored as
 * JSON documents (PostgreSQL `json`, which keeps the key order): they are only ever read back
 * whole, in the shape the API returns.
 */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial schema',
  sqlite: `
    CREATE TABLE accounts (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id),
      kind TEXT NOT NULL CHECK (kind IN ('test', 'live')),
      hash TEXT NOT NULL UNIQUE,
      start TEXT NOT NULL,
      name TEXT,
      created_at TEXT NOT NULL,
      revoked_at TEXT
    );
    CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at);

    CREATE TABLE transactions (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id),
      env TEXT NOT NULL CHECK (env IN ('sandbox', 'production')),
      date_created TEXT NOT NULL,
      date_updated TEXT NOT NULL
    );
    CREATE INDEX transactions_newest_first
      ON transactions (account_id, env, date_created DESC, id DESC);

    CREATE TABLE items (
      id TEXT PRIMARY KEY,
      transaction_id TEXT NOT NULL REFERENCES transactions (id),
      position INTEGER NOT NULL,
      external_id TEXT,
      submission TEXT NOT NULL,
      footprint TEXT NOT NULL,
      UNIQUE (transaction_id, position)
    );

    CREATE TABLE product_categories (
      version TEXT NOT NULL,
      product_key TEXT NOT NULL,
      code TEXT NOT NULL,
      confidence REAL NOT NULL,
      fallback INTEGER NOT NULL CHECK (fallback IN (0, 1)),
      PRIMARY KEY (version, product_key)
    );

    CREATE TABLE idempotency_keys (
      account_id TEXT NOT NULL REFERENCES accounts (id),
      key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      transaction_id TEXT NOT NULL REFERENCES transactions (id),
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      PRIMARY KEY (account_id, key)
    );
  `,
  postgres: `
    CREATE TABLE accounts (
      id text PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE api_keys (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts (id),
      kind text NOT NULL CHECK (kind IN ('test', 'live')),
      hash text NOT NULL UNIQUE,
      start text NOT NULL,
      name text,
      created_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at);

    -- Byte order (COLLATE "C") so that "newest first, then id" orders ids as the SQLite store does.
    CREATE TABLE transactions (
      id text COLLATE "C" PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts (id),
      env text NOT NULL CHECK (env IN ('sandbox', 'production')),
      date_created timestamptz NOT NULL,
      date_updated timestamptz NOT NULL
    );
    CREATE INDEX transactions_newest_first
      ON transactions (account_id, env, date_created DESC, id DESC);

    CREATE TABLE items (
      id text PRIMARY KEY,
      transaction_id text COLLATE "C" NOT NULL REFERENCES transactions (id),
      position integer NOT NULL,
      external_id text,
      submission json NOT NULL,
      footprint json NOT NULL,
      UNIQUE (transaction_id, position)
    );

    CREATE TABLE product_categories (
      version text NOT NULL,
      product_key text NOT NULL,
      code text NOT NULL,
      confidence double precision NOT NULL,
      fallback boolean NOT NULL,
      PRIMARY KEY (version, product_key)
    );

    -- Deferred so that a request can claim its key before its transaction row exists.
    CREATE TABLE idempotency_keys (
      account_id text NOT NULL REFERENCES accounts (id),
      key text NOT NULL,
      request_hash text NOT NULL,
      transaction_id text COLLATE "C" NOT NULL REFERENCES transactions (id) DEFERRABLE INITIALLY DEFERRED,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, key)
    );
  `,
};
