import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MemoryRateLimiter } from '../../src/http/rate-limit/memory-rate-limiter.js';
import { build, withKey } from '../helpers/build.js';
import { assertProblem } from '../helpers/requests.js';

describe('MemoryRateLimiter', () => {
  const rule = { capacity: 3, refillPerSecond: 1 };

  test('allows a burst up to the capacity, then refuses with a retry delay', async () => {
    const limiter = new MemoryRateLimiter();
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.consume('k', rule, 0));
    assert.deepEqual(
      decisions.map((d) => [d.allowed, d.remaining]),
      [
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
      ],
    );
    assert.equal(decisions[3]?.retryAfterSeconds, 1);
    assert.equal(decisions[3]?.resetSeconds, 3);
  });

  test('refills at the rule rate and keeps buckets apart', async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i += 1) await limiter.consume('a', rule, 0);
    assert.equal((await limiter.consume('a', rule, 500)).allowed, false);
    assert.equal((await limiter.consume('a', rule, 1500)).allowed, true);
    assert.equal((await limiter.consume('b', rule, 1500)).remaining, 2);
  });
});

test('sends RateLimit headers on every keyed response, errors included', async (t) => {
  const harness = await build(t, { config: { rateLimitPerSecond: 5, rateLimitBurst: 10 } });
  const ok = await harness.app.inject({
    url: '/v1/transactions',
    headers: withKey(harness.testKey),
  });
  assert.equal(ok.headers['ratelimit-limit'], '10');
  assert.equal(ok.headers['ratelimit-remaining'], '9');
  assert.equal(ok.headers['ratelimit-reset'], '1');
  const forbidden = await harness.app.inject({
    url: '/v1/transactions?env=production',
    headers: withKey(harness.testKey),
  });
  assertProblem(forbidden, 403, 'forbidden');
  assert.equal(forbidden.headers['ratelimit-remaining'], '8');
  const notFound = await harness.app.inject({
    url: '/v1/transactions/nope',
    headers: withKey(harness.testKey),
  });
  assert.equal(notFound.headers['ratelimit-remaining'], '7');
});

test('answers 429 rate-limited with Retry-After once the burst is spent', async (t) => {
  const harness = await build(t, { config: { rateLimitPerSecond: 1, rateLimitBurst: 2 } });
  const send = () =>
    harness.app.inject({ url: '/v1/methodology', headers: withKey(harness.testKey) });
  assert.equal((await send()).statusCode, 200);
  assert.equal((await send()).statusCode, 200);
  const limited = await send();
  assertProblem(limited, 429, 'rate-limited');
  assert.equal(limited.headers['retry-after'], '1');
  assert.equal(limited.headers['ratelimit-remaining'], '0');
  const otherKey = await harness.app.inject({
    url: '/v1/methodology',
    headers: withKey(harness.liveKey),
  });
  assert.equal(otherKey.statusCode, 200);
  harness.clock.advance(1000);
  assert.equal((await send()).statusCode, 200);
});

test('limits the default key per client address', async (t) => {
  const harness = await build(t, { config: { demoRateLimitPerMinute: 2 } });
  const send = (remoteAddress: string) =>
    harness.app.inject({
      url: '/v1/methodology',
      headers: withKey('fp_test_default'),
      remoteAddress,
    });
  assert.equal((await send('198.51.100.1')).statusCode, 200);
  assert.equal((await send('198.51.100.1')).statusCode, 200);
  const limited = await send('198.51.100.1');
  assertProblem(limited, 429, 'rate-limited');
  assert.equal(limited.headers['retry-after'], '30');
  assert.equal(limited.headers['ratelimit-limit'], '2');
  assert.equal((await send('198.51.100.2')).statusCode, 200);
});

test('turns limiting off with a limit of 0', async (t) => {
  const harness = await build(t, { config: { rateLimitPerSecond: 0 } });
  for (let i = 0; i < 5; i += 1) {
    const response = await harness.app.inject({
      url: '/v1/methodology',
      headers: withKey(harness.testKey),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['ratelimit-limit'], undefined);
  }
});
