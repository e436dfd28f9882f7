import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { StoreUnavailableError } from '../../src/errors.js';
import { API_VERSION } from '../../src/http/openapi/document.js';
import { build, LAPTOP, overrideStore, withKey } from '../helpers/build.js';
import { assertProblem, postFootprints } from '../helpers/requests.js';

test('answers /healthz without a key', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({ url: '/healthz' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok' });
  assert.equal(response.headers['ratelimit-limit'], undefined);
});

test('answers /readyz 200 when the store answers', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({ url: '/readyz' });
  assert.equal(response.statusCode, 200);
});

test('answers /readyz 503 unavailable when the store does not answer', async (t) => {
  const harness = await build(t, {
    wrapStore: (store) =>
      overrideStore(store, {
        ping: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
        },
      }),
  });
  const response = await harness.app.inject({ url: '/readyz' });
  assertProblem(response, 503, 'unavailable');
  assert.ok(!response.body.includes('ECONNREFUSED'));
});

test('answers /readyz 503 for a StoreUnavailableError too', async (t) => {
  const harness = await build(t, {
    wrapStore: (store) =>
      overrideStore(store, {
        ping: async () => {
          throw new StoreUnavailableError();
        },
      }),
  });
  assertProblem(await harness.app.inject({ url: '/readyz' }), 503, 'unavailable');
});

test('counts requests by route pattern and status in /metrics', async (t) => {
  const harness = await build(t);
  const created = await postFootprints(harness, harness.testKey, [LAPTOP]);
  await harness.app.inject({
    url: String(created.headers.location),
    headers: withKey(harness.testKey),
  });
  await harness.app.inject({ url: '/v1/transactions/unknown', headers: withKey(harness.testKey) });
  const response = await harness.app.inject({ url: '/metrics' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^text\/plain/);
  const text = response.body;
  assert.match(
    text,
    /http_requests_total\{method="POST",route="\/v2\/footprint\/products",status="201"\} 1/,
  );
  assert.match(
    text,
    /http_requests_total\{method="GET",route="\/v1\/transactions\/:id",status="200"\} 1/,
  );
  assert.match(
    text,
    /http_requests_total\{method="GET",route="\/v1\/transactions\/:id",status="404"\} 1/,
  );
  assert.match(text, /http_request_duration_seconds_bucket\{le="0.005",method="POST"/);
  assert.match(text, /footprint_category_cache_misses_total 1/);
});

test('keeps metrics per app instance', async (t) => {
  const first = await build(t);
  const second = await build(t);
  await first.app.inject({ url: '/healthz' });
  const text = (await second.app.inject({ url: '/metrics' })).body;
  assert.doesNotMatch(text, /route="\/healthz"/);
});

test('serves an OpenAPI 3.1 document that covers every route', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({ url: '/openapi.json' });
  assert.equal(response.statusCode, 200);
  const doc = response.json<{
    openapi: string;
    info: { title: string; version: string; 'x-calculator-version': string };
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  }>();
  assert.equal(doc.openapi, '3.1.0');
  const validation = await new Validator().validate(response.json());
  assert.deepEqual(validation.errors, undefined, 'the document breaks the OpenAPI 3.1 schema');
  assert.equal(validation.valid, true);
  assert.equal(doc.info.version, API_VERSION);
  assert.equal(doc.info['x-calculator-version'], harness.engine.active.version);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  for (const expected of [
    'POST /v2/footprint/products',
    'GET /v1/transactions/{id}',
    'GET /v1/transactions',
    'GET /v1/methodology',
    'GET /v1/categories',
    'GET /healthz',
    'GET /readyz',
    'GET /metrics',
  ]) {
    assert.ok(operations.includes(expected), `${expected} is missing`);
  }
  const post = doc.paths['/v2/footprint/products']?.post;
  assert.ok(post?.responses['201']);
  assert.ok(post?.responses['409']);
  assert.ok(doc.components.securitySchemes.serviceApiKey);
  const body = JSON.stringify(doc.components);
  for (const field of ['productName', 'productPrice', 'x-max-decimal-places', 'carbonFootprint']) {
    assert.ok(body.includes(field), `${field} is not in the components`);
  }
});

test('documents problems as application/problem+json and the headers the contract names', async (t) => {
  const harness = await build(t);
  type Response = { headers?: Record<string, unknown>; content?: Record<string, unknown> };
  const doc = (await harness.app.inject({ url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  }>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        assert.deepEqual(
          Object.keys(response.content ?? {}),
          ['application/problem+json'],
          `${method} ${path} ${status}`,
        );
      }
    }
  }
  const post = doc.paths['/v2/footprint/products']?.post?.responses ?? {};
  const headersOf = (status: string) => Object.keys(post[status]?.headers ?? {});
  for (const name of ['Location', 'Idempotent-Replayed', 'RateLimit-Limit', 'RateLimit-Reset']) {
    assert.ok(headersOf('201').includes(name), `201 lacks ${name}`);
  }
  assert.ok(headersOf('429').includes('Retry-After'));
  assert.ok(headersOf('401').includes('WWW-Authenticate'));
  const list = doc.paths['/v1/transactions']?.get?.responses['200'];
  assert.ok(Object.keys(list?.headers ?? {}).includes('RateLimit-Remaining'));
});

test('serves the interactive docs from local files', async (t) => {
  const harness = await build(t);
  const page = await harness.app.inject({ url: '/docs/' });
  const html =
    page.statusCode === 302
      ? await harness.app.inject({ url: String(page.headers.location) })
      : page;
  assert.equal(html.statusCode, 200);
  assert.match(html.body, /swagger/i);
  assert.doesNotMatch(html.body, /https?:\/\/(unpkg|cdn|cdnjs)/);
  const bundle = await harness.app.inject({ url: '/docs/static/swagger-ui-bundle.js' });
  assert.equal(bundle.statusCode, 200);
});

test('closes the app without closing the store it was given', async (t) => {
  const harness = await build(t);
  await harness.app.close();
  await harness.store.ping();
  const page = await harness.store.listTransactions(harness.account.id, 'sandbox', {
    skip: 0,
    limit: 1,
  });
  assert.equal(page.total, 0);
});
