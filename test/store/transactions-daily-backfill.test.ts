import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { openPostgresStore } from '../../src/store/postgres-store.js';
import { openSqliteStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/store.js';
import { createThrowawaySchema } from '../helpers/throwaway-schema.js';
import { postgresBefore, sqliteBefore } from './schema-at-version.js';

// Transactions stored before migration 004, by UTC instant: the last second of one day counts
// towards that day, not the next.
const STORED = [
  ['t1', 'production', '2026-11-02T10:00:00.000Z'],
  ['t2', 'production', '2026-11-02T23:59:59.999Z'],
  ['t3', 'production', '2026-11-03T00:00:00.000Z'],
  ['t4', 'sandbox', '2026-11-03T12:00:00.000Z'],
] as const;

/** Migrates the store, checks the totals it lists from the backfilled counts, and closes it. */
async function assertCountedByDay(store: Store): Promise<void> {
  try {
    await store.migrate();
    await assertTotals(store);
  } finally {
    await store.close();
  }
}

async function assertTotals(store: Store): Promise<void> {
  const total = async (env: 'production' | 'sandbox', from?: string, to?: string) =>
    (
      await store.listTransactions(
        'a1',
        env,
        { skip: 0, limit: 20 },
        {
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        },
      )
    ).total;
  assert.equal(await total('production'), 3);
  assert.equal(await total('production', '2026-11-02', '2026-11-02'), 2);
  assert.equal(await total('production', '2026-11-03'), 1);
  assert.equal(await total('sandbox'), 1);
}

describe('migration 004 counts the transactions stored before it by day', () => {
  test('on SQLite', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'transactions-daily-'));
    const file = join(folder, 'store.sqlite');
    try {
      const db = new BetterSqlite3(file);
      sqliteBefore(db, 4);
      db.prepare(
        "INSERT INTO accounts (id, name, created_at) VALUES ('a1', 'Shop', '2026-11-01T00:00:00.000Z')",
      ).run();
      const insert = db.prepare('INSERT INTO transactions VALUES (?, ?, ?, ?, ?)');
      for (const [id, env, at] of STORED) insert.run(id, 'a1', env, at, at);
      db.close();

      await assertCountedByDay(openSqliteStore(file));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  test('on PostgreSQL', { skip: url ? false : 'set TEST_DATABASE_URL' }, async () => {
    const connectionString = url ?? '';
    const schema = await createThrowawaySchema(connectionString, 'backfill');
    const client = new pg.Client({ connectionString: schema.url.toString() });
    await client.connect();
    try {
      // The session's own time zone must not move a transaction to another day.
      await client.query("SET TIME ZONE 'America/Los_Angeles'");
      await postgresBefore(client, 4);
      await client.query(
        "INSERT INTO accounts (id, name, created_at) VALUES ('a1', 'Shop', '2026-11-01T00:00:00.000Z')",
      );
      for (const [id, env, at] of STORED) {
        await client.query('INSERT INTO transactions VALUES ($1, $2, $3, $4, $5)', [
          id,
          'a1',
          env,
          at,
          at,
        ]);
      }
      await assertCountedByDay(openPostgresStore({ connectionString, schema: schema.name }));
    } finally {
      await client.end();
      await schema.drop();
    }
  });
});
