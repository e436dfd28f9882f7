import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, HEADPHONES, LAPTOP, T_SHIRT, withKey } from '../helpers/build.js';
import { createTransaction, postFootprints } from '../helpers/requests.js';

test('metrics sum the footprints of the key environment by day and by category', async (t) => {
  const harness = await build(t);
  const first = await createTransaction(harness, harness.testKey, [LAPTOP, HEADPHONES]);
  harness.clock.advance(24 * 60 * 60 * 1000);
  const second = await createTransaction(harness, harness.testKey, [T_SHIRT]);
  await createTransaction(harness, harness.liveKey, [LAPTOP]);
  const kg = (items: typeof first.items) =>
    items.reduce((sum, item) => sum + Number(item.footprint.carbonFootprint), 0);

  const byDay = await harness.app.inject({
    url: '/v1/account/metrics?from=2026-11-01&to=2026-11-30',
    headers: withKey(harness.testKey),
  });
  assert.equal(byDay.statusCode, 200, byDay.body);
  const body = byDay.json();
  assert.equal(body.env, 'sandbox');
  assert.equal(body.groupBy, 'day');
  assert.equal(body.totals.items, 3);
  assert.ok(Math.abs(body.totals.carbonFootprint - (kg(first.items) + kg(second.items))) < 0.002);
  assert.ok(body.totals.savings > 0, 'the used headphones save their production part');
  assert.deepEqual(
    body.data.map((g: { key: string; items: number }) => [g.key, g.items]),
    [
      ['2026-11-22', 2],
      ['2026-11-23', 1],
    ],
  );

  const byCategory = await harness.app.inject({
    url: '/v1/account/metrics?from=2026-11-01&to=2026-11-30&groupBy=category',
    headers: withKey(harness.testKey),
  });
  const groups = byCategory.json().data as {
    key: string;
    title: string;
    carbonFootprint: number;
  }[];
  assert.equal(groups.length, 3);
  const laptop = first.items[0]?.footprint.category;
  const laptopGroup = groups.find((g) => g.key === laptop?.code);
  assert.equal(laptopGroup?.title, laptop?.title);
  const sorted = [...groups].sort((a, b) => b.carbonFootprint - a.carbonFootprint);
  assert.deepEqual(groups, sorted, 'largest category first');
});

test('metrics default to the last 30 days up to today and read production with a live key', async (t) => {
  const harness = await build(t);
  await createTransaction(harness, harness.liveKey, [LAPTOP]);
  const response = await harness.app.inject({
    url: '/v1/account/metrics?groupBy=month',
    headers: withKey(harness.liveKey),
  });
  const body = response.json();
  assert.equal(body.env, 'production');
  assert.equal(body.to, '2026-11-22');
  assert.equal(body.from, '2026-10-24');
  assert.deepEqual(
    body.data.map((g: { key: string; items: number }) => [g.key, g.items]),
    [['2026-11-01', 1]],
  );
  assert.equal(body.totals.fallbackShare, 0);
});

test('usage counts production items of the calendar month; test keys and replays are free', async (t) => {
  const harness = await build(t);
  await createTransaction(harness, harness.testKey, [LAPTOP, HEADPHONES]);
  const headers = { 'idempotency-key': 'order-1' };
  assert.equal(
    (await postFootprints(harness, harness.liveKey, [LAPTOP, T_SHIRT], headers)).statusCode,
    201,
  );
  const replay = await postFootprints(harness, harness.liveKey, [LAPTOP, T_SHIRT], headers);
  assert.equal(replay.headers['idempotent-replayed'], 'true');

  const response = await harness.app.inject({
    url: '/v1/account/usage',
    headers: withKey(harness.liveKey),
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), {
    period: { from: '2026-11-01', to: '2026-11-30', resetsAt: '2026-12-01T00:00:00.000Z' },
    billableItems: 2,
    sandboxItems: 2,
    quota: null,
    remaining: null,
  });

  harness.clock.set('2026-12-01T00:00:00.000Z');
  const december = await harness.app.inject({
    url: '/v1/account/usage',
    headers: withKey(harness.liveKey),
  });
  assert.equal(december.json().billableItems, 0);
});
