import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { AdminStore } from '../../src/store/admin-store.js';
import { openSqliteStore } from '../../src/store/sqlite-store.js';
import type { Transaction } from '../../src/store/store.js';
import { makeTransaction } from './fixtures.js';

const NOW = '2026-11-22T08:00:00.000Z';
const LATER = '2026-11-23T09:00:00.000Z';
const LATEST = '2026-11-24T10:00:00.000Z';

// A second store on the same file starts with an empty cache: its pages mix transactions it has
// read before (cached) with ones it never saw, and must list exactly what the writer lists.
describe('a SQLite list page of cached and never-read transactions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'footprint-list-cache-'));
  const file = join(dir, 'store.db');
  let writer: AdminStore;
  let reader: AdminStore;
  let accountId = '';
  let big: Transaction;
  let fourHundred: Transaction;
  let newest: Transaction;
  let small: Transaction[];

  before(async () => {
    writer = openSqliteStore(file);
    await writer.migrate();
    accountId = (await writer.createAccount({ name: 'Shop', createdAt: NOW })).id;
    big = makeTransaction({ accountId, dateCreated: NOW, itemCount: 1001 });
    small = Array.from({ length: 3 }, () =>
      makeTransaction({ accountId, dateCreated: LATER, itemCount: 2 }),
    );
    fourHundred = makeTransaction({ accountId, dateCreated: LATER, itemCount: 400 });
    newest = makeTransaction({ accountId, dateCreated: LATEST, itemCount: 700 });
    for (const transaction of [big, ...small, fourHundred, newest]) {
      await writer.createTransaction({
        transaction,
        newCategories: [],
        idempotency: null,
        now: NOW,
      });
    }
    reader = openSqliteStore(file);
  });

  after(async () => {
    await reader.close();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('lists the same transactions, in the same order, as the store that wrote them', async () => {
    assert.deepEqual(
      await reader.getTransaction(accountId, fourHundred.id, ['sandbox']),
      fourHundred,
    );
    for (let skip = 0; skip < 6; skip += 1) {
      const expected = await writer.listTransactions(accountId, 'sandbox', { skip, limit: 20 });
      const listed = await reader.listTransactions(accountId, 'sandbox', { skip, limit: 20 });
      assert.deepEqual(listed, expected, `page at skip ${skip}`);
    }
  });

  test('pages hold at most 1,000 items (or one transaction) and, continued, list every one', async () => {
    const seen: string[] = [];
    let skip = 0;
    for (let pages = 0; pages < 10 && seen.length < 6; pages += 1) {
      const page = await reader.listTransactions(accountId, 'sandbox', { skip, limit: 20 });
      assert.ok(page.data.length >= 1);
      const items = page.data.reduce((sum, t) => sum + t.items.length, 0);
      assert.ok(items <= 1000 || page.data.length === 1, `${items} items on one page`);
      seen.push(...page.data.map((t) => t.id));
      skip += page.data.length;
    }
    const newestFirst = [big, ...small, fourHundred, newest]
      .sort((a, b) =>
        a.dateCreated === b.dateCreated
          ? b.id.localeCompare(a.id)
          : b.dateCreated.localeCompare(a.dateCreated),
      )
      .map((t) => t.id);
    assert.deepEqual(seen, newestFirst);
  });
});
