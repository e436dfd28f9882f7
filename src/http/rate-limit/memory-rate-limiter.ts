import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter.js';

interface Bucket {
  tokens: number;
  updatedAt: number;
  rule: RateLimitRule;
}

/** Beyond this many buckets, buckets that have refilled completely are forgotten. */
const SWEEP_THRESHOLD = 50_000;

/** Token buckets in this process's memory: right for one instance. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  async consume(bucketKey: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision> {
    if (this.buckets.size > SWEEP_THRESHOLD) this.sweep(now);
    const bucket = this.buckets.get(bucketKey) ?? { tokens: rule.capacity, updatedAt: now, rule };
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(rule.capacity, bucket.tokens + elapsedSeconds * rule.refillPerSecond);
    bucket.updatedAt = now;
    bucket.rule = rule;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(bucketKey, bucket);
    return decide(rule, bucket.tokens, allowed);
  }

  private sweep(now: number): void {
    for (const [key, { tokens, updatedAt, rule }] of this.buckets) {
      const refilled = tokens + ((now - updatedAt) / 1000) * rule.refillPerSecond;
      if (refilled >= rule.capacity) this.buckets.delete(key);
    }
  }
}

/** The headers' figures for a bucket holding `tokens` after this request. */
export function decide(rule: RateLimitRule, tokens: number, allowed: boolean): RateLimitDecision {
  const missing = rule.capacity - tokens;
  return {
    allowed,
    limit: rule.capacity,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: missing <= 0 ? 0 : Math.ceil(missing / rule.refillPerSecond),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / rule.refillPerSecond)),
  };
}
