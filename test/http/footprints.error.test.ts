import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, LAPTOP, T_SHIRT } from '../helpers/build.js';
import { assertProblem, postFootprints } from '../helpers/requests.js';

async function problemsFor(items: unknown[], t: Parameters<typeof build>[0]) {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, items);
  return assertProblem(response, 400, 'invalid-request').errors ?? [];
}

function pathsOf(errors: Array<{ path: string }>): string[] {
  return errors.map((error) => error.path).sort();
}

test('reports every invalid field of every item at once', async (t) => {
  const errors = await problemsFor(
    [
      { productName: '   ', productPrice: 1.005, currency: 'usd', unknownField: 1 },
      LAPTOP,
      { productPrice: -1, quantity: 0, country: 'usa', externalId: 'not-a-uuid' },
    ],
    t,
  );
  assert.deepEqual(pathsOf(errors), [
    '/items/0/currency',
    '/items/0/productName',
    '/items/0/productPrice',
    '/items/0/unknownField',
    '/items/2/country',
    '/items/2/externalId',
    '/items/2/productName',
    '/items/2/productPrice',
    '/items/2/quantity',
  ]);
  for (const error of errors) assert.ok(error.message.length > 0);
});

test('accepts prices with two decimals that floating point cannot represent exactly', async (t) => {
  const harness = await build(t);
  for (const productPrice of [0.07, 0.29, 1.15, 4.35, 9999999.99, 10000000, 0]) {
    const response = await postFootprints(harness, harness.testKey, [{ ...T_SHIRT, productPrice }]);
    assert.equal(response.statusCode, 201, `${productPrice}: ${response.body}`);
  }
});

test('rejects prices with a third decimal, above ten million or sent as a string', async (t) => {
  const errors = await problemsFor(
    [
      { ...T_SHIRT, productPrice: 0.001 },
      { ...T_SHIRT, productPrice: 10000000.01 },
      { ...T_SHIRT, productPrice: '12.50' },
    ],
    t,
  );
  assert.deepEqual(pathsOf(errors), [
    '/items/0/productPrice',
    '/items/1/productPrice',
    '/items/2/productPrice',
  ]);
  assert.match(errors[0]?.message ?? '', /2 decimal places/);
});

test('requires a US ZIP when the country is US or absent, and allows other codes elsewhere', async (t) => {
  const errors = await problemsFor(
    [
      { ...T_SHIRT, postalCode: 'SW1A 1AA' },
      { ...T_SHIRT, postalCode: '1234', country: 'US' },
      { ...T_SHIRT, postalCode: 'SW1A 1AA', country: 'GB' },
      { ...T_SHIRT, postalCode: 'SW1A_1AA!', country: 'GB' },
      { ...T_SHIRT, postalCode: 'A'.repeat(21), country: 'GB' },
    ],
    t,
  );
  assert.deepEqual(pathsOf(errors), [
    '/items/0/postalCode',
    '/items/1/postalCode',
    '/items/3/postalCode',
    '/items/4/postalCode',
  ]);
  assert.match(errors.find((e) => e.path === '/items/0/postalCode')?.message ?? '', /ZIP/);
});

test('counts the product name after trimming: 500 characters pass, 501 fail', async (t) => {
  const harness = await build(t);
  const fits = await postFootprints(harness, harness.testKey, [
    { ...T_SHIRT, productName: `  ${'a'.repeat(500)}  ` },
  ]);
  assert.equal(fits.statusCode, 201, fits.body);
  const tooLong = await postFootprints(harness, harness.testKey, [
    { ...T_SHIRT, productName: 'a'.repeat(501) },
  ]);
  assert.deepEqual(pathsOf(assertProblem(tooLong, 400, 'invalid-request').errors ?? []), [
    '/items/0/productName',
  ]);
});

