import { Redis } from 'ioredis';
import { decide } from './memory-rate-limiter.js';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter.js';

/**
 * One token bucket per key, refilled from the time elapsed since its last request, atomically in
 * Redis so that every instance draws from the same bucket. Returns whether the request is allowed
 * and the tokens left, as a string to keep the fraction. Buckets expire once they would be full.
 */
const CONSUME_SCRIPT = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
local elapsed = math.max(0, now - at) / 1000
tokens = math.min(capacity, tokens + elapsed * refill)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(math.max(now, at)))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / refill * 1000) + 1000)
return {allowed, tostring(tokens)}
`;

interface ConsumeCommand {
  consumeToken(
    key: string,
    capacity: number,
    refillPerSecond: number,
    now: number,
  ): Promise<[number, string]>;
}

export interface RedisRateLimiterOptions {
  url: string;
  /** Prefix of every key this limiter writes. */
  keyPrefix?: string;
  /** Answers slower than this count as Redis being down. */
  commandTimeoutMs?: number;
  /** Used while Redis cannot be reached, so limits still hold per instance. */
  fallback: RateLimiter;
  onError: (error: unknown) => void;
}

/**
 * Token buckets in Redis, shared by every instance of the service. When Redis does not answer,
 * the request is counted by the fallback limiter instead (and the error reported), so an outage
 * of Redis neither lets traffic through unlimited nor turns into errors for clients.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis & ConsumeCommand;
  readonly #prefix: string;
  readonly #fallback: RateLimiter;
  readonly #onError: (error: unknown) => void;

  constructor(options: RedisRateLimiterOptions) {
    const redis = new Redis(options.url, {
      // Fail fast instead of queueing requests behind a reconnecting client.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    redis.on('error', () => {
      // Reported per request through onError; the client reconnects by itself.
    });
    redis.defineCommand('consumeToken', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
    this.#redis = redis as Redis & ConsumeCommand;
    this.#prefix = options.keyPrefix ?? 'footprint:ratelimit:';
    this.#fallback = options.fallback;
    this.#onError = options.onError;
  }

  async consume(bucketKey: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision> {
    try {
      const [allowed, tokens] = await this.#redis.consumeToken(
        this.#prefix + bucketKey,
        rule.capacity,
        rule.refillPerSecond,
        Math.round(now),
      );
      return decide(rule, Number(tokens), allowed === 1);
    } catch (error) {
      this.#onError(error);
      return this.#fallback.consume(bucketKey, rule, now);
    }
  }

  /** Resolves once connected to Redis; rejects after `timeoutMs` without a connection. */
  async waitUntilReady(timeoutMs: number): Promise<void> {
    if (this.#redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#redis.off('ready', onReady);
        reject(new Error(`Redis did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const onReady = (): void => {
        clearTimeout(timer);
        resolve();
      };
      this.#redis.once('ready', onReady);
    });
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
