import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, LAPTOP, T_SHIRT, withKey } from '../helpers/build.js';
import { assertProblem, createTransaction, postFootprints } from '../helpers/requests.js';

test('metrics answer 400 naming each bad query field', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    url: '/v1/account/metrics?from=2026-02-30&groupBy=year&env=staging&extra=1',
    headers: withKey(harness.testKey),
  });
  assertProblem(response, 400, 'invalid-request');
  const paths = (response.json().errors as { path: string }[]).map((e) => e.path).sort();
  assert.deepEqual(paths, ['/env', '/extra', '/from', '/groupBy']);
});

test('metrics answer 400 when from is after to, or the range is over ten years', async (t) => {
  const harness = await build(t);
  for (const query of ['from=2026-11-02&to=2026-11-01', 'from=2000-01-01&to=2026-11-01']) {
    const response = await harness.app.inject({
      url: `/v1/account/metrics?${query}`,
      headers: withKey(harness.testKey),
    });
    assertProblem(response, 400, 'invalid-request');
    assert.equal(response.json().errors[0].path, '/from');
  }
});

test('a live key past the monthly quota gets 429 quota-exceeded, stores nothing, and test keys keep working', async (t) => {
  const harness = await build(t, { config: { monthlyItemQuota: 3 } });
  await createTransaction(harness, harness.liveKey, [LAPTOP, T_SHIRT]);
  const over = await postFootprints(harness, harness.liveKey, [LAPTOP, T_SHIRT]);
  assertProblem(over, 429, 'quota-exceeded');
  assert.equal(over.headers['quota-reset'], '2026-12-01T00:00:00.000Z');
  assert.equal(over.headers['retry-after'], String(8 * 24 * 60 * 60 + 16 * 60 * 60));
  const listed = await harness.app.inject({
    url: '/v1/transactions?env=production',
    headers: withKey(harness.liveKey),
  });
  assert.equal(listed.json().total, 1, 'the refused request stored nothing');

  assert.equal((await postFootprints(harness, harness.liveKey, [LAPTOP])).statusCode, 201);
  assertProblem(await postFootprints(harness, harness.liveKey, [LAPTOP]), 429, 'quota-exceeded');
  assert.equal((await postFootprints(harness, harness.testKey, [LAPTOP, T_SHIRT])).statusCode, 201);

  const usage = await harness.app.inject({
    url: '/v1/account/usage',
    headers: withKey(harness.liveKey),
  });
  assert.equal(usage.json().remaining, 0);
  assert.equal(usage.json().quota, 3);

  harness.clock.set('2026-12-01T00:00:00.000Z');
  assert.equal((await postFootprints(harness, harness.liveKey, [LAPTOP])).statusCode, 201);
});

test("an account's own quota replaces the service default for that account only", async (t) => {
  const harness = await build(t);
  await harness.store.setMonthlyQuota(harness.account.id, 2);
  await createTransaction(harness, harness.liveKey, [LAPTOP, T_SHIRT]);
  assertProblem(await postFootprints(harness, harness.liveKey, [LAPTOP]), 429, 'quota-exceeded');
  assert.equal(
    (await postFootprints(harness, harness.other.liveKey, [LAPTOP, T_SHIRT, LAPTOP])).statusCode,
    201,
  );
  const usage = await harness.app.inject({
    url: '/v1/account/usage',
    headers: withKey(harness.liveKey),
  });
  assert.equal(usage.json().quota, 2);
  assert.equal(usage.json().remaining, 0);
});
