import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, withKey } from '../helpers/build.js';
import { createTransaction } from '../helpers/requests.js';

test('reads a transaction by id with the key that created it', async (t) => {
  const harness = await build(t);
  const created = await createTransaction(harness, harness.testKey);
  const response = await harness.app.inject({
    url: `/v1/transactions/${created.id}`,
    headers: withKey(harness.testKey),
  });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), created);
});

test('finds an id sent in upper case', async (t) => {
  const harness = await build(t);
  const created = await createTransaction(harness, harness.testKey);
  const response = await harness.app.inject({
    url: `/v1/transactions/${created.id.toUpperCase()}`,
    headers: withKey(harness.testKey),
  });
  assert.equal(response.statusCode, 200);
});

test('lets a live key read sandbox transactions of its account by id', async (t) => {
  const harness = await build(t);
  const created = await createTransaction(harness, harness.testKey);
  const response = await harness.app.inject({
    url: `/v1/transactions/${created.id}`,
    headers: withKey(harness.liveKey),
  });
  assert.equal(response.statusCode, 200);
});

test("lists the key's own environment by default and the other one on request", async (t) => {
  const harness = await build(t);
  const sandbox = await createTransaction(harness, harness.testKey);
  const production = await createTransaction(harness, harness.liveKey);
  const own = await harness.app.inject({
    url: '/v1/transactions',
    headers: withKey(harness.liveKey),
  });
  assert.deepEqual(
    own.json<{ data: Array<{ id: string }> }>().data.map((tx) => tx.id),
    [production.id],
  );
  const other = await harness.app.inject({
    url: '/v1/transactions?env=sandbox',
    headers: withKey(harness.liveKey),
  });
  assert.deepEqual(
    other.json<{ data: Array<{ id: string }> }>().data.map((tx) => tx.id),
    [sandbox.id],
  );
  const testKeyList = await harness.app.inject({
    url: '/v1/transactions?env=sandbox',
    headers: withKey(harness.testKey),
  });
  assert.equal(testKeyList.statusCode, 200);
  assert.deepEqual(testKeyList.json(), {
    data: [sandbox],
    skip: 0,
    limit: 20,
    total: 1,
    hasMore: false,
  });
});
