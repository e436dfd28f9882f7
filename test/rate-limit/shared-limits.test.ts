import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { MemoryRateLimiter } from '../../src/http/rate-limit/memory-rate-limiter.js';
import { RedisRateLimiter } from '../../src/http/rate-limit/redis-rate-limiter.js';
import { build, withKey } from '../helpers/build.js';
import { assertProblem } from '../helpers/requests.js';

const redisUrl = process.env.TEST_REDIS_URL;

test(
  'two instances with one Redis share a key’s rate limit',
  { skip: redisUrl ? false : 'set TEST_REDIS_URL to run the Redis suites' },
  async (t) => {
    const url = redisUrl ?? '';
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const limiters = [0, 1].map(
      () =>
        new RedisRateLimiter({
          url,
          keyPrefix: prefix,
          fallback: new MemoryRateLimiter(),
          onError: (error) => assert.fail(`fell back to memory: ${String(error)}`),
        }),
    );
    t.after(() => Promise.all(limiters.map((limiter) => limiter.close())));
    await Promise.all(limiters.map((limiter) => limiter.waitUntilReady(5000)));

    const config = { rateLimitPerSecond: 1, rateLimitBurst: 3 };
    const first = await build(t, { config, rateLimiter: limiters[0] });
    const second = await build(t, {
      config,
      rateLimiter: limiters[1],
      wrapStore: () => first.store,
    });
    const list = (harness: typeof first) =>
      harness.app.inject({ url: '/v1/transactions', headers: withKey(first.testKey) });

    assert.equal((await list(first)).headers['ratelimit-remaining'], '2');
    assert.equal((await list(second)).headers['ratelimit-remaining'], '1');
    assert.equal((await list(first)).headers['ratelimit-remaining'], '0');
    const refused = await list(second);
    assertProblem(refused, 429, 'rate-limited');
    assert.equal(refused.headers['retry-after'], '1');
  },
);
