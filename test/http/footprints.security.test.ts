import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, HEADPHONES, LAPTOP, withKey } from '../helpers/build.js';
import { runCommonRouteTests } from '../helpers/common-route-tests.js';
import { assertProblem, postFootprints } from '../helpers/requests.js';

runCommonRouteTests({
  name: 'POST /v2/footprint/products',
  defaultKeyAllowed: true,
  send: (harness, headers) =>
    harness.app.inject({
      method: 'POST',
      url: '/v2/footprint/products',
      headers,
      payload: { items: [LAPTOP] },
    }),
});

test('never exposes the owning account id', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [LAPTOP]);
  assert.equal(response.statusCode, 201);
  assert.ok(!response.body.includes('accountId'));
  assert.ok(!response.body.includes(harness.account.id));
});

test('stores a test key footprint in sandbox and a live key footprint in production', async (t) => {
  const harness = await build(t);
  const sandbox = await postFootprints(harness, harness.testKey, [LAPTOP]);
  const production = await postFootprints(harness, harness.liveKey, [LAPTOP]);
  assert.equal(sandbox.json().env, 'sandbox');
  assert.equal(production.json().env, 'production');
});

test('puts default-key footprints in the demo account, readable by id with the default key only', async (t) => {
  const harness = await build(t);
  const created = await postFootprints(harness, 'fp_test_default', [HEADPHONES]);
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json<{ id: string }>().id;
  const byDefaultKey = await harness.app.inject({
    url: `/v1/transactions/${id}`,
    headers: withKey('fp_test_default'),
  });
  assert.equal(byDefaultKey.statusCode, 200);
  const byAccountKey = await harness.app.inject({
    url: `/v1/transactions/${id}`,
    headers: withKey(harness.testKey),
  });
  assertProblem(byAccountKey, 404, 'transaction-not-found');
});

test('authenticates before reading the body, so a bad body without a key is a 401', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, null, [{ productName: 'x' }]);
  assertProblem(response, 401, 'missing-api-key');
});

test('counts a request with an invalid body against the rate limit', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [{ productName: 'x' }]);
  assertProblem(response, 400, 'invalid-request');
  assert.ok(response.headers['ratelimit-remaining'] !== undefined);
});
