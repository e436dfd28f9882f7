import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, LAPTOP, withKey } from '../helpers/build.js';
import { postFootprints, type TransactionBody } from '../helpers/requests.js';

function postWithInclude(
  harness: Awaited<ReturnType<typeof build>>,
  include: string,
  items: unknown[],
) {
  return harness.app.inject({
    method: 'POST',
    url: `/v2/footprint/products?include=${include}`,
    headers: withKey(harness.testKey),
    payload: { items },
  });
}

test('footprints carry no candidates unless the client asks', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [LAPTOP]);
  assert.equal(response.statusCode, 201, response.body);
  const item = response.json<TransactionBody>().items[0];
  assert.ok(item);
  assert.equal('candidates' in item.footprint, false);
});

test('include=candidates adds the top three categories, best first, matching the category', async (t) => {
  const harness = await build(t);
  const response = await postWithInclude(harness, 'candidates', [
    { productName: 'Vinyl skin for Steam Deck handheld', productPrice: 19 },
  ]);
  assert.equal(response.statusCode, 201, response.body);
  const item = response.json<TransactionBody>().items[0];
  assert.ok(item);
  const candidates = item.footprint.candidates as Array<{
    code: string;
    title: string;
    kind: string;
    confidence: number;
  }>;
  assert.ok(Array.isArray(candidates) && candidates.length >= 1 && candidates.length <= 3);
  assert.equal(candidates[0]?.code, item.footprint.category.code);
  assert.equal(candidates[0]?.confidence, item.footprint.category.confidence);
  for (const candidate of candidates) {
    assert.deepEqual(Object.keys(candidate).sort(), ['code', 'confidence', 'kind', 'title']);
  }
  const confidences = candidates.map((candidate) => candidate.confidence);
  assert.deepEqual(
    confidences,
    [...confidences].sort((a, b) => b - a),
  );
});

test('candidates are not stored: reading the transaction back has none', async (t) => {
  const harness = await build(t);
  const created = await postWithInclude(harness, 'candidates', [LAPTOP]);
  assert.equal(created.statusCode, 201, created.body);
  const read = await harness.app.inject({
    url: String(created.headers.location),
    headers: withKey(harness.testKey),
  });
  const item = read.json<TransactionBody>().items[0];
  assert.ok(item);
  assert.equal('candidates' in item.footprint, false);
});

test('an unknown include value is a 400 naming the query parameter', async (t) => {
  const harness = await build(t);
  const response = await postWithInclude(harness, 'everything', [LAPTOP]);
  assert.equal(response.statusCode, 400, response.body);
  const body = response.json<{ code: string; detail: string; errors: Array<{ path: string }> }>();
  assert.equal(body.code, 'invalid-request');
  assert.match(body.detail, /query string/);
  assert.ok(
    body.errors.some((error) => error.path === '/include'),
    response.body,
  );
});

test('the OpenAPI document describes include, kind, conditionDetected and candidates', async (t) => {
  const harness = await build(t);
  const doc = (await harness.app.inject({ url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
  }>();
  const post = doc.paths['/v2/footprint/products']?.post;
  assert.ok(post?.parameters?.some((p) => p.name === 'include' && p.in === 'query'));
  // The footprint shape is a named component that the POST operation refers to.
  const text = JSON.stringify(doc);
  for (const field of ['not-a-product', 'conditionDetected', 'candidates']) {
    assert.ok(text.includes(field), `${field} is not in the OpenAPI document`);
  }
});
