/** A token bucket's shape: `capacity` tokens at most, refilled at `refillPerSecond`. */
export interface RateLimitRule {
  capacity: number;
  refillPerSecond: number;
}

/** The outcome of one request against a bucket, with what the RateLimit headers report. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until one request is allowed again; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts requests per bucket. An interface so that an in-memory limiter (one instance) and a
 * Redis limiter (shared across instances) are interchangeable.
 */
export interface RateLimiter {
  consume(bucketKey: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision>;
}
