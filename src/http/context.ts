import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Engine } from '../engine/types.js';
import type { Store } from '../store/store.js';
import { authenticate, authorize, type Caller, type KeyedAction } from './auth.js';
import type { ExpiringCache } from './expiring-cache.js';
import type { CategorizerPool } from './footprint/categorizer-pool.js';
import type { CategoryCache } from './footprint/category-cache.js';
import type { KeyUseRecorder } from './key-use.js';
import type { HttpMetrics } from './metrics.js';
import { enforceRateLimit } from './rate-limit/rate-limit-policy.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import type { VerifiedKeyCache } from './verified-keys.js';

/** A clock the app reads for every timestamp, so tests can fix or move time. */
export interface Clock {
  now(): Date;
}

/** Everything a route needs, passed explicitly rather than decorated onto the instance. */
export interface HttpContext {
  config: Config;
  store: Store;
  engine: Engine;
  clock: Clock;
  rateLimiter: RateLimiter;
  metrics: HttpMetrics;
  categoryCache: CategoryCache;
  demoAccountId: string;
  keyUses: KeyUseRecorder;
  /**
   * The account signed in to the web app by this request's session cookie, or null; lets the
   * account endpoints answer the dashboard without an API key.
   */
  sessionAccountId(request: FastifyRequest): Promise<string | null>;
  verifiedKeys: VerifiedKeyCache;
  /** Accounts' monthly item quotas (null: none), kept as long as verified keys. */
  quotas: ExpiringCache<number | null>;
  /** Threads for large batches of new products, or null to categorize on the event loop. */
  categorizerPool: CategorizerPool | null;
}

/** Authentication, then the rate limit, then the permission for `action`. */
async function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  context: HttpContext,
  action: KeyedAction,
): Promise<Caller> {
  const caller = await authenticate(request, context);
  if (caller.keyId !== null) {
    context.keyUses.record(context.store, caller.keyId, context.clock.now(), request.log);
  }
  await enforceRateLimit(request, reply, caller, {
    config: context.config,
    rateLimiter: context.rateLimiter,
    now: context.clock.now().getTime(),
  });
  authorize(caller, action);
  return caller;
}

const callers = new WeakMap<FastifyRequest, Caller>();

/**
 * The `onRequest` hook of every keyed route: a request is authenticated, rate-limited and
 * authorized before its body is read or validated, so a caller without a valid key learns nothing
 * about the request's shape and invalid bodies count against the limit.
 */
export function requireKey(context: HttpContext, action: KeyedAction) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    callers.set(request, await admit(request, reply, context, action));
  };
}

/** The caller that `requireKey` admitted for this request. */
export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (caller === undefined) throw new Error('A keyed route was registered without requireKey');
  return caller;
}
