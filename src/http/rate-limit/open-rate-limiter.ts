import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

interface LimiterLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Redis errors are logged at most this often, so an outage does not flood the log. */
const ERROR_LOG_INTERVAL_MS = 10_000;

/**
 * The rate limiter for the configuration: in memory without `redisUrl`, otherwise in Redis (shared
 * by every instance) with the memory limiter standing in while Redis cannot be reached.
 */
export async function openRateLimiter(
  redisUrl: string | null,
  logger: LimiterLogger,
): Promise<{ rateLimiter: RateLimiter; close: () => Promise<void> }> {
  if (redisUrl === null) {
    return { rateLimiter: new MemoryRateLimiter(), close: async () => {} };
  }
  let lastLogged = 0;
  const limiter = new RedisRateLimiter({
    url: redisUrl,
    fallback: new MemoryRateLimiter(),
    onError: (err) => {
      const now = Date.now();
      if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
      lastLogged = now;
      logger.warn({ err }, 'Redis rate limiter unavailable: counting in this instance meanwhile');
    },
  });
  try {
    await limiter.waitUntilReady(5000);
    logger.info({}, 'rate limits are kept in Redis, shared by every instance');
  } catch (err) {
    logger.warn({ err }, 'Redis is not reachable yet: rate limits are per instance until it is');
  }
  return { rateLimiter: limiter, close: () => limiter.close() };
}
