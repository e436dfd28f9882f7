import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth.js';
import type { RateLimiter, RateLimitRule } from './rate-limiter.js';

/** The bucket and rule for a caller, or null when limiting is off for it (a limit of 0). */
export function bucketFor(
  caller: Caller,
  clientAddress: string,
  config: Config,
): { bucketKey: string; rule: RateLimitRule } | null {
  if (caller.isDefaultKey) {
    if (config.demoRateLimitPerMinute <= 0) return null;
    return {
      bucketKey: `demo:${clientAddress}`,
      rule: {
        capacity: config.demoRateLimitPerMinute,
        refillPerSecond: config.demoRateLimitPerMinute / 60,
      },
    };
  }
  if (config.rateLimitPerSecond <= 0) return null;
  return {
    bucketKey: `key:${caller.keyId ?? caller.accountId}`,
    rule: {
      capacity: Math.max(1, config.rateLimitBurst),
      refillPerSecond: config.rateLimitPerSecond,
    },
  };
}

/** Counts the request, sets the RateLimit headers, and throws `rate-limited` when over. */
export async function enforceRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  deps: { config: Config; rateLimiter: RateLimiter; now: number },
): Promise<void> {
  const bucket = bucketFor(caller, request.ip, deps.config);
  if (bucket === null) return;
  const decision = await deps.rateLimiter.consume(bucket.bucketKey, bucket.rule, deps.now);
  reply.header('RateLimit-Limit', String(decision.limit));
  reply.header('RateLimit-Remaining', String(decision.remaining));
  reply.header('RateLimit-Reset', String(decision.resetSeconds));
  if (!decision.allowed) {
    throw new AppError('rate-limited', 'Too many requests for this key. Retry later.', {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    });
  }
}
