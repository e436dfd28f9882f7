import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, withKey } from '../helpers/build.js';

test('describes the active calculator in /v1/methodology', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    url: '/v1/methodology',
    headers: withKey(harness.testKey),
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(
    response.json(),
    JSON.parse(JSON.stringify(harness.engine.active.methodology())),
  );
});

test('lists the categories with their factors in /v1/categories', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    url: '/v1/categories',
    headers: withKey(harness.liveKey),
  });
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json<{ version: string; scheme: string; data: unknown[] }>();
  assert.equal(body.version, harness.engine.active.version);
  assert.equal(body.scheme, 'NAICS-2017');
  assert.equal(body.data.length, harness.engine.active.categories().length);
  assert.ok(body.data.length > 100);
});
