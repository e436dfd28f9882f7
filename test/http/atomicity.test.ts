import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, HEADPHONES, LAPTOP, overrideStore, T_SHIRT } from '../helpers/build.js';
import { assertProblem, postFootprints } from '../helpers/requests.js';

test('stores nothing and reports the item when one of many is invalid', async (t) => {
  const harness = await build(t);
  const items = [LAPTOP, HEADPHONES, { ...T_SHIRT, productPrice: 12.345 }, T_SHIRT];
  const response = await postFootprints(harness, harness.testKey, items);
  const problem = assertProblem(response, 400, 'invalid-request');
  assert.deepEqual(
    problem.errors?.map((error) => error.path),
    ['/items/2/productPrice'],
  );
  const page = await harness.store.listTransactions(harness.account.id, 'sandbox', {
    skip: 0,
    limit: 10,
  });
  assert.equal(page.total, 0);
});

test('stores nothing when one item has a currency without a rate', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [
    LAPTOP,
    { ...T_SHIRT, currency: 'ZZZ' },
  ]);
  assertProblem(response, 400, 'invalid-request');
  const page = await harness.store.listTransactions(harness.account.id, 'sandbox', {
    skip: 0,
    limit: 10,
  });
  assert.equal(page.total, 0);
});

test('answers 5xx and keeps no new categories cached when the store write fails', async (t) => {
  let failWrites = true;
  const harness = await build(t, {
    wrapStore: (store) =>
      overrideStore(store, {
        createTransaction: async (input) => {
          if (failWrites) throw new Error('disk I/O error');
          return store.createTransaction(input);
        },
      }),
  });
  const failed = await postFootprints(harness, harness.testKey, [HEADPHONES]);
  assertProblem(failed, 500, 'internal-error');
  failWrites = false;
  const retried = await postFootprints(harness, harness.testKey, [HEADPHONES]);
  assert.equal(retried.statusCode, 201);
  const metrics = (await harness.app.inject({ url: '/metrics' })).body;
  assert.match(metrics, /footprint_category_cache_misses_total 2/);
});
