import type { Migration } from './migration.js';

/** Sums every stored item into `usage_daily` (run once by the migration; the bench reuses it). */
export const USAGE_BACKFILL = {
  sqlite: `
    INSERT INTO usage_daily
      (account_id, env, day, category_code, items, kg, savings_kg, fallback_items)
    SELECT t.account_id, t.env, substr(t.date_created, 1, 10),
           json_extract(i.footprint, '$.category.code'), count(*),
           sum(json_extract(i.footprint, '$.carbonFootprint')),
           sum(coalesce(json_extract(i.footprint, '$.carbonFootprintSavings'), 0)),
           sum(json_extract(i.footprint, '$.category.fallback'))
    FROM items i JOIN transactions t ON t.id = i.transaction_id
    GROUP BY 1, 2, 3, 4;`,
  postgres: `
    INSERT INTO usage_daily
      (account_id, env, day, category_code, items, kg, savings_kg, fallback_items)
    SELECT t.account_id, t.env, (t.date_created AT TIME ZONE 'UTC')::date,
           i.footprint->'category'->>'code', count(*),
           sum((i.footprint->>'carbonFootprint')::float8),
           sum(coalesce((i.footprint->>'carbonFootprintSavings')::float8, 0)),
           sum(CASE WHEN (i.footprint->'category'->>'fallback')::boolean THEN 1 ELSE 0 END)
    FROM items i JOIN transactions t ON t.id = i.transaction_id
    GROUP BY 1, 2, 3, 4;`,
};

/**
 * Sign-in credentials (one login per account; the email is unique, stored lower-case), service
 * secrets such as the session key (shared by every instance on the database), each API key's last
 * use, an account's own monthly item quota (null: the service's `MONTHLY_ITEM_QUOTA`), and `usage_daily`: items footprinted per account, environment, UTC day and category, kept
 * up to date by `createTransaction`, so the dashboard's figures and monthly usage are sums over a
 * few rows per day instead of over every item. Existing items are counted in once here.
 */
export const accountsAndUsage: Migration = {
  version: 3,
  name: 'logins, service secrets, key last use, daily usage',
  sqlite: `
    CREATE TABLE logins (
      account_id TEXT PRIMARY KEY REFERENCES accounts (id),
      email TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      session_version INTEGER NOT NULL DEFAULT 1,
      updated_at TEXT NOT NULL
    );

    CREATE TABLE service_secrets (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    ALTER TABLE api_keys ADD COLUMN last_used_at TEXT;
    ALTER TABLE accounts ADD COLUMN monthly_item_quota INTEGER;

    CREATE TABLE usage_daily (
      account_id TEXT NOT NULL REFERENCES accounts (id),
      env TEXT NOT NULL CHECK (env IN ('sandbox', 'production')),
      day TEXT NOT NULL,
      category_code TEXT NOT NULL,
      items INTEGER NOT NULL,
      kg REAL NOT NULL,
      savings_kg REAL NOT NULL,
      fallback_items INTEGER NOT NULL,
      PRIMARY KEY (account_id, env, day, category_code)
    );

    ${USAGE_BACKFILL.sqlite}
  `,
  postgres: `
    CREATE TABLE logins (
      account_id text PRIMARY KEY REFERENCES accounts (id),
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      session_version integer NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE service_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL
    );

    ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz;
    ALTER TABLE accounts ADD COLUMN monthly_item_quota integer;

    CREATE TABLE usage_daily (
      account_id text NOT NULL REFERENCES accounts (id),
      env text NOT NULL CHECK (env IN ('sandbox', 'production')),
      day date NOT NULL,
      category_code text NOT NULL,
      items integer NOT NULL,
      kg double precision NOT NULL,
      savings_kg double precision NOT NULL,
      fallback_items integer NOT NULL,
      PRIMARY KEY (account_id, env, day, category_code)
    );

    ${USAGE_BACKFILL.postgres}
  `,
};
