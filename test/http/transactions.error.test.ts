import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, withKey } from '../helpers/build.js';
import { assertProblem } from '../helpers/requests.js';

test('answers 404 transaction-not-found for an unknown id', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    url: '/v1/transactions/5b1c3f0e-8a4d-4c1e-9f3a-2d7e6b5a4c3d',
    headers: withKey(harness.testKey),
  });
  assertProblem(response, 404, 'transaction-not-found');
});

test('answers 404, never 500, for malformed ids', async (t) => {
  const harness = await build(t);
  for (const id of ['123', 'not-a-uuid', "'; drop table transactions; --", 'x'.repeat(1000)]) {
    const response = await harness.app.inject({
      url: `/v1/transactions/${encodeURIComponent(id)}`,
      headers: withKey(harness.testKey),
    });
    assertProblem(response, 404, 'transaction-not-found');
  }
});

test('rejects unknown query parameters and out-of-range paging with every problem', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    url: '/v1/transactions?skip=-1&limit=101&env=staging&sort=asc',
    headers: withKey(harness.liveKey),
  });
  const errors = assertProblem(response, 400, 'invalid-request').errors ?? [];
  assert.deepEqual(errors.map((error) => error.path).sort(), ['/env', '/limit', '/skip', '/sort']);
});

test('rejects non-integer paging values', async (t) => {
  const harness = await build(t);
  for (const query of ['limit=1.5', 'limit=abc', 'skip=1e3', 'limit=0', 'skip=1&skip=2']) {
    const response = await harness.app.inject({
      url: `/v1/transactions?${query}`,
      headers: withKey(harness.liveKey),
    });
    assertProblem(response, 400, 'invalid-request');
  }
});
