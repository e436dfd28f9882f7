import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, T_SHIRT, withKey } from '../helpers/build.js';
import { createTransaction } from '../helpers/requests.js';

interface Page {
  data: Array<{ id: string; dateCreated: string }>;
  skip: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

async function seed(harness: Awaited<ReturnType<typeof build>>, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await createTransaction(harness, harness.testKey, [T_SHIRT])).id);
    harness.clock.advance(1000);
  }
  return ids;
}

async function list(harness: Awaited<ReturnType<typeof build>>, query: string): Promise<Page> {
  const response = await harness.app.inject({
    url: `/v1/transactions${query}`,
    headers: withKey(harness.testKey),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Page>();
}

test('lists newest first with skip, limit, total and hasMore', async (t) => {
  const harness = await build(t);
  const ids = await seed(harness, 5);
  const newestFirst = [...ids].reverse();
  const first = await list(harness, '?limit=2');
  assert.deepEqual(
    { ...first, data: first.data.map((tx) => tx.id) },
    { data: newestFirst.slice(0, 2), skip: 0, limit: 2, total: 5, hasMore: true },
  );
  const last = await list(harness, '?skip=4&limit=2');
  assert.deepEqual(
    { ...last, data: last.data.map((tx) => tx.id) },
    { data: newestFirst.slice(4), skip: 4, limit: 2, total: 5, hasMore: false },
  );
  const beyond = await list(harness, '?skip=10');
  assert.deepEqual(beyond, { data: [], skip: 10, limit: 20, total: 5, hasMore: false });
});

test('defaults to skip 0 and limit 20', async (t) => {
  const harness = await build(t);
  await seed(harness, 21);
  const page = await list(harness, '');
  assert.equal(page.data.length, 20);
  assert.equal(page.skip, 0);
  assert.equal(page.limit, 20);
  assert.equal(page.hasMore, true);
});

test('orders transactions of the same instant by id, newest first', async (t) => {
  const harness = await build(t);
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) ids.push((await createTransaction(harness, harness.testKey)).id);
  const page = await list(harness, '');
  assert.deepEqual(
    page.data.map((tx) => tx.id),
    [...ids].sort().reverse(),
  );
});

test('keeps a page stable while newer transactions are inserted', async (t) => {
  const harness = await build(t);
  await seed(harness, 6);
  const before = await list(harness, '?skip=2&limit=2');
  // Newer inserts land at the head; a page read later at the same skip shifts only by them.
  harness.clock.advance(60_000);
  await createTransaction(harness, harness.testKey);
  const after = await list(harness, '?skip=3&limit=2');
  assert.deepEqual(
    after.data.map((tx) => tx.id),
    before.data.map((tx) => tx.id),
  );
  assert.equal(after.total, before.total + 1);
});

test('a page carries at most 1,000 items in all: it ends early with hasMore, and the client continues at skip + data.length', async (t) => {
  const harness = await build(t);
  const items = Array.from({ length: 400 }, () => T_SHIRT);
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    ids.push((await createTransaction(harness, harness.testKey, items)).id);
    harness.clock.advance(1000);
  }
  const newestFirst = [...ids].reverse();
  const first = await list(harness, '?limit=20');
  assert.deepEqual(
    first.data.map((tx) => tx.id),
    newestFirst.slice(0, 2),
    'two transactions of 400 items fit; a third would make 1,200',
  );
  assert.equal(first.hasMore, true);
  assert.equal(first.total, 4);
  const second = await list(harness, `?limit=20&skip=${first.data.length}`);
  assert.deepEqual(
    second.data.map((tx) => tx.id),
    newestFirst.slice(2, 4),
  );
  assert.equal(second.hasMore, false);
});

test('a page always carries at least one transaction, however many items it has', async (t) => {
  const harness = await build(t, { config: { maxItems: 1200 } });
  const items = Array.from({ length: 1200 }, () => T_SHIRT);
  const big = await createTransaction(harness, harness.testKey, items);
  harness.clock.advance(1000);
  const small = await createTransaction(harness, harness.testKey, [T_SHIRT]);
  const first = await list(harness, '?limit=20');
  assert.deepEqual(
    first.data.map((tx) => tx.id),
    [small.id],
  );
  assert.equal(first.hasMore, true);
  const second = await list(harness, '?limit=20&skip=1');
  assert.deepEqual(
    second.data.map((tx) => tx.id),
    [big.id],
  );
  assert.equal(second.hasMore, false);
});
