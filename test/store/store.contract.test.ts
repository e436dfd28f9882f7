import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { StoreUnavailableError } from '../../src/errors.js';
import type { AdminStore } from '../../src/store/admin-store.js';
import type { ApiKeyRecord, NewCategory, Transaction } from '../../src/store/store.js';
import { makeTransaction } from './fixtures.js';
import { storeFactories, type TestStore } from './test-stores.js';

const NOW = '2026-11-22T08:00:00.000Z';
const LATER = '2026-11-23T09:00:00.000Z';
const LATEST = '2026-11-24T10:00:00.000Z';
const IN_A_DAY = '2026-11-23T08:00:00.000Z';

function keyRecord(accountId: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  const id = randomUUID();
  return {
    id,
    accountId,
    kind: 'test',
    hash: id.replaceAll('-', '').padEnd(64, '0'),
    start: 'fp_test_Ab12',
    name: null,
    createdAt: NOW,
    revokedAt: null,
    ...overrides,
  };
}

function category(productKey: string, code: string, version = '2026.1'): NewCategory {
  return { version, productKey, code, confidence: 0.75, fallback: false };
}

for (const factory of storeFactories(process.env.TEST_DATABASE_URL)) {
  describe(`${factory.name}: store contract`, () => {
    let opened: TestStore;
    let store: AdminStore;
    let accountId: string;

    beforeEach(async () => {
      opened = await factory.open();
      store = opened.store;
      accountId = (await store.createAccount({ name: 'Shop', createdAt: NOW })).id;
    });

    afterEach(async () => {
      await opened.dispose();
    });

    async function create(transaction: Transaction, idempotencyKey?: string, hash = 'h1') {
      return store.createTransaction({
        transaction,
        newCategories: [],
        idempotency: idempotencyKey
          ? { key: idempotencyKey, requestHash: hash, expiresAt: IN_A_DAY }
          : null,
        now: NOW,
      });
    }

    test('migrating an up-to-date database again changes nothing', async () => {
      await store.migrate();
      assert.equal(await store.countAccounts(), 1);
    });

    test('ping resolves while the database is open', async () => {
      await store.ping();
    });

    test('creates accounts with a given or a generated id and reads them back', async () => {
      const demo = await store.createAccount({
        id: '00000000-0000-4000-8000-000000000000',
        name: 'Demo',
        createdAt: LATER,
      });
      assert.deepEqual(demo, {
        id: '00000000-0000-4000-8000-000000000000',
        name: 'Demo',
        createdAt: LATER,
      });
      assert.deepEqual(await store.getAccount(demo.id), demo);
      const first = await store.getAccount(accountId);
      assert.deepEqual(first, { id: accountId, name: 'Shop', createdAt: NOW });
      assert.match(accountId, /^[0-9a-f-]{36}$/);
      assert.equal(await store.countAccounts(), 2);
      assert.deepEqual(
        (await store.listAccounts()).map((a) => a.name),
        ['Shop', 'Demo'],
      );
    });

    test('returns null for an unknown account', async () => {
      assert.equal(await store.getAccount(randomUUID()), null);
      assert.equal(await store.getAccount('not-a-uuid'), null);
    });

    test('rejects a second account with the same id', async () => {
      await assert.rejects(store.createAccount({ id: accountId, name: 'Again', createdAt: NOW }));
    });

    test('finds a key by its hash and lists only the keys of its account', async () => {
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      const first = keyRecord(accountId, { name: 'ci', kind: 'live', start: 'fp_live_Zz99' });
      const second = keyRecord(accountId, { createdAt: LATER });
      await store.insertApiKey(first);
      await store.insertApiKey(second);
      await store.insertApiKey(keyRecord(other.id));
      assert.deepEqual(await store.findApiKeyByHash(first.hash), first);
      assert.equal(await store.findApiKeyByHash('0'.repeat(64)), null);
      assert.deepEqual(await store.listApiKeys(accountId), [first, second]);
    });

    test('rejects a key whose hash is already stored', async () => {
      const key = keyRecord(accountId);
      await store.insertApiKey(key);
      await assert.rejects(store.insertApiKey({ ...key, id: randomUUID() }));
    });

    test('revokes a key once, and only within its own account', async () => {
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      const key = keyRecord(accountId);
      await store.insertApiKey(key);
      assert.equal(await store.revokeApiKey(other.id, key.id, LATER), false);
      assert.equal(await store.revokeApiKey(accountId, key.id, LATER), true);
      assert.equal(await store.revokeApiKey(accountId, key.id, LATER), false);
      assert.equal(await store.revokeApiKey(accountId, randomUUID(), LATER), false);
      assert.equal((await store.findApiKeyByHash(key.hash))?.revokedAt, LATER);
    });

    test('caches categories per calculator version and keeps the first one stored', async () => {
      assert.equal((await store.getCategories('2026.1', [])).size, 0);
      await store.createTransaction({
        transaction: makeTransaction({ accountId }),
        newCategories: [category('laptop', '334111'), category('mug', '327110')],
        idempotency: null,
        now: NOW,
      });
      await store.createTransaction({
        transaction: makeTransaction({ accountId }),
        newCategories: [category('laptop', '999999'), category('laptop', '111111', '2027.1')],
        idempotency: null,
        now: NOW,
      });
      const found = await store.getCategories('2026.1', ['laptop', 'mug', 'unknown']);
      assert.deepEqual(
        [...found.entries()].sort(([a], [b]) => a.localeCompare(b)),
        [
          ['laptop', { code: '334111', confidence: 0.75, fallback: false }],
          ['mug', { code: '327110', confidence: 0.75, fallback: false }],
        ],
      );
      const newer = await store.getCategories('2027.1', ['laptop', 'mug']);
      assert.deepEqual([...newer.keys()], ['laptop']);
    });

    test('stores a transaction with its items in order and timestamps exactly as given', async () => {
      const transaction = makeTransaction({ accountId, itemCount: 5, dateCreated: NOW });
      const result = await create(transaction);
      assert.deepEqual(result, { outcome: 'created', transaction });
      const stored = await store.getTransaction(accountId, transaction.id, ['sandbox']);
      assert.deepEqual(stored, transaction);
      assert.deepEqual(
        stored?.items.map((item) => item.submission.title),
        ['item 0', 'item 1', 'item 2', 'item 3', 'item 4'],
      );
      assert.equal(stored?.dateCreated, NOW);
    });

    test('replays the first transaction for the same key and body', async () => {
      const first = makeTransaction({ accountId });
      await create(first, 'order-1');
      const result = await create(makeTransaction({ accountId }), 'order-1');
      assert.deepEqual(result, { outcome: 'replayed', transaction: first });
      assert.equal((await store.listTransactions(accountId, 'sandbox', page())).total, 1);
    });

    test('reports a conflict for the same key with another body and stores nothing', async () => {
      await create(makeTransaction({ accountId }), 'order-1', 'h1');
      const second = makeTransaction({ accountId });
      assert.deepEqual(await create(second, 'order-1', 'h2'), { outcome: 'conflict' });
      assert.equal(await store.getTransaction(accountId, second.id, ['sandbox']), null);
    });

    test('keeps idempotency keys apart between accounts', async () => {
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      await create(makeTransaction({ accountId }), 'order-1', 'h1');
      const result = await create(makeTransaction({ accountId: other.id }), 'order-1', 'h2');
      assert.equal(result.outcome, 'created');
    });

    test('reuses an expired idempotency key for a new transaction', async () => {
      const first = makeTransaction({ accountId });
      await store.createTransaction({
        transaction: first,
        newCategories: [],
        idempotency: { key: 'order-1', requestHash: 'h1', expiresAt: NOW },
        now: '2026-11-21T08:00:00.000Z',
      });
      const second = makeTransaction({ accountId });
      const result = await create(second, 'order-1', 'h2');
      assert.equal(result.outcome, 'created');
      const found = await store.findIdempotent(accountId, 'order-1', NOW);
      assert.equal(found?.requestHash, 'h2');
      assert.equal(found?.transaction.id, second.id);
      assert.notEqual(await store.getTransaction(accountId, first.id, ['sandbox']), null);
    });

    test('finds an idempotent transaction only while its key is unexpired', async () => {
      const transaction = makeTransaction({ accountId });
      await create(transaction, 'order-1', 'h1');
      assert.deepEqual(await store.findIdempotent(accountId, 'order-1', NOW), {
        requestHash: 'h1',
        transaction,
      });
      assert.equal(await store.findIdempotent(accountId, 'order-1', IN_A_DAY), null);
      assert.equal(await store.findIdempotent(accountId, 'order-2', NOW), null);
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      assert.equal(await store.findIdempotent(other.id, 'order-1', NOW), null);
    });

    test('purges only expired idempotency records and keeps their transactions', async () => {
      const expiring = makeTransaction({ accountId });
      const lasting = makeTransaction({ accountId });
      await create(expiring, 'order-1', 'h1');
      await store.createTransaction({
        transaction: lasting,
        newCategories: [],
        idempotency: { key: 'order-2', requestHash: 'h2', expiresAt: '2026-11-30T08:00:00.000Z' },
        now: NOW,
      });
      assert.equal(await store.purgeExpiredIdempotencyKeys(NOW), 0);
      assert.equal(await store.purgeExpiredIdempotencyKeys(IN_A_DAY), 1);
      assert.equal(await store.purgeExpiredIdempotencyKeys(IN_A_DAY), 0);
      assert.equal(await store.findIdempotent(accountId, 'order-1', NOW), null);
      assert.equal((await store.findIdempotent(accountId, 'order-2', NOW))?.requestHash, 'h2');
      assert.deepEqual(await store.getTransaction(accountId, expiring.id, ['sandbox']), expiring);
    });

    test('stores nothing when an item fails half-way through', async () => {
      const transaction = makeTransaction({ accountId, itemCount: 3 });
      const [firstItem, secondItem] = transaction.items;
      assert.ok(firstItem && secondItem);
      secondItem.id = firstItem.id;
      await assert.rejects(
        store.createTransaction({
          transaction,
          newCategories: [category('laptop', '334111')],
          idempotency: { key: 'order-1', requestHash: 'h1', expiresAt: IN_A_DAY },
          now: NOW,
        }),
        (error: unknown) => !(error instanceof StoreUnavailableError),
      );
      assert.equal(await store.getTransaction(accountId, transaction.id, ['sandbox']), null);
      assert.equal((await store.getCategories('2026.1', ['laptop'])).size, 0);
      assert.equal(await store.findIdempotent(accountId, 'order-1', NOW), null);
      assert.equal((await store.listTransactions(accountId, 'sandbox', page())).total, 0);
    });

    test('leaves the idempotency key free after a request that failed', async () => {
      const broken = makeTransaction({ accountId, itemCount: 2 });
      const [firstItem, secondItem] = broken.items;
      assert.ok(firstItem && secondItem);
      secondItem.id = firstItem.id;
      await assert.rejects(create(broken, 'order-1', 'h1'));
      const retried = makeTransaction({ accountId });
      assert.deepEqual(await create(retried, 'order-1', 'h1'), {
        outcome: 'created',
        transaction: retried,
      });
    });

    test('stores one transaction when several calls race with one key', async () => {
      const attempts = Array.from({ length: 6 }, () => makeTransaction({ accountId }));
      const results = await Promise.all(attempts.map((t) => create(t, 'race', 'h1')));
      const created = results.filter((r) => r.outcome === 'created');
      assert.equal(created.length, 1);
      const winner = created[0]?.outcome === 'created' ? created[0].transaction.id : '';
      for (const result of results) {
        assert.notEqual(result.outcome, 'conflict');
        if (result.outcome !== 'conflict') assert.equal(result.transaction.id, winner);
      }
      assert.equal((await store.listTransactions(accountId, 'sandbox', page())).total, 1);
    });

    test('stores every one of many writes made at once and counts each in the usage once', async () => {
      const transactions = Array.from({ length: 30 }, (_, index) =>
        makeTransaction({ accountId, env: 'production', itemCount: 1 + (index % 3) }),
      );
      const results = await Promise.all(
        transactions.map((transaction, index) =>
          index % 4 === 0 ? create(transaction, `batch-${index}`) : create(transaction),
        ),
      );
      assert.ok(results.every((result) => result.outcome === 'created'));
      for (const transaction of transactions) {
        assert.deepEqual(
          await store.getTransaction(accountId, transaction.id, ['production']),
          transaction,
        );
      }
      const items = transactions.reduce((sum, t) => sum + t.items.length, 0);
      const usage = await store.usageMetrics({
        accountId,
        env: 'production',
        days: { from: '2026-11-01', to: '2026-11-30' },
        groupBy: 'day',
      });
      assert.equal(usage.totals.items, items);
      assert.ok(Math.abs(usage.totals.carbonFootprint - items * 12.345) < 1e-6);
    });

    test('fails one write by itself when it breaks a constraint, storing those made beside it', async () => {
      const first = makeTransaction({ accountId, itemCount: 2 });
      await create(first);
      const before = makeTransaction({ accountId, itemCount: 3 });
      const after = makeTransaction({ accountId, itemCount: 1 });
      // Started together, so that a store which groups its commits writes them in one group.
      const results = await Promise.allSettled([
        create(before),
        create({ ...first, items: first.items.slice(0, 1) }),
        create(after),
      ]);
      assert.equal(results[0]?.status, 'fulfilled');
      assert.equal(results[1]?.status, 'rejected');
      assert.equal(results[2]?.status, 'fulfilled');
      assert.deepEqual(await store.getTransaction(accountId, before.id, ['sandbox']), before);
      assert.deepEqual(await store.getTransaction(accountId, after.id, ['sandbox']), after);
      assert.deepEqual(await store.getTransaction(accountId, first.id, ['sandbox']), first);
      assert.equal((await store.listTransactions(accountId, 'sandbox', page())).total, 3);
    });

    test('hides transactions of other accounts, other environments and malformed ids', async () => {
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      const live = makeTransaction({ accountId, env: 'production' });
      await create(live);
      assert.equal(await store.getTransaction(other.id, live.id, ['sandbox', 'production']), null);
      assert.equal(await store.getTransaction(accountId, live.id, ['sandbox']), null);
      assert.equal(await store.getTransaction(accountId, live.id, []), null);
      assert.equal(await store.getTransaction(accountId, 'not-a-uuid', ['production']), null);
      assert.equal(await store.getTransaction(accountId, randomUUID(), ['production']), null);
      assert.deepEqual(
        await store.getTransaction(accountId, live.id, ['sandbox', 'production']),
        live,
      );
    });

    test('lists newest first, breaking equal timestamps by id, with skip, limit and total', async () => {
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      const same = Array.from({ length: 4 }, () =>
        makeTransaction({ accountId, dateCreated: NOW, itemCount: 2 }),
      );
      const newest = makeTransaction({ accountId, dateCreated: LATER, itemCount: 1 });
      for (const t of [...same, newest]) await create(t);
      await create(makeTransaction({ accountId, env: 'production' }));
      await create(makeTransaction({ accountId: other.id }));

      const expected = [newest, ...same.sort((a, b) => (a.id < b.id ? 1 : -1))];
      const all = await store.listTransactions(accountId, 'sandbox', page(0, 100));
      assert.equal(all.total, 5);
      assert.deepEqual(all.data, expected);

      const middle = await store.listTransactions(accountId, 'sandbox', page(1, 2));
      assert.equal(middle.total, 5);
      assert.deepEqual(
        middle.data.map((t) => t.id),
        expected.slice(1, 3).map((t) => t.id),
      );
      assert.deepEqual(middle.data[0]?.items, expected[1]?.items);

      const beyond = await store.listTransactions(accountId, 'sandbox', page(10, 5));
      assert.deepEqual(beyond, { data: [], total: 5, truncated: false });
      const production = await store.listTransactions(accountId, 'production', page());
      assert.equal(production.total, 1);
    });

    test('counts the total of a range of days from those days alone, across concurrent writes', async () => {
      const days = ['2026-11-21T23:59:59.999Z', NOW, LATER, LATEST];
      await Promise.all(
        days.flatMap((dateCreated, index) =>
          Array.from({ length: index + 1 }, () =>
            create(makeTransaction({ accountId, dateCreated, itemCount: 1 })),
          ),
        ),
      );
      const total = async (from?: string, to?: string) =>
        (
          await store.listTransactions(accountId, 'sandbox', page(0, 1), {
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
          })
        ).total;
      assert.equal(await total(), 10);
      assert.equal(await total('2026-11-21', '2026-11-21'), 1);
      assert.equal(await total('2026-11-22', '2026-11-23'), 5);
      assert.equal(await total('2026-11-23'), 7);
      assert.equal(await total(undefined, '2026-11-22'), 3);
      assert.equal(await total('2026-11-25'), 0);
      const beyond = await store.listTransactions(accountId, 'sandbox', page(50, 5), {
        from: '2026-11-24',
      });
      assert.deepEqual(beyond, { data: [], total: 4, truncated: false });
    });

    test('ends a page before the transaction that would take it over 1,000 items, but never empty', async () => {
      const big = makeTransaction({ accountId, dateCreated: NOW, itemCount: 1001 });
      const fourHundred = makeTransaction({ accountId, dateCreated: LATER, itemCount: 400 });
      const newest = makeTransaction({ accountId, dateCreated: LATEST, itemCount: 700 });
      for (const t of [big, fourHundred, newest]) await create(t);

      const first = await store.listTransactions(accountId, 'sandbox', page(0, 20));
      assert.deepEqual(
        first.data.map((t) => t.id),
        [newest.id],
      );
      assert.equal(first.truncated, true);
      assert.equal(first.total, 3);
      const second = await store.listTransactions(accountId, 'sandbox', page(1, 20));
      assert.deepEqual(
        second.data.map((t) => t.id),
        [fourHundred.id],
      );
      assert.equal(second.truncated, true);
      const third = await store.listTransactions(accountId, 'sandbox', page(2, 20));
      assert.deepEqual(third.data, [big]);
      assert.equal(third.truncated, false);
    });

    test('rejects with StoreUnavailableError once closed', async () => {
      await store.close();
      await assert.rejects(store.ping(), StoreUnavailableError);
    });
  });
}

function page(skip = 0, limit = 20): { skip: number; limit: number } {
  return { skip, limit };
}
