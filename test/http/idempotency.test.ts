import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, HEADPHONES, LAPTOP, T_SHIRT } from '../helpers/build.js';
import { assertProblem, postFootprints, type TransactionBody } from '../helpers/requests.js';

const KEY = { 'idempotency-key': 'order-2026-11-22-0001' };

async function countTransactions(harness: Awaited<ReturnType<typeof build>>): Promise<number> {
  const page = await harness.store.listTransactions(harness.account.id, 'sandbox', {
    skip: 0,
    limit: 100,
  });
  return page.total;
}

test('replays the first response with the same ids and Idempotent-Replayed: true', async (t) => {
  const harness = await build(t);
  const first = await postFootprints(harness, harness.testKey, [LAPTOP, T_SHIRT], KEY);
  assert.equal(first.statusCode, 201);
  assert.equal(first.headers['idempotent-replayed'], undefined);
  harness.clock.advance(60 * 60 * 1000);
  const again = await postFootprints(harness, harness.testKey, [LAPTOP, T_SHIRT], KEY);
  assert.equal(again.statusCode, 201);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(again.headers.location, first.headers.location);
  assert.deepEqual(again.json(), first.json());
  assert.equal(await countTransactions(harness), 1);
});

test('treats a body with reordered keys and explicit defaults as the same request', async (t) => {
  const harness = await build(t);
  const first = await postFootprints(harness, harness.testKey, [LAPTOP], KEY);
  const reordered = await postFootprints(
    harness,
    harness.testKey,
    [{ productPrice: LAPTOP.productPrice, productName: LAPTOP.productName, quantity: 1 }],
    KEY,
  );
  assert.equal(reordered.statusCode, 201);
  assert.equal(reordered.json<TransactionBody>().id, first.json<TransactionBody>().id);
});

test('answers 409 idempotency-key-reused for the same key with another body', async (t) => {
  const harness = await build(t);
  await postFootprints(harness, harness.testKey, [LAPTOP], KEY);
  const other = await postFootprints(harness, harness.testKey, [HEADPHONES], KEY);
  assertProblem(other, 409, 'idempotency-key-reused');
  assert.equal(await countTransactions(harness), 1);
});

test('scopes keys by account: another account may use the same key', async (t) => {
  const harness = await build(t);
  const mine = await postFootprints(harness, harness.testKey, [LAPTOP], KEY);
  const theirs = await postFootprints(harness, harness.other.testKey, [HEADPHONES], KEY);
  assert.equal(theirs.statusCode, 201);
  assert.notEqual(theirs.json<TransactionBody>().id, mine.json<TransactionBody>().id);
});

test('does not replay a production transaction to a test key of the same account', async (t) => {
  const harness = await build(t);
  const live = await postFootprints(harness, harness.liveKey, [LAPTOP], KEY);
  assert.equal(live.json<TransactionBody>().env, 'production');
  const test = await postFootprints(harness, harness.testKey, [LAPTOP], KEY);
  const problem = assertProblem(test, 409, 'idempotency-key-reused');
  assert.match(problem.detail, /other environment/);
  assert.doesNotMatch(test.body, new RegExp(live.json<TransactionBody>().id));
  assert.equal(await countTransactions(harness), 0);
});

test('does not replay a sandbox transaction to a production key of the same account', async (t) => {
  const harness = await build(t);
  const sandbox = await postFootprints(harness, harness.testKey, [LAPTOP], KEY);
  assert.equal(sandbox.statusCode, 201);
  const live = await postFootprints(harness, harness.liveKey, [LAPTOP], KEY);
  assertProblem(live, 409, 'idempotency-key-reused');
  assert.equal(live.headers['idempotent-replayed'], undefined);
});

test('keeps environments apart when a test and a live key race with one key', async (t) => {
  const harness = await build(t);
  const [sandbox, production] = await Promise.all([
    postFootprints(harness, harness.testKey, [T_SHIRT], KEY),
    postFootprints(harness, harness.liveKey, [T_SHIRT], KEY),
  ]);
  const statuses = [sandbox.statusCode, production.statusCode].sort();
  assert.deepEqual(statuses, [201, 409]);
  if (sandbox.statusCode === 201) assert.equal(sandbox.json<TransactionBody>().env, 'sandbox');
  else assert.equal(production.json<TransactionBody>().env, 'production');
});

test('creates a new transaction once the idempotency window has passed', async (t) => {
  const harness = await build(t);
  const first = await postFootprints(harness, harness.testKey, [LAPTOP], KEY);
  harness.clock.advance(25 * 60 * 60 * 1000);
  const later = await postFootprints(harness, harness.testKey, [LAPTOP], KEY);
  assert.equal(later.statusCode, 201);
  assert.equal(later.headers['idempotent-replayed'], undefined);
  assert.notEqual(later.json<TransactionBody>().id, first.json<TransactionBody>().id);
});

test('stores one transaction for concurrent requests with one key', async (t) => {
  const harness = await build(t);
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => postFootprints(harness, harness.testKey, [T_SHIRT], KEY)),
  );
  const ids = new Set(responses.map((response) => response.json<TransactionBody>().id));
  assert.deepEqual(
    responses.map((response) => response.statusCode),
    responses.map(() => 201),
  );
  assert.equal(ids.size, 1);
  assert.equal(responses.filter((r) => r.headers['idempotent-replayed'] === 'true').length, 7);
  assert.equal(await countTransactions(harness), 1);
});

test('keeps anonymous users of the default key apart', async (t) => {
  const harness = await build(t);
  const alice = await harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { 'service-api-key': 'fp_test_default', ...KEY },
    payload: { items: [LAPTOP] },
    remoteAddress: '203.0.113.1',
  });
  const bob = await harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { 'service-api-key': 'fp_test_default', ...KEY },
    payload: { items: [HEADPHONES] },
    remoteAddress: '203.0.113.2',
  });
  assert.equal(alice.statusCode, 201);
  assert.equal(bob.statusCode, 201);
  assert.notEqual(bob.json<TransactionBody>().id, alice.json<TransactionBody>().id);
});
