import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shownKey, WebClient } from '../helpers/browser-session.js';
import { build, LAPTOP, withKey } from '../helpers/build.js';
import { createTransaction } from '../helpers/requests.js';

const SIGNED_IN_PAGES = [
  '/dashboard',
  '/transactions',
  '/transactions/00000000-0000-4000-8000-000000000009',
  '/account/keys',
  '/account/keys/00000000-0000-4000-8000-000000000009/revoke',
  '/account/password',
  '/try',
];

test('every account page sends a visitor without a session to the sign-in page', async (t) => {
  const harness = await build(t);
  const visitor = new WebClient(harness.app);
  for (const url of SIGNED_IN_PAGES) {
    const response = await visitor.get(url);
    assert.equal(response.statusCode, 303, url);
    assert.equal(response.headers.location, `/sign-in?next=${encodeURIComponent(url)}`);
  }
  await visitor.get('/sign-in');
  const posted = await visitor.post('/account/keys', { kind: 'live' });
  assert.equal(posted.statusCode, 303);
  assert.match(String(posted.headers.location), /^\/sign-in/);
});

test("an account never sees or revokes another account's keys or transactions", async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/account/keys');
  const annKey = shownKey(
    (await ann.post('/account/keys', { kind: 'test', name: 'ann-key' })).body,
  );
  const keysPage = await ann.get('/account/keys');
  const annKeyId = /\/account\/keys\/([0-9a-f-]{36})\/revoke/.exec(keysPage.body)?.[1];
  assert.ok(annKeyId);
  const annTransaction = await createTransaction(harness, annKey, [LAPTOP]);

  const bob = new WebClient(harness.app);
  await bob.signUp('bob@example.com');
  const bobKeys = await bob.get('/account/keys');
  assert.doesNotMatch(bobKeys.body, /ann-key/);
  assert.doesNotMatch(bobKeys.body, new RegExp(annKeyId));
  const list = await bob.get('/transactions');
  assert.match(list.body, /0 transactions in the sandbox/);
  assert.doesNotMatch(list.body, new RegExp(annTransaction.id));
  const detail = await bob.get(`/transactions/${annTransaction.id}`);
  assert.equal(detail.statusCode, 404);
  assert.doesNotMatch(detail.body, /MacBook/);
  assert.equal((await bob.get(`/account/keys/${annKeyId}/revoke`)).statusCode, 404);
  assert.equal((await bob.post(`/account/keys/${annKeyId}/revoke`, {})).statusCode, 404);
  const stillWorks = await harness.app.inject({
    url: `/v1/transactions/${annTransaction.id}`,
    headers: withKey(annKey),
  });
  assert.equal(stillWorks.statusCode, 200, "Bob could not revoke Ann's key");

  const bobMetrics = await bob.get('/v1/account/metrics?env=sandbox');
  assert.equal(bobMetrics.statusCode, 200);
  assert.equal(bobMetrics.json().totals.items, 0);
  const annMetrics = await ann.get('/v1/account/metrics?env=sandbox');
  assert.equal(annMetrics.json().totals.items, 1);
  // The seeded API accounts see nothing of Ann's either.
  const seeded = await harness.app.inject({
    url: '/v1/account/metrics',
    headers: withKey(harness.testKey),
  });
  assert.equal(seeded.json().totals.items, 0);
});

test('security headers are on pages, API answers, errors, assets and the API reference', async (t) => {
  const harness = await build(t);
  const pages = [
    '/sign-in',
    '/assets/app.css',
    '/assets/vendor/chart.umd.min.js',
    '/docs',
    '/docs/static/index.html',
  ];
  const answers = ['/healthz', '/v1/transactions', '/no-such-page', '/openapi.json', '/metrics'];
  for (const url of [...pages, ...answers]) {
    const response = await harness.app.inject({ url });
    assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
    assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, pages.includes(url) ? /default-src 'self'/ : /default-src 'none'/, url);
    assert.match(csp, /frame-ancestors 'none'|frame-ancestors 'self'/, url);
    assert.doesNotMatch(csp, /unsafe-inline|upgrade-insecure-requests/, url);
  }
  const page = await harness.app.inject({ url: '/sign-in' });
  assert.match(String(page.headers['content-security-policy']), /script-src 'self';/);
  assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
  assert.equal(page.headers['x-frame-options'], 'DENY');
});

test('JSON answers carry only the short security headers, pages the full set', async (t) => {
  const harness = await build(t);
  const answer = await harness.app.inject({ url: '/healthz' });
  assert.equal(
    answer.headers['content-security-policy'],
    "default-src 'none'; frame-ancestors 'none'",
  );
  assert.equal(answer.headers['x-frame-options'], undefined);
  assert.equal(answer.headers['strict-transport-security'], undefined);
  const page = await harness.app.inject({ url: '/sign-in' });
  assert.equal(page.headers['strict-transport-security'], 'max-age=15552000');
  assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
});

test('only the chart library is served from node_modules', async (t) => {
  const harness = await build(t);
  const chart = await harness.app.inject({ url: '/assets/vendor/chart.umd.min.js' });
  assert.equal(chart.statusCode, 200);
  assert.ok(chart.body.length < 300 * 1024, 'under the 300 KB script budget');
  for (const url of [
    '/assets/vendor/chart.cjs',
    '/assets/vendor/../../package.json',
    '/assets/../views/layout.eta',
  ]) {
    assert.equal((await harness.app.inject({ url })).statusCode, 404, url);
  }
});

test('the form parser is the web app’s alone: the API still answers 415 to a form body', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { ...withKey(harness.testKey), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'items=1',
  });
  assert.equal(response.statusCode, 415);
});
