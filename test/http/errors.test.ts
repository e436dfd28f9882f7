import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pino } from 'pino';
import { ERROR_CODES, StoreUnavailableError } from '../../src/errors.js';
import { PROBLEM_TABLE } from '../../src/http/problem.js';
import type { Store } from '../../src/store/store.js';
import { build, overrideStore, T_SHIRT, withKey } from '../helpers/build.js';
import { assertProblem } from '../helpers/requests.js';

const NOTES = new URL('../../docs/api-notes.md', import.meta.url);

test('has a status for every error code and documents each one in docs/api-notes.md', () => {
  const notes = readFileSync(NOTES, 'utf8');
  for (const code of ERROR_CODES) {
    const row = PROBLEM_TABLE[code];
    assert.ok(row, `${code} has no row in PROBLEM_TABLE`);
    assert.ok(row.status >= 400 && row.status < 600);
    assert.ok(notes.includes(`| \`${code}\` | ${row.status} |`), `${code} is not documented`);
  }
});

test('answers 404 not-found with a problem body for an unknown route', async (t) => {
  const harness = await build(t);
  assertProblem(await harness.app.inject({ url: '/v1/nothing-here' }), 404, 'not-found');
});

test('answers 405 with Allow for a known path and another method', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({ method: 'DELETE', url: '/v2/footprint/products' });
  assertProblem(response, 405, 'method-not-allowed');
  assert.equal(response.headers.allow, 'POST');
  const byId = await harness.app.inject({
    method: 'PUT',
    url: '/v1/transactions/5b1c3f0e-8a4d-4c1e-9f3a-2d7e6b5a4c3d',
  });
  assertProblem(byId, 405, 'method-not-allowed');
  assert.equal(byId.headers.allow, 'GET, HEAD');
});

test('answers 415 for a footprint body that is not JSON', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { ...withKey(harness.testKey), 'content-type': 'text/plain' },
    payload: 'items=1',
  });
  assertProblem(response, 415, 'unsupported-media-type');
});

test('answers 400 invalid-request for malformed or empty JSON', async (t) => {
  const harness = await build(t);
  for (const payload of ['{"items": [', '']) {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/footprint/products',
      headers: { ...withKey(harness.testKey), 'content-type': 'application/json' },
      payload,
    });
    assertProblem(response, 400, 'invalid-request');
  }
});

test('answers 413 for a body over the configured limit', async (t) => {
  const harness = await build(t);
  const item = { ...T_SHIRT, productDescription: 'x'.repeat(10_000) };
  const payload = JSON.stringify({ items: Array.from({ length: 530 }, () => item) });
  assert.ok(payload.length > 5 * 1024 * 1024);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { ...withKey(harness.testKey), 'content-type': 'application/json' },
    payload,
  });
  const problem = assertProblem(response, 413, 'payload-too-large');
  assert.match(problem.detail, /5 MiB/);
});

function failingStore(failure: () => Error): (store: Store) => Store {
  return (store) =>
    overrideStore(store, {
      getTransaction: async () => {
        throw failure();
      },
    });
}

test('answers 500 with a generic detail and hides the error', async (t) => {
  const harness = await build(t, {
    wrapStore: failingStore(() => new TypeError('SQLITE_CORRUPT in /srv/secret/footprints.sqlite')),
  });
  const response = await harness.app.inject({
    url: '/v1/transactions/5b1c3f0e-8a4d-4c1e-9f3a-2d7e6b5a4c3d',
    headers: withKey(harness.testKey),
  });
  const problem = assertProblem(response, 500, 'internal-error');
  assert.ok(problem.detail.includes(problem.requestId));
  for (const secret of ['SQLITE', 'secret', 'TypeError', 'stack', 'at ']) {
    assert.ok(!response.body.includes(secret), `the body shows "${secret}"`);
  }
});

test('logs an unexpected error in full with the request id', async (t) => {
  const lines: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
  const harness = await build(t, {
    logger,
    wrapStore: failingStore(() => new TypeError('SQLITE_CORRUPT in /srv/secret/footprints.sqlite')),
  });
  const response = await harness.app.inject({
    url: '/v1/transactions/5b1c3f0e-8a4d-4c1e-9f3a-2d7e6b5a4c3d',
    headers: { ...withKey(harness.testKey), 'x-request-id': 'trace-500' },
  });
  assert.equal(response.statusCode, 500);
  const entry = lines
    .map((line) => JSON.parse(line) as { reqId?: string; err?: { message?: string } })
    .find((logged) => logged.err !== undefined);
  assert.equal(entry?.reqId, 'trace-500');
  assert.match(entry?.err?.message ?? '', /SQLITE_CORRUPT/);
});

test('answers 503 unavailable when the store cannot be reached', async (t) => {
  const harness = await build(t, {
    wrapStore: failingStore(() => new StoreUnavailableError(new Error('ECONNREFUSED'))),
  });
  const response = await harness.app.inject({
    url: '/v1/transactions/5b1c3f0e-8a4d-4c1e-9f3a-2d7e6b5a4c3d',
    headers: withKey(harness.testKey),
  });
  assertProblem(response, 503, 'unavailable');
  assert.ok(!response.body.includes('ECONNREFUSED'));
});

test('answers a problem body with a request id and nosniff for a malformed URL', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({ url: '/v1/transactions/%E0%A4%A' });
  assert.ok(response.statusCode === 400 || response.statusCode === 404, response.body);
  assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
  assert.ok(response.headers['x-request-id']);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
});
