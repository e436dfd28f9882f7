import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roundKg } from '../../src/engine/index.js';
import { build, HEADPHONES, LAPTOP, T_SHIRT, withKey } from '../helpers/build.js';
import { postFootprints, type TransactionBody } from '../helpers/requests.js';

const TRANSACTION_FIELDS = ['dateCreated', 'dateUpdated', 'env', 'id', 'items'];
const ITEM_FIELDS = ['externalId', 'footprint', 'id', 'submission'];
const SUBMISSION_FIELDS = [
  'category',
  'country',
  'currency',
  'description',
  'id',
  'isUsed',
  'manufacturer',
  'price',
  'quantity',
  'sku',
  'title',
  'zip',
];
const FOOTPRINT_FIELDS = [
  'carbonFootprint',
  'carbonFootprintCradleToShelf',
  'carbonFootprintPerDollar',
  'carbonFootprintRetailOnly',
  'carbonFootprintSavings',
  'category',
  'conditionDetected',
  'currency',
  'dateCreated',
  'expiresAt',
  'id',
  'method',
  'version',
];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const sorted = (value: object) => Object.keys(value).sort();

test('footprints three products in one request: 201, Location and the full shape', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [LAPTOP, HEADPHONES, T_SHIRT]);
  assert.equal(response.statusCode, 201, response.body);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  const body = response.json<TransactionBody>();
  assert.equal(response.headers.location, `/v1/transactions/${body.id}`);
  assert.deepEqual(sorted(body), TRANSACTION_FIELDS);
  assert.match(body.id, UUID_V4);
  assert.equal(body.env, 'sandbox');
  assert.equal(body.dateCreated, '2026-11-22T08:00:00.000Z');
  assert.equal(body.dateUpdated, body.dateCreated);
  assert.deepEqual(
    body.items.map((item) => item.submission.title),
    [LAPTOP.productName, HEADPHONES.productName, T_SHIRT.productName],
  );
  for (const item of body.items) {
    assert.deepEqual(sorted(item), ITEM_FIELDS);
    assert.deepEqual(sorted(item.submission), SUBMISSION_FIELDS);
    assert.deepEqual(sorted(item.footprint), FOOTPRINT_FIELDS);
    assert.deepEqual(sorted(item.footprint.category), [
      'code',
      'confidence',
      'fallback',
      'kind',
      'scheme',
      'title',
    ]);
    assert.match(item.id, UUID_V4);
    assert.match(String(item.footprint.id), UUID_V4);
    assert.equal(item.footprint.currency, 'USD');
    assert.equal(item.footprint.expiresAt, '2026-11-29T08:00:00.000Z');
    assert.equal(item.footprint.version, harness.engine.active.version);
    assert.equal(item.footprint.method, harness.engine.active.method);
  }
});

test('returns the same shape from POST and GET, with explicit nulls', async (t) => {
  const harness = await build(t);
  const created = await postFootprints(harness, harness.testKey, [LAPTOP]);
  const read = await harness.app.inject({
    url: String(created.headers.location),
    headers: withKey(harness.testKey),
  });
  assert.equal(read.statusCode, 200);
  assert.deepEqual(read.json(), created.json());
  const item = created.json<TransactionBody>().items[0];
  assert.ok(item);
  assert.equal(item.externalId, null);
  assert.equal(item.submission.zip, null);
  assert.equal(item.submission.sku, null);
  assert.equal(item.submission.manufacturer, null);
  assert.equal(item.submission.category, null);
  assert.equal(item.footprint.carbonFootprintSavings, null);
});

test('applies the documented defaults and trims the product name', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [
    { productName: '   Stainless steel chef knife  ', productPrice: 49 },
  ]);
  const submission = response.json<TransactionBody>().items[0]?.submission;
  assert.deepEqual(
    { ...submission, id: undefined },
    {
      id: undefined,
      zip: null,
      sku: null,
      currency: 'USD',
      manufacturer: null,
      title: 'Stainless steel chef knife',
      price: 49,
      category: null,
      description: '',
      isUsed: false,
      quantity: 1,
      country: 'US',
    },
  );
});

