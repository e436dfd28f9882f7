/**
 * The account metrics over 1,000,000 production items of one account (100,000 transactions of 10
 * items over 365 days, 60 categories): the rows are generated in bulk with SQL, the daily rollup is
 * built with migration 003's backfill, then `GET /v1/account/metrics` is timed through the app
 * (inject, no socket) and `Store.usageMetrics` directly, per grouping.
 */
import { performance } from 'node:perf_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { loadEngine } from '../../src/engine/index.js';
import { createApiKey } from '../../src/keys/accounts.js';
import { DATA_DIR } from '../../src/paths.js';
import { USAGE_BACKFILL } from '../../src/store/migrations/003-accounts-and-usage.js';
import { TRANSACTIONS_DAILY_BACKFILL } from '../../src/store/migrations/004-transactions-daily.js';
import type { MetricsGrouping, Store } from '../../src/store/store.js';

export const ITEMS = 1_000_000;
const PER_TRANSACTION = 10;
const TRANSACTIONS = ITEMS / PER_TRANSACTION;
const RUNS = 20;
const GROUPINGS: MetricsGrouping[] = ['day', 'week', 'month', 'category'];

/** Bulk SQL for one dialect: insert the generated rows, then build the rollup. */
export interface MetricsDataset {
  generate(accountId: string): Promise<void>;
  rollUp(): Promise<void>;
}

export function sqliteDataset(db: BetterSqlite3.Database): MetricsDataset {
  return {
    async generate(accountId) {
      db.transaction(() => {
        db.prepare(
          `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${TRANSACTIONS - 1})
           INSERT INTO transactions (id, account_id, env, date_created, date_updated)
           SELECT 'bt' || i, ?, 'production', d, d FROM (
             SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', '2025-11-23', '+' || (i % 365) || ' days',
                                '+' || (i % 86400) || ' seconds') AS d FROM n)`,
        ).run(accountId);
        db.prepare(
          `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ITEMS - 1})
           INSERT INTO items (id, transaction_id, position, external_id, submission, footprint)
           SELECT 'bi' || i, 'bt' || (i / ${PER_TRANSACTION}), i % ${PER_TRANSACTION}, NULL, '{}',
             json_object('carbonFootprint', (i % 1000) / 10.0,
               'carbonFootprintSavings', CASE WHEN i % 7 = 0 THEN 1.5 END,
               'category', json_object('code', printf('3%05d', (i * 7919) % 60),
                                       'fallback', json(CASE WHEN i % 20 = 0 THEN 'true' ELSE 'false' END)))
           FROM n`,
        ).run();
      })();
    },
    async rollUp() {
      db.exec('DELETE FROM usage_daily');
      db.exec(USAGE_BACKFILL.sqlite);
      db.exec('DELETE FROM transactions_daily');
      db.exec(TRANSACTIONS_DAILY_BACKFILL.sqlite);
    },
  };
}

