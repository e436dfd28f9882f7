import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, LAPTOP, overrideStore, withKey } from '../helpers/build.js';
import { assertProblem, postFootprints } from '../helpers/requests.js';

test('a verified key is looked up in the store once while the key cache holds it', async (t) => {
  let lookups = 0;
  const harness = await build(t, {
    config: { keyCacheMs: 60_000 },
    wrapStore: (store) =>
      overrideStore(store, {
        findApiKeyByHash: (hash) => {
          lookups += 1;
          return store.findApiKeyByHash(hash);
        },
      }),
  });
  for (let i = 0; i < 3; i += 1) {
    const response = await harness.app.inject({
      url: '/v1/transactions',
      headers: withKey(harness.testKey),
    });
    assert.equal(response.statusCode, 200);
  }
  assert.equal(lookups, 1);
});

test('without the key cache, a revoked key is refused by the very next request', async (t) => {
  const harness = await build(t, { config: { keyCacheMs: 0 } });
  const url = '/v1/transactions';
  assert.equal(
    (await harness.app.inject({ url, headers: withKey(harness.testKey) })).statusCode,
    200,
  );
  await harness.store.revokeApiKey(harness.account.id, harness.testKeyId, new Date().toISOString());
  assert.equal(
    (await harness.app.inject({ url, headers: withKey(harness.testKey) })).statusCode,
    401,
  );
});

test('revoked and unknown keys are never cached', async (t) => {
  let lookups = 0;
  const harness = await build(t, {
    config: { keyCacheMs: 60_000 },
    wrapStore: (store) =>
      overrideStore(store, {
        findApiKeyByHash: (hash) => {
          lookups += 1;
          return store.findApiKeyByHash(hash);
        },
      }),
  });
  for (let i = 0; i < 2; i += 1) {
    const response = await harness.app.inject({
      url: '/v1/transactions',
      headers: withKey(harness.revokedKey),
    });
    assert.equal(response.statusCode, 401);
  }
  assert.equal(lookups, 2);
});

test("an account's quota is read from the store once while the key cache holds it", async (t) => {
  let quotaReads = 0;
  const harness = await build(t, {
    config: { keyCacheMs: 60_000 },
    wrapStore: (store) =>
      overrideStore(store, {
        getMonthlyQuota: (accountId) => {
          quotaReads += 1;
          return store.getMonthlyQuota(accountId);
        },
      }),
  });
  await harness.store.setMonthlyQuota(harness.account.id, 2);
  assert.equal((await postFootprints(harness, harness.liveKey, [LAPTOP])).statusCode, 201);
  assert.equal((await postFootprints(harness, harness.liveKey, [LAPTOP])).statusCode, 201);
  assertProblem(await postFootprints(harness, harness.liveKey, [LAPTOP]), 429, 'quota-exceeded');
  assert.equal(quotaReads, 1);
});
