import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shownKey, WebClient } from '../helpers/browser-session.js';
import { build, LAPTOP } from '../helpers/build.js';
import { createTransaction, postFootprints } from '../helpers/requests.js';

test('the transactions page pages by 20, filters by day, and names bad dates', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/account/keys');
  const key = shownKey((await ann.post('/account/keys', { kind: 'test' })).body);
  for (let i = 0; i < 21; i++) {
    await createTransaction(harness, key, [{ ...LAPTOP, productName: `Laptop number ${i}` }]);
    harness.clock.advance(60 * 60 * 1000);
  }
  // 21 hours later the 12-hour session has ended: signing in again is part of the story.
  assert.equal((await ann.get('/transactions')).statusCode, 303);
  assert.equal((await ann.signIn('ann@example.com', 'correct horse battery')).statusCode, 303);
  const first = await ann.get('/transactions');
  assert.match(first.body, /21 transactions in the sandbox, page 1 of 2/);
  assert.match(first.body, /Laptop number 20/);
  assert.doesNotMatch(first.body, /Laptop number 0</);
  assert.match(first.body, /rel="next"/);
  const second = await ann.get('/transactions?env=sandbox&from=&to=&page=2');
  assert.match(second.body, /Laptop number 0</);

  // The clock started 2026-11-22T08:00Z and moved an hour per transaction: 16 that day, 5 the next.
  const day = await ann.get('/transactions?env=sandbox&from=2026-11-23&to=2026-11-23');
  assert.match(day.body, /5 transactions in the sandbox\./);
  const production = await ann.get('/transactions?env=production');
  assert.match(production.body, /0 transactions in the production/);

  const bad = await ann.get('/transactions?from=2026-02-30&to=yesterday');
  assert.equal(bad.statusCode, 400);
  assert.match(bad.body, /The start date must be a day like 2026-11-01\./);
  assert.match(bad.body, /The end date must be a day like 2026-11-30\./);
  const reversed = await ann.get('/transactions?from=2026-11-23&to=2026-11-22');
  assert.match(reversed.body, /The start date must be on or before the end date\./);
});

test('what users submitted is shown as text, never as markup', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/account/keys');
  const key = shownKey(
    (await ann.post('/account/keys', { kind: 'test', name: '<b>bold</b>' })).body,
  );
  const hostile = '<img src=x onerror=alert(1)> laptop';
  const created = await createTransaction(harness, key, [{ ...LAPTOP, productName: hostile }]);
  for (const url of ['/transactions', `/transactions/${created.id}`, '/account/keys']) {
    const page = await ann.get(url);
    assert.doesNotMatch(page.body, /<img src=x|<b>bold<\/b>/, url);
  }
  assert.match(
    (await ann.get('/transactions')).body,
    /&lt;img src=x onerror=alert\(1\)&gt; laptop/,
  );
});

test('a new account’s dashboard offers a curl and a test key to paste into it', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  const empty = await ann.get('/dashboard');
  assert.match(empty.body, /No footprints yet/);
  assert.match(empty.body, /Service-Api-Key: \$FP_TEST_KEY/);
  const created = await ann.post('/account/keys', { kind: 'test', name: 'dashboard' });
  assert.equal(created.statusCode, 201);
  assert.equal(created.headers['cache-control'], 'no-store');
  const key = shownKey(created.body);
  assert.match(created.body, new RegExp(`Service-Api-Key: ${key}`));
  assert.equal((await postFootprints(harness, key, [LAPTOP])).statusCode, 201);
  assert.doesNotMatch((await ann.get('/dashboard')).body, /No footprints yet/);
});

test('a key is created only as test or production, with a short name', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/account/keys');
  const wrongKind = await ann.post('/account/keys', { kind: 'admin' });
  assert.equal(wrongKind.statusCode, 400);
  assert.match(wrongKind.body, /Choose a test or a production key\./);
  const longName = await ann.post('/account/keys', { kind: 'test', name: 'x'.repeat(101) });
  assert.match(longName.body, /at most 100 characters/);
  assert.match((await ann.get('/account/keys')).body, /No keys yet/);
});

test('the key list shows when each key was last used', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/account/keys');
  const key = shownKey((await ann.post('/account/keys', { kind: 'live' })).body);
  assert.match((await ann.get('/account/keys')).body, /never/);
  await createTransaction(harness, key, [LAPTOP]);
  // The use is recorded without delaying the request; give the write a moment to land.
  let page = '';
  for (let attempt = 0; attempt < 50; attempt++) {
    page = (await ann.get('/account/keys')).body;
    if (!page.includes('>never<')) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.doesNotMatch(page, />never</);
  assert.match(page, /datetime="2026-11-22T08:00:00.000Z"/);
});

test('try it footprints one product in the sandbox and explains the figure', async (t) => {
  const harness = await build(t);
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/try');
  const invalid = await ann.post('/try', { productName: ' ', productPrice: '-3' });
  assert.equal(invalid.statusCode, 400);
  assert.match(invalid.body, /Enter the product name\./);
  assert.match(invalid.body, /Enter the price in US dollars/);
  const result = await ann.post('/try', {
    productName: 'Apple MacBook Air 13-inch M3 laptop',
    productPrice: '1099',
  });
  assert.equal(result.statusCode, 200);
  assert.match(result.body, /334111/);
  assert.match(result.body, /Factor: \d+\.\d{4} kg CO2e per \d{4} dollar/);
  assert.match((await ann.get('/transactions?env=sandbox')).body, /1 transaction in the sandbox/);
});

test('try it is rate-limited per account like an API key', async (t) => {
  const harness = await build(t, { config: { rateLimitBurst: 2, rateLimitPerSecond: 1 } });
  const ann = new WebClient(harness.app);
  await ann.signUp('ann@example.com');
  await ann.get('/try');
  const product = { productName: 'Apple MacBook Air 13-inch M3 laptop', productPrice: '1099' };
  assert.equal((await ann.post('/try', product)).statusCode, 200);
  assert.equal((await ann.post('/try', product)).statusCode, 200);
  const limited = await ann.post('/try', product);
  assert.equal(limited.statusCode, 429);
  assert.match(limited.body, /Too many tries at once/);
  harness.clock.advance(1000);
  assert.equal((await ann.post('/try', product)).statusCode, 200);
});