export function postgresDataset(client: pg.ClientBase): MetricsDataset {
  return {
    async generate(accountId) {
      await client.query(
        `INSERT INTO transactions (id, account_id, env, date_created, date_updated)
         SELECT 'bt' || i, $1, 'production', d, d FROM (
           SELECT i, timestamptz '2025-11-23 00:00:00+00' + (i % 365) * interval '1 day'
                     + (i % 86400) * interval '1 second' AS d
           FROM generate_series(0, ${TRANSACTIONS - 1}) AS i) s`,
        [accountId],
      );
      await client.query(
        `INSERT INTO items (id, transaction_id, position, external_id, submission, footprint)
         SELECT 'bi' || i, 'bt' || (i / ${PER_TRANSACTION}), i % ${PER_TRANSACTION}, NULL, '{}'::json,
           json_build_object('carbonFootprint', (i % 1000) / 10.0,
             'carbonFootprintSavings', CASE WHEN i % 7 = 0 THEN 1.5 END,
             'category', json_build_object('code', '3' || lpad(((i::int8 * 7919) % 60)::text, 5, '0'),
                                           'fallback', i % 20 = 0))
         FROM generate_series(0, ${ITEMS - 1}) AS i`,
      );
      await client.query('ANALYZE');
    },
    async rollUp() {
      await client.query('DELETE FROM usage_daily');
      await client.query(USAGE_BACKFILL.postgres);
      await client.query('DELETE FROM transactions_daily');
      await client.query(TRANSACTIONS_DAILY_BACKFILL.postgres);
      await client.query('ANALYZE usage_daily, transactions_daily');
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

/** Generates the items, builds the rollup and times the endpoint; rows for BENCHMARKS.md. */
export async function benchMetrics(
  name: string,
  store: Store,
  dataset: MetricsDataset,
): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  const record = (label: string, result: string, note: string) => {
    console.log(`  ${label.padEnd(52)} ${result}`);
    rows.push([`${name}: ${label}`, result, note]);
  };
  const { id: accountId } = await store.createAccount({
    name: 'Metrics bench',
    createdAt: '2025-11-01T00:00:00.000Z',
  });
  let started = performance.now();
  await dataset.generate(accountId);
  record(
    'generate 1,000,000 items (bulk SQL)',
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
    'setup',
  );
  started = performance.now();
  await dataset.rollUp();
  record(
    'build the daily rollups from them (migrations 003, 004)',
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
    'once',
  );

  const engine = loadEngine({ dataDir: DATA_DIR });
  const app = await buildApp({
    config: testConfig({ rateLimitPerSecond: 0 }),
    store,
    engine,
    clock: { now: () => new Date('2026-11-22T12:00:00.000Z') },
    logger: false,
  });
  const { key } = await createApiKey(store, { accountId, kind: 'live', now: new Date() });
  const days = { from: '2025-11-23', to: '2026-11-22' };
  try {
    for (const groupBy of GROUPINGS) {
      const url = `/v1/account/metrics?env=production&from=${days.from}&to=${days.to}&groupBy=${groupBy}`;
      const check = await app.inject({ url, headers: { 'service-api-key': key } });
      const body = check.json() as { totals: { items: number } };
      if (check.statusCode !== 200 || body.totals.items !== ITEMS) {
        throw new Error(`the endpoint did not count ${ITEMS} items: ${check.body.slice(0, 300)}`);
      }
      const endpoint = await timed(() => app.inject({ url, headers: { 'service-api-key': key } }));
      const direct = await timed(() =>
        store.usageMetrics({ accountId, env: 'production', days, groupBy }),
      );
      record(
        `GET /v1/account/metrics?groupBy=${groupBy}, 365 days`,
        `${median(endpoint).toFixed(2)} ms (max ${Math.max(...endpoint).toFixed(2)})`,
        `store call ${median(direct).toFixed(2)} ms`,
      );
    }
    // The store call, not the endpoint: the generated items carry no submission to answer with.
    for (const [label, range] of [
      ['the newest of 100,000', {}],
      ['one day of 100,000', { from: '2026-06-01', to: '2026-06-01' }],
    ] as const) {
      const list = () =>
        store.listTransactions(accountId, 'production', { skip: 0, limit: 20 }, range);
      const { data, total } = await list();
      if (data.length !== 20) throw new Error(`the list did not answer a page of 20`);
      const direct = await timed(list);
      record(
        `Store.listTransactions, page of 20, ${label}`,
        `${median(direct).toFixed(2)} ms (max ${Math.max(...direct).toFixed(2)})`,
        `total ${total}`,
      );
    }
    const usage = await timed(() =>
      app.inject({ url: '/v1/account/usage', headers: { 'service-api-key': key } }),
    );
    record(
      'GET /v1/account/usage (this month)',
      `${median(usage).toFixed(2)} ms (max ${Math.max(...usage).toFixed(2)})`,
      '',
    );
  } finally {
    await app.close();
  }
  return rows;
}