test('limits text fields and quantity', async (t) => {
  const errors = await problemsFor(
    [
      {
        ...T_SHIRT,
        productDescription: 'd'.repeat(10_001),
        manufacturer: 'm'.repeat(201),
        sku: 's'.repeat(201),
        category: 'c'.repeat(201),
        quantity: 10_001,
      },
      { ...T_SHIRT, quantity: 1.5 },
      { ...T_SHIRT, newProduct: 'yes' },
    ],
    t,
  );
  assert.deepEqual(pathsOf(errors), [
    '/items/0/category',
    '/items/0/manufacturer',
    '/items/0/productDescription',
    '/items/0/quantity',
    '/items/0/sku',
    '/items/1/quantity',
    '/items/2/newProduct',
  ]);
});

test('requires 1 to 1,000 items and nothing but items', async (t) => {
  const harness = await build(t);
  const none = await postFootprints(harness, harness.testKey, []);
  assert.deepEqual(assertProblem(none, 400, 'invalid-request').errors?.[0]?.path, '/items');
  const tooMany = await postFootprints(
    harness,
    harness.testKey,
    Array.from({ length: 1001 }, () => T_SHIRT),
  );
  assert.deepEqual(assertProblem(tooMany, 400, 'invalid-request').errors?.[0]?.path, '/items');
  const extra = await harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { 'service-api-key': harness.testKey },
    payload: { items: [T_SHIRT], note: 'x' },
  });
  assert.deepEqual(assertProblem(extra, 400, 'invalid-request').errors, [
    { path: '/note', message: 'is not a known field' },
  ]);
});

test('rejects a country that is not an assigned ISO 3166-1 alpha-2 code', async (t) => {
  const errors = await problemsFor(
    [
      { ...T_SHIRT, postalCode: 'SW1A 1AA', country: 'UK' },
      { ...T_SHIRT, postalCode: '12345', country: 'XX' },
      { ...T_SHIRT, postalCode: 'SW1A 1AA', country: 'GB' },
    ],
    t,
  );
  assert.deepEqual(errors, [
    { path: '/items/0/country', message: 'must be an ISO 3166-1 alpha-2 country code such as US' },
    { path: '/items/1/country', message: 'must be an ISO 3166-1 alpha-2 country code such as US' },
  ]);
});

test('rejects a currency the calculator has no rate for, naming the item', async (t) => {
  const errors = await problemsFor([T_SHIRT, { ...T_SHIRT, currency: 'XXX' }], t);
  assert.deepEqual(pathsOf(errors), ['/items/1/currency']);
});

test('reports an unsupported currency together with the other invalid items', async (t) => {
  const errors = await problemsFor(
    [
      { ...T_SHIRT, productPrice: 1.005 },
      { ...T_SHIRT, currency: 'XXX' },
    ],
    t,
  );
  assert.deepEqual(pathsOf(errors), ['/items/0/productPrice', '/items/1/currency']);
});

test('reports an invalid Idempotency-Key together with an invalid body', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(
    harness,
    harness.testKey,
    [
      { ...T_SHIRT, productPrice: -1 },
      { ...T_SHIRT, currency: 'XXX' },
    ],
    { 'idempotency-key': 'k'.repeat(256) },
  );
  const problem = assertProblem(response, 400, 'invalid-request');
  assert.deepEqual(pathsOf(problem.errors ?? []), [
    '/idempotency-key',
    '/items/0/productPrice',
    '/items/1/currency',
  ]);
  assert.equal(problem.detail, 'The request body and headers are invalid.');
});

test('rejects an Idempotency-Key longer than 255 characters', async (t) => {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [T_SHIRT], {
    'idempotency-key': 'k'.repeat(256),
  });
  assert.deepEqual(pathsOf(assertProblem(response, 400, 'invalid-request').errors ?? []), [
    '/idempotency-key',
  ]);
});

test('stores nothing when validation fails', async (t) => {
  const harness = await build(t);
  await postFootprints(harness, harness.testKey, [T_SHIRT, { productName: 'x' }]);
  const page = await harness.store.listTransactions(harness.account.id, 'sandbox', {
    skip: 0,
    limit: 10,
  });
  assert.equal(page.total, 0);
});