test('reports the engine figures rounded to grams', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [T_SHIRT]);
  const footprint = response.json<TransactionBody>().items[0]?.footprint;
  assert.ok(footprint);
  const calculator = harness.engine.active;
  const figures = calculator.footprint(
    {
      name: T_SHIRT.productName,
      description: '',
      manufacturer: null,
      sku: null,
      categoryHint: null,
      price: T_SHIRT.productPrice,
      currency: 'USD',
      quantity: T_SHIRT.quantity,
      postalCode: T_SHIRT.postalCode,
      country: 'US',
      isUsed: false,
      purchasedAt: harness.clock.now(),
    },
    String(footprint.category.code),
  );
  assert.equal(footprint.carbonFootprint, roundKg(figures.carbonFootprint));
  assert.equal(footprint.carbonFootprintRetailOnly, roundKg(figures.carbonFootprintRetailOnly));
  assert.ok(Number(footprint.carbonFootprint) > 0);
});

test('gives a used product savings and a footprint below cradle-to-shelf', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [HEADPHONES]);
  const item = response.json<TransactionBody>().items[0];
  assert.ok(item);
  assert.equal(item.submission.isUsed, true);
  assert.equal(typeof item.footprint.carbonFootprintSavings, 'number');
  assert.ok(
    Number(item.footprint.carbonFootprint) < Number(item.footprint.carbonFootprintCradleToShelf),
  );
});

test('answers a per-dollar figure of null for a free product', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [
    { ...T_SHIRT, productPrice: 0 },
  ]);
  assert.equal(response.statusCode, 201, response.body);
  assert.equal(response.json<TransactionBody>().items[0]?.footprint.carbonFootprintPerDollar, null);
});

test('keeps the client fields: externalId, sku, manufacturer, category hint and postal code', async (t) => {
  const harness = await build(t);
  const externalId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  const response = await postFootprints(harness, harness.testKey, [
    {
      ...LAPTOP,
      externalId,
      sku: 'MBA-13-M3',
      manufacturer: 'Apple',
      category: 'Electronics > Computers > Laptops',
      postalCode: '10001-1234',
      productDescription: 'Thin and light laptop',
    },
  ]);
  assert.equal(response.statusCode, 201, response.body);
  const item = response.json<TransactionBody>().items[0];
  assert.equal(item?.externalId, externalId);
  assert.equal(item?.submission.sku, 'MBA-13-M3');
  assert.equal(item?.submission.manufacturer, 'Apple');
  assert.equal(item?.submission.category, 'Electronics > Computers > Laptops');
  assert.equal(item?.submission.zip, '10001-1234');
  assert.equal(item?.submission.description, 'Thin and light laptop');
});

test('accepts a non-US postal code and another supported currency', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [
    { ...T_SHIRT, country: 'GB', postalCode: 'SW1A 1AA', currency: 'EUR' },
  ]);
  assert.equal(response.statusCode, 201, response.body);
  const item = response.json<TransactionBody>().items[0];
  assert.equal(item?.submission.currency, 'EUR');
  assert.equal(item?.footprint.currency, 'USD');
});

test('categorizes a repeated product once and then serves it from the cache', async (t) => {
  const harness = await build(t);
  await postFootprints(harness, harness.testKey, [HEADPHONES, HEADPHONES]);
  await postFootprints(harness, harness.testKey, [HEADPHONES]);
  const metrics = (await harness.app.inject({ url: '/metrics' })).body;
  assert.match(metrics, /footprint_category_cache_misses_total 1\b/);
  assert.match(metrics, /footprint_category_cache_hits_total 1\b/);
});

test('echoes a safe X-Request-Id and replaces an unsafe one', async (t) => {
  const harness = await build(t);
  const echoed = await harness.app.inject({
    url: '/healthz',
    headers: { 'x-request-id': 'abc-123:x.y_z' },
  });
  assert.equal(echoed.headers['x-request-id'], 'abc-123:x.y_z');
  const replaced = await harness.app.inject({
    url: '/healthz',
    headers: { 'x-request-id': 'a b<script>' },
  });
  assert.match(String(replaced.headers['x-request-id']), UUID_V4);
  const tooLong = await harness.app.inject({
    url: '/healthz',
    headers: { 'x-request-id': 'a'.repeat(129) },
  });
  assert.match(String(tooLong.headers['x-request-id']), UUID_V4);
});

test('serves a footprint over a real socket', async (t) => {
  const harness = await build(t);
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const address = harness.app.server.address();
  assert.ok(address !== null && typeof address === 'object');
  const response = await fetch(`http://127.0.0.1:${address.port}/v2/footprint/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'service-api-key': harness.testKey },
    body: JSON.stringify({ items: [T_SHIRT] }),
  });
  assert.equal(response.status, 201);
  assert.ok(response.headers.get('x-request-id'));
  const body = (await response.json()) as TransactionBody;
  assert.equal(response.headers.get('location'), `/v1/transactions/${body.id}`);
});
