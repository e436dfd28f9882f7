import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import {
  bootstrapLocalAccount,
  createApiKey,
  DEMO_ACCOUNT_ID,
  ensureDemoAccount,
} from '../../src/keys/accounts.js';
import { hashApiKey } from '../../src/keys/api-key.js';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite-store.js';

const NOW = new Date('2026-11-22T08:00:00.000Z');

describe('accounts and keys', () => {
  let store: SqliteStore;

  beforeEach(async () => {
    store = openSqliteStore(':memory:');
    await store.migrate();
  });

  test('creates a key whose hash, not its secret, is stored', async () => {
    const account = await store.createAccount({ name: 'Shop', createdAt: NOW.toISOString() });
    const { key, record } = await createApiKey(store, {
      accountId: account.id,
      kind: 'live',
      name: 'ci',
      now: NOW,
    });
    assert.match(key, /^fp_live_/);
    assert.deepEqual(await store.findApiKeyByHash(hashApiKey(key)), record);
    assert.equal(record.name, 'ci');
    assert.equal(record.createdAt, NOW.toISOString());
    assert.ok(!JSON.stringify(record).includes(key));
  });

  test('bootstraps a local account with one key of each kind on an empty store', async () => {
    const first = await bootstrapLocalAccount(store, NOW);
    assert.ok(first);
    assert.equal(first.account.name, 'Local account');
    const keys = await store.listApiKeys(first.account.id);
    assert.deepEqual(keys.map((k) => k.kind).sort(), ['live', 'test']);
    assert.equal((await store.findApiKeyByHash(hashApiKey(first.testKey)))?.kind, 'test');
    assert.equal((await store.findApiKeyByHash(hashApiKey(first.liveKey)))?.kind, 'live');
  });

  test('does not bootstrap again once an account exists', async () => {
    await bootstrapLocalAccount(store, NOW);
    assert.equal(await bootstrapLocalAccount(store, NOW), null);
    assert.equal(await store.countAccounts(), 1);
  });

  test('bootstraps one local account when two instances start at once', async () => {
    const results = await Promise.all([
      bootstrapLocalAccount(store, NOW),
      bootstrapLocalAccount(store, NOW),
    ]);
    assert.equal(results.filter((result) => result !== null).length, 1);
    assert.equal(await store.countAccounts(), 1);
  });

  test('bootstraps even when only the demo account exists', async () => {
    await ensureDemoAccount(store, NOW);
    assert.notEqual(await bootstrapLocalAccount(store, NOW), null);
    assert.equal(await store.countAccounts(), 2);
  });

  test('creates the demo account once with its fixed id, even when asked twice at once', async () => {
    const [a, b] = await Promise.all([
      ensureDemoAccount(store, NOW),
      ensureDemoAccount(store, NOW),
    ]);
    assert.deepEqual(a, {
      id: DEMO_ACCOUNT_ID,
      name: 'Demo (default test key)',
      createdAt: NOW.toISOString(),
    });
    assert.deepEqual(b, a);
    assert.deepEqual(await ensureDemoAccount(store, new Date()), a);
    assert.equal(await store.countAccounts(), 1);
  });
});
