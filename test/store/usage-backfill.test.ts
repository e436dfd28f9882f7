import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { openSqliteStore } from '../../src/store/sqlite-store.js';
import { makeTransaction } from './fixtures.js';
import { sqliteBefore } from './schema-at-version.js';

test('migration 003 counts the items stored before it into the daily usage', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'usage-backfill-'));
  const file = join(folder, 'store.sqlite');
  try {
    // A database as version 2 left it, with two transactions of three items each.
    const db = new BetterSqlite3(file);
    sqliteBefore(db, 3);
    db.prepare("INSERT INTO accounts VALUES ('a1', 'Shop', '2026-11-01T00:00:00.000Z')").run();
    const insertTransaction = db.prepare('INSERT INTO transactions VALUES (?, ?, ?, ?, ?)');
    const insertItem = db.prepare('INSERT INTO items VALUES (?, ?, ?, ?, ?, ?)');
    for (const dateCreated of ['2026-11-02T10:00:00.000Z', '2026-11-03T10:00:00.000Z']) {
      const t = makeTransaction({ accountId: 'a1', env: 'production', dateCreated });
      insertTransaction.run(t.id, t.accountId, t.env, t.dateCreated, t.dateUpdated);
      t.items.forEach((item, position) => {
        const footprint = { ...item.footprint, carbonFootprintSavings: position === 0 ? 2 : null };
        insertItem.run(
          item.id,
          t.id,
          position,
          null,
          JSON.stringify(item.submission),
          JSON.stringify(footprint),
        );
      });
    }
    db.close();

    const store = openSqliteStore(file);
    await store.migrate();
    const metrics = await store.usageMetrics({
      accountId: 'a1',
      env: 'production',
      days: { from: '2026-11-01', to: '2026-11-30' },
      groupBy: 'day',
    });
    await store.close();
    // The fixture's items weigh 12.345 kg each, in category 334111, not on a fallback.
    assert.deepEqual(metrics.totals, {
      items: 6,
      carbonFootprint: 74.07,
      savings: 4,
      fallbackItems: 0,
    });
    assert.deepEqual(
      metrics.groups.map((g) => [g.key, g.items]),
      [
        ['2026-11-02', 3],
        ['2026-11-03', 3],
      ],
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
