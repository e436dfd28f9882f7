import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { build, LAPTOP, withKey } from '../helpers/build.js';

interface Operation {
  method: string;
  path: string;
}

const RUNS = 10_000;

/** Strings a hostile client sends: unicode, control characters, huge and odd numbers, traversal. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '../../../etc/passwd',
    '%00',
    '%ff%fe',
    '1e309',
    '-0',
    'NaN',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '\u202e',
    'a'.repeat(5000),
  ),
);

const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 0.1 + 0.2),
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'items', 'productName')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** A valid footprint body with one field replaced, removed or retyped. */
const mutatedBody = fc
  .record({
    field: fc.constantFrom(
      'productName',
      'productPrice',
      'currency',
      'quantity',
      'postalCode',
      'country',
      'newProduct',
      'externalId',
      'extra',
    ),
    value: hostileJson,
    count: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ field, value, count }) => ({
    items: Array.from({ length: count }, () => ({ ...LAPTOP, [field]: value })),
  }));

test(`${RUNS.toLocaleString('en-US')} requests generated from the OpenAPI document and hostile mutations never get a 5xx`, async (t) => {
  const harness = await build(t, { config: { rateLimitPerSecond: 0 } });
  const document = (await harness.app.inject({ url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  assert.ok(operations.length >= 6);

  const request = fc.record({
    operation: fc.constantFrom(...operations),
    param: hostileString,
    query: fc.dictionary(fc.constantFrom('skip', 'limit', 'env', 'x', '__proto__'), hostileString, {
      maxKeys: 3,
    }),
    key: fc.constantFrom('valid', 'live', 'none', 'garbage', 'revoked'),
    body: fc.oneof(mutatedBody, hostileJson),
    raw: fc.option(fc.string({ unit: 'binary', maxLength: 60 }), { freq: 5 }),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ),
    idempotencyKey: fc.option(hostileString, { freq: 3 }),
  });

  const keys: Record<string, string | null> = {
    valid: harness.testKey,
    live: harness.liveKey,
    none: null,
    garbage: 'fp_test_x',
    revoked: harness.revokedKey,
  };

  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const path = r.operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(r.param));
      const query = new URLSearchParams(r.query).toString();
      const headers: Record<string, string> = {
        ...(keys[r.key] ? withKey(keys[r.key] ?? '') : {}),
      };
      const hasBody = r.operation.method === 'POST';
      if (hasBody) headers['content-type'] = r.contentType;
      if (r.idempotencyKey !== null)
        headers['idempotency-key'] = r.idempotencyKey.replace(/[^\t\x20-\x7e]/g, '');
      const response = await harness.app.inject({
        method: r.operation.method as 'GET',
        url: query ? `${path}?${query}` : path,
        headers,
        ...(hasBody ? { payload: r.raw ?? JSON.stringify(r.body) } : {}),
      });
      assert.ok(
        response.statusCode < 500,
        `${r.operation.method} ${path}: ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
      if (response.statusCode >= 400) {
        assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
        assert.doesNotMatch(response.body, /\n\s+at /, 'no stack trace');
      }
    }),
    { numRuns: RUNS },
  );
  assert.equal((await harness.app.inject({ url: '/healthz' })).statusCode, 200);
});
