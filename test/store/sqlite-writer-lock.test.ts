import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import { openSqliteStore } from '../../src/store/sqlite-store.js';
import { makeTransaction } from './fixtures.js';

test('the writer thread waits while another process holds the write lock, then stores the transaction', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'footprint-lock-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'footprints.sqlite');
  const store = openSqliteStore(file, { writerThread: 'always' });
  t.after(() => store.close());
  await store.migrate();
  const account = await store.createAccount({ name: 'Acme', createdAt: new Date().toISOString() });

  // Another connection, as another worker process would be, takes the write lock for a while.
  const other = new BetterSqlite3(file);
  t.after(() => other.close());
  other.exec('BEGIN IMMEDIATE');
  const held = sleep(300).then(() => other.exec('COMMIT'));

  const started = Date.now();
  const result = await store.createTransaction({
    transaction: makeTransaction({ accountId: account.id }),
    newCategories: [],
    idempotency: null,
    now: new Date().toISOString(),
  });
  await held;
  assert.equal(result.outcome, 'created');
  assert.ok(Date.now() - started >= 250, 'it waited for the lock');
  assert.equal(
    (await store.listTransactions(account.id, 'sandbox', { skip: 0, limit: 10 })).total,
    1,
  );
});
