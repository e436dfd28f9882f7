import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.js';
import type { Engine } from './engine/types.js';
import { createClientErrorHandler } from './http/client-error.js';
import type { Clock, HttpContext } from './http/context.js';
import { frameworkErrors, installErrorHandling } from './http/error-handler.js';
import { ExpiringCache } from './http/expiring-cache.js';
import type { CategorizerPool } from './http/footprint/categorizer-pool.js';
import { CategoryCache } from './http/footprint/category-cache.js';
import { KeyUseRecorder } from './http/key-use.js';
import { createMetrics, recordRequestMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { MemoryRateLimiter } from './http/rate-limit/memory-rate-limiter.js';
import type { RateLimiter } from './http/rate-limit/rate-limiter.js';
import { requestIdFor } from './http/request-id.js';
import { registerRequestLog } from './http/request-log.js';
import { registerAccountRoutes } from './http/routes/account.js';
import { registerCalculatorRoutes } from './http/routes/calculator.js';
import { registerFootprintRoutes } from './http/routes/footprints.js';
import { registerOperationsRoutes } from './http/routes/operations.js';
import { registerTransactionRoutes } from './http/routes/transactions.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { TypedApp } from './http/typed-app.js';
import { AJV_OPTIONS } from './http/validation.js';
import { VerifiedKeyCache } from './http/verified-keys.js';
import { ensureDemoAccount } from './keys/accounts.js';
import type { Store } from './store/store.js';
import { registerWeb } from './web/register-web.js';
import { registerSessions, sessionAccountId } from './web/session.js';

export type { Clock } from './http/context.js';

/** What the HTTP app is built from; the caller owns the store and closes it. */
export interface AppDeps {
  config: Config;
  store: Store;
  engine: Engine;
  clock: Clock;
  /** A pino logger to use, or true/false for Fastify's own at `config.logLevel`. */
  logger?: FastifyBaseLogger | boolean;
  rateLimiter?: RateLimiter;
  /** Worker threads for large batches of new products; the caller owns and closes them. */
  categorizerPool?: CategorizerPool | null;
}

function loggerOptions(deps: AppDeps) {
  const logger = deps.logger ?? false;
  if (typeof logger === 'object') return { loggerInstance: logger };
  return { logger: logger ? { level: deps.config.logLevel } : false };
}

/** A hop count as the function Fastify's types accept: trust the nearest `hops` proxies. */
function trustProxyOption(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Slow or silent clients cannot hold connections: every phase of a request has a deadline. */
function serverTimeouts(config: Config) {
  const shortest = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      // Node checks request and headers deadlines on this interval (30 s by default).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(shortest / 4))),
    },
  };
}

/** The whole HTTP API as one Fastify instance, ready to inject into or listen with. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app: TypedApp = Fastify({
    ...loggerOptions(deps),
    genReqId: requestIdFor,
    // One line per request instead of two (src/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.config.bodyLimitBytes,
    ajv: AJV_OPTIONS,
    return503OnClosing: true,
    ...serverTimeouts(deps.config),
    frameworkErrors,
    clientErrorHandler: createClientErrorHandler(() => app.log),
    // Ids are opaque strings answered 404 when malformed; let long ones reach the route.
    routerOptions: { maxParamLength: 2048 },
    trustProxy: trustProxyOption(deps.config.trustProxy),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const demoAccount = await ensureDemoAccount(deps.store, deps.clock.now());
  const context: HttpContext = {
    config: deps.config,
    store: deps.store,
    engine: deps.engine,
    clock: deps.clock,
    rateLimiter: deps.rateLimiter ?? new MemoryRateLimiter(),
    metrics: createMetrics(),
    categoryCache: new CategoryCache(),
    demoAccountId: demoAccount.id,
    keyUses: new KeyUseRecorder(),
    sessionAccountId: (request) => sessionAccountId(request, deps),
    verifiedKeys: new VerifiedKeyCache(deps.config.keyCacheMs),
    quotas: new ExpiringCache(deps.config.keyCacheMs),
    categorizerPool: deps.categorizerPool ?? null,
  };

  // JSON only: without this, Fastify would parse text/plain bodies instead of answering 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  installErrorHandling(app, { bodyLimitBytes: deps.config.bodyLimitBytes });
  registerSecurityHeaders(app);
  recordRequestMetrics(app, context.metrics);
  registerRequestLog(app);
  await registerOpenApi(app, { calculatorVersion: deps.engine.active.version });

  registerOperationsRoutes(app, context);
  registerFootprintRoutes(app, context);
  registerTransactionRoutes(app, context);
  registerCalculatorRoutes(app, context);
  // Only the account API and the web app read sessions: the cookie hooks of a session cost every
  // other request a few percent of its time, so they live in a scope of their own.
  await app.register(async (withSessions) => {
    await registerSessions(withSessions, deps.store, deps.clock);
    registerAccountRoutes(withSessions, context);
    await registerWeb(withSessions, context);
  });

  if (deps.config.maxConnections > 0) app.server.maxConnections = deps.config.maxConnections;
  // A client may close its sending side once its request is out (`nc`, some proxies); by default
  // Node's HTTP server then drops the request unanswered. With this it answers, then closes.
  (app.server as { httpAllowHalfOpen?: boolean }).httpAllowHalfOpen = true;
  await app.ready();
  return app;
}
