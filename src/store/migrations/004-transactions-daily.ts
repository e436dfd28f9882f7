import type { Migration } from './migration.js';

/** Counts every stored transaction into `transactions_daily` (run once by the migration). */
export const TRANSACTIONS_DAILY_BACKFILL = {
  sqlite: `
    INSERT INTO transactions_daily (account_id, env, day, transactions)
    SELECT account_id, env, substr(date_created, 1, 10), count(*)
    FROM transactions GROUP BY 1, 2, 3;`,
  postgres: `
    INSERT INTO transactions_daily (account_id, env, day, transactions)
    SELECT account_id, env, (date_created AT TIME ZONE 'UTC')::date, count(*)
    FROM transactions GROUP BY 1, 2, 3;`,
};

/**
 * `transactions_daily`: transactions stored per account, environment and UTC day, kept up to date
 * in the same write as `usage_daily`, so that a list page's `total` is a sum over a few rows per
 * day instead of a count of every transaction in range (tens of thousands of index entries a page
 * for a busy key on PostgreSQL). Existing transactions are counted in once here.
 */
export const transactionsDaily: Migration = {
  version: 4,
  name: 'daily transaction counts',
  sqlite: `
    CREATE TABLE transactions_daily (
      account_id TEXT NOT NULL REFERENCES accounts (id),
      env TEXT NOT NULL CHECK (env IN ('sandbox', 'production')),
      day TEXT NOT NULL,
      transactions INTEGER NOT NULL,
      PRIMARY KEY (account_id, env, day)
    );

    ${TRANSACTIONS_DAILY_BACKFILL.sqlite}
  `,
  postgres: `
    CREATE TABLE transactions_daily (
      account_id text NOT NULL REFERENCES accounts (id),
      env text NOT NULL CHECK (env IN ('sandbox', 'production')),
      day date NOT NULL,
      transactions integer NOT NULL,
      PRIMARY KEY (account_id, env, day)
    );

    ${TRANSACTIONS_DAILY_BACKFILL.postgres}
  `,
};
