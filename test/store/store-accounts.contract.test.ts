import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { AdminStore } from '../../src/store/admin-store.js';
import type { Transaction } from '../../src/store/store.js';
import { makeTransaction } from './fixtures.js';
import { storeFactories, type TestStore } from './test-stores.js';

const NOW = '2026-11-22T08:00:00.000Z';

/** A transaction whose items have the given categories, kg, savings and fallback flags. */
function withItems(
  base: Transaction,
  items: { code: string; kg: number; savings?: number; fallback?: boolean }[],
): Transaction {
  const template = base.items[0];
  if (!template) throw new Error('the fixture has no item');
  return {
    ...base,
    items: items.map((spec, index) => ({
      ...structuredClone(template),
      id: `${base.id}-${index}`,
      footprint: {
        ...structuredClone(template.footprint),
        carbonFootprint: spec.kg,
        carbonFootprintSavings: spec.savings ?? null,
        category: {
          ...template.footprint.category,
          code: spec.code,
          fallback: spec.fallback ?? false,
        },
      },
    })),
  };
}

for (const factory of storeFactories(process.env.TEST_DATABASE_URL)) {
  describe(`${factory.name}: store contract for logins, secrets, key use and usage`, () => {
    let opened: TestStore;
    let store: AdminStore;

    beforeEach(async () => {
      opened = await factory.open();
      store = opened.store;
    });

    afterEach(async () => {
      await opened.dispose();
    });

    async function store_(transaction: Transaction) {
      const result = await store.createTransaction({
        transaction,
        newCategories: [],
        idempotency: null,
        now: transaction.dateCreated,
      });
      assert.equal(result.outcome, 'created');
    }

    test('creates an account with its login, and refuses a second account for the same email', async () => {
      const input = { name: 'Ann', email: 'ann@example.com', passwordHash: 'h1', createdAt: NOW };
      const account = await store.createAccountWithLogin(input);
      assert.ok(account);
      assert.deepEqual(await store.getAccount(account.id), account);
      assert.deepEqual(await store.findLoginByEmail('ann@example.com'), {
        accountId: account.id,
        email: 'ann@example.com',
        passwordHash: 'h1',
        sessionVersion: 1,
      });
      assert.equal(await store.createAccountWithLogin({ ...input, name: 'Impostor' }), null);
      assert.equal(await store.countAccounts(), 1);
      assert.equal(await store.findLoginByEmail('nobody@example.com'), null);
    });

    test('setting a password raises the session version and creates a missing login', async () => {
      const local = await store.createAccount({ name: 'Local', createdAt: NOW });
      assert.equal(await store.getLogin(local.id), null);
      assert.equal(
        await store.setLogin({
          accountId: local.id,
          email: 'owner@localhost',
          passwordHash: 'a',
          now: NOW,
        }),
        true,
      );
      assert.equal((await store.getLogin(local.id))?.sessionVersion, 1);
      await store.setLogin({
        accountId: local.id,
        email: 'owner@localhost',
        passwordHash: 'b',
        now: NOW,
      });
      assert.deepEqual(await store.getLogin(local.id), {
        accountId: local.id,
        email: 'owner@localhost',
        passwordHash: 'b',
        sessionVersion: 2,
      });
    });

    test("setting a login to another account's email is refused and changes nothing", async () => {
      const ann = await store.createAccountWithLogin({
        name: 'Ann',
        email: 'ann@example.com',
        passwordHash: 'h1',
        createdAt: NOW,
      });
      const bob = await store.createAccountWithLogin({
        name: 'Bob',
        email: 'bob@example.com',
        passwordHash: 'h2',
        createdAt: NOW,
      });
      assert.ok(ann && bob);
      assert.equal(
        await store.setLogin({
          accountId: bob.id,
          email: 'ann@example.com',
          passwordHash: 'x',
          now: NOW,
        }),
        false,
      );
      assert.equal((await store.getLogin(bob.id))?.email, 'bob@example.com');
      assert.equal((await store.getLogin(bob.id))?.passwordHash, 'h2');
    });

    test("sets, reads and clears an account's own monthly quota", async () => {
      const account = await store.createAccount({ name: 'Shop', createdAt: NOW });
      assert.equal(await store.getMonthlyQuota(account.id), null);
      assert.equal(await store.setMonthlyQuota(account.id, 5000), true);
      assert.equal(await store.getMonthlyQuota(account.id), 5000);
      assert.deepEqual(await store.getAccount(account.id), account, 'the account is unchanged');
      assert.equal(await store.setMonthlyQuota(account.id, null), true);
      assert.equal(await store.getMonthlyQuota(account.id), null);
      assert.equal(await store.setMonthlyQuota('no-such-account', 1), false);
      assert.equal(await store.getMonthlyQuota('no-such-account'), null);
    });

    test('the first secret stored under a name is kept', async () => {
      assert.equal(await store.ensureSecret('session', 'first', NOW), 'first');
      assert.equal(await store.ensureSecret('session', 'second', NOW), 'first');
      assert.equal(await store.ensureSecret('other', 'third', NOW), 'third');
    });

    test("records each key's latest use, per account", async () => {
      const account = await store.createAccount({ name: 'Shop', createdAt: NOW });
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      const key = (id: string, accountId: string) => ({
        id,
        accountId,
        kind: 'test' as const,
        hash: id.padEnd(64, '0'),
        start: 'fp_test_Ab12',
        name: null,
        createdAt: NOW,
        revokedAt: null,
      });
      await store.insertApiKey(key('a1', account.id));
      await store.insertApiKey(key('a2', account.id));
      await store.insertApiKey(key('b1', other.id));
      await store.recordKeyUse('a1', '2026-11-22T09:00:00.000Z');
      await store.recordKeyUse('a1', '2026-11-22T08:30:00.000Z');
      await store.recordKeyUse('b1', '2026-11-22T10:00:00.000Z');
      assert.deepEqual(
        await store.keyLastUses(account.id),
        new Map([['a1', '2026-11-22T09:00:00.000Z']]),
      );
    });

    test('sums usage by day, week, month and category, per account and environment', async () => {
      const account = await store.createAccount({ name: 'Shop', createdAt: NOW });
      const other = await store.createAccount({ name: 'Other', createdAt: NOW });
      const at = (accountId: string, dateCreated: string, env: 'sandbox' | 'production') =>
        makeTransaction({ accountId, dateCreated, env, itemCount: 1 });
      await store_(
        withItems(at(account.id, '2026-11-02T10:00:00.000Z', 'production'), [
          { code: '334111', kg: 100.5 },
          { code: '315990', kg: 10.25, savings: 4, fallback: true },
        ]),
      );
      await store_(
        withItems(at(account.id, '2026-11-02T23:59:59.999Z', 'production'), [
          { code: '334111', kg: 50 },
        ]),
      );
      await store_(
        withItems(at(account.id, '2026-11-08T12:00:00.000Z', 'production'), [
          { code: '339920', kg: 1 },
        ]),
      );
      await store_(
        withItems(at(account.id, '2026-12-01T00:00:00.000Z', 'production'), [
          { code: '334111', kg: 2 },
        ]),
      );
      await store_(
        withItems(at(account.id, '2026-11-03T10:00:00.000Z', 'sandbox'), [
          { code: '334111', kg: 7 },
        ]),
      );
      await store_(
        withItems(at(other.id, '2026-11-03T10:00:00.000Z', 'production'), [
          { code: '334111', kg: 9 },
        ]),
      );
      const query = (groupBy: 'day' | 'week' | 'month' | 'category', to = '2026-12-31') =>
        store.usageMetrics({
          accountId: account.id,
          env: 'production',
          days: { from: '2026-11-01', to },
          groupBy,
        });

      const byDay = await query('day');
      assert.deepEqual(byDay.totals, {
        items: 5,
        carbonFootprint: 163.75,
        savings: 4,
        fallbackItems: 1,
      });
      assert.deepEqual(
        byDay.groups.map((g) => [g.key, g.items, g.carbonFootprint]),
        [
          ['2026-11-02', 3, 160.75],
          ['2026-11-08', 1, 1],
          ['2026-12-01', 1, 2],
        ],
      );
      // 2 and 8 November 2026 are a Monday and a Sunday: one week.
      assert.deepEqual(
        (await query('week')).groups.map((g) => [g.key, g.items]),
        [
          ['2026-11-02', 4],
          ['2026-11-30', 1],
        ],
      );
      assert.deepEqual(
        (await query('month')).groups.map((g) => [g.key, g.items, g.fallbackItems, g.savings]),
        [
          ['2026-11-01', 4, 1, 4],
          ['2026-12-01', 1, 0, 0],
        ],
      );
      assert.deepEqual(
        (await query('category')).groups.map((g) => [g.key, g.items, g.carbonFootprint]),
        [
          ['334111', 3, 152.5],
          ['315990', 1, 10.25],
          ['339920', 1, 1],
        ],
      );
      assert.equal((await query('day', '2026-11-30')).totals.items, 4);
      const empty = await store.usageMetrics({
        accountId: account.id,
        env: 'production',
        days: { from: '2025-01-01', to: '2025-12-31' },
        groupBy: 'day',
      });
      assert.deepEqual(empty, {
        totals: { items: 0, carbonFootprint: 0, savings: 0, fallbackItems: 0 },
        groups: [],
      });
    });

    test('lists only the transactions created within the given days', async () => {
      const account = await store.createAccount({ name: 'Shop', createdAt: NOW });
      for (const dateCreated of [
        '2026-11-01T00:00:00.000Z',
        '2026-11-02T23:59:59.999Z',
        '2026-11-03T00:00:00.000Z',
      ]) {
        await store_(makeTransaction({ accountId: account.id, dateCreated, env: 'sandbox' }));
      }
      const page = { skip: 0, limit: 10 };
      const dates = async (days: { from?: string; to?: string }) => {
        const result = await store.listTransactions(account.id, 'sandbox', page, days);
        return [result.total, result.data.map((t) => t.dateCreated)];
      };
      assert.deepEqual(await dates({ from: '2026-11-02', to: '2026-11-02' }), [
        1,
        ['2026-11-02T23:59:59.999Z'],
      ]);
      assert.deepEqual(await dates({ to: '2026-11-02' }), [
        2,
        ['2026-11-02T23:59:59.999Z', '2026-11-01T00:00:00.000Z'],
      ]);
      assert.deepEqual((await dates({ from: '2026-11-02' }))[0], 2);
      assert.deepEqual((await dates({}))[0], 3);
    });
  });
}
