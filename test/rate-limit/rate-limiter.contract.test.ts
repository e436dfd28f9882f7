import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { MemoryRateLimiter } from '../../src/http/rate-limit/memory-rate-limiter.js';
import type { RateLimiter } from '../../src/http/rate-limit/rate-limiter.js';
import { RedisRateLimiter } from '../../src/http/rate-limit/redis-rate-limiter.js';

interface LimiterFactory {
  name: string;
  open(): Promise<RateLimiter>;
}

const redisUrl = process.env.TEST_REDIS_URL;
const opened: RedisRateLimiter[] = [];
after(async () => {
  await Promise.all(opened.map((limiter) => limiter.close()));
});

/** A Redis limiter under a prefix no other test uses, failing the test if Redis is not used. */
async function openRedisLimiter(url: string, prefix: string): Promise<RedisRateLimiter> {
  const limiter = new RedisRateLimiter({
    url,
    keyPrefix: prefix,
    fallback: new MemoryRateLimiter(),
    onError: (error) => {
      throw new Error(`the Redis limiter fell back to memory: ${String(error)}`);
    },
  });
  opened.push(limiter);
  await limiter.waitUntilReady(5000);
  return limiter;
}

const factories: LimiterFactory[] = [{ name: 'memory', open: async () => new MemoryRateLimiter() }];
if (redisUrl) {
  factories.push({
    name: 'redis',
    open: () => openRedisLimiter(redisUrl, `test:${randomBytes(6).toString('hex')}:`),
  });
}

const rule = { capacity: 3, refillPerSecond: 1 };
const T0 = Date.parse('2026-11-22T08:00:00.000Z');

for (const factory of factories) {
  describe(`${factory.name} rate limiter contract`, () => {
    test('allows a burst up to the capacity, then refuses with a retry delay', async () => {
      const limiter = await factory.open();
      const decisions = [];
      for (let i = 0; i < 4; i += 1) decisions.push(await limiter.consume('k', rule, T0));
      assert.deepEqual(
        decisions.map((d) => [d.allowed, d.limit, d.remaining]),
        [
          [true, 3, 2],
          [true, 3, 1],
          [true, 3, 0],
          [false, 3, 0],
        ],
      );
      assert.equal(decisions[3]?.retryAfterSeconds, 1);
      assert.equal(decisions[3]?.resetSeconds, 3);
      assert.equal(decisions[0]?.retryAfterSeconds, 0);
    });

    test('refills at the rule rate, by fractions, and keeps buckets apart', async () => {
      const limiter = await factory.open();
      for (let i = 0; i < 3; i += 1) await limiter.consume('a', rule, T0);
      assert.equal((await limiter.consume('a', rule, T0 + 500)).allowed, false);
      const refilled = await limiter.consume('a', rule, T0 + 1500);
      assert.equal(refilled.allowed, true);
      assert.equal(refilled.remaining, 0);
      assert.equal(refilled.resetSeconds, 3);
      assert.equal((await limiter.consume('b', rule, T0 + 1500)).remaining, 2);
    });

    test('never refills past the capacity', async () => {
      const limiter = await factory.open();
      await limiter.consume('c', rule, T0);
      const later = await limiter.consume('c', rule, T0 + 3_600_000);
      assert.equal(later.remaining, 2);
    });
  });
}

if (redisUrl) {
  describe('redis rate limiter', () => {
    test('shares one bucket between limiters of different instances', async () => {
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const first = await openRedisLimiter(redisUrl, prefix);
      const second = await openRedisLimiter(redisUrl, prefix);
      await first.consume('shared', rule, T0);
      await second.consume('shared', rule, T0);
      assert.equal((await first.consume('shared', rule, T0)).remaining, 0);
      assert.equal((await second.consume('shared', rule, T0)).allowed, false);
    });
  });
} else {
  test('redis rate limiter suites are skipped without TEST_REDIS_URL', { skip: true }, () => {});
}

describe('redis rate limiter without Redis', () => {
  test('counts requests in memory and reports the error when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    // Port 1 on loopback refuses connections at once.
    const limiter = new RedisRateLimiter({
      url: 'redis://127.0.0.1:1',
      fallback: new MemoryRateLimiter(),
      onError: (error) => errors.push(error),
    });
    opened.push(limiter);
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.consume('k', rule, T0));
    assert.deepEqual(
      decisions.map((d) => d.allowed),
      [true, true, true, false],
    );
    assert.equal(errors.length, 4);
    await assert.rejects(limiter.waitUntilReady(200), /did not answer/);
  });
});
