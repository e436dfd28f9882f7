import type { FastifyReply, FastifyRequest } from 'fastify';
import { monthlyUsage, quotaOf } from '../../accounts/usage.js';
import { AppError } from '../../errors.js';
import type { Environment } from '../../store/store.js';
import { callerOf, type HttpContext, requireKey } from '../context.js';
import {
  type MetricsQuery,
  MetricsQuerySchema,
  MetricsResponseSchema,
  UsageResponseSchema,
} from '../schemas/account.js';
import { KEY_SECURITY, KEYED_PROBLEMS, keyedResponse } from '../schemas/problem.js';
import type { TypedApp } from '../typed-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 3660;

/** Who reads the account's figures: the API key's account, or the web app's signed-in account. */
interface Reader {
  accountId: string;
  /** The environments it may read, the first being its default. */
  envs: Environment[];
}

const readers = new WeakMap<FastifyRequest, Reader>();

/**
 * Admits a request with an API key exactly as every keyed route does; without one, a signed-in
 * web session stands in (GET only, so no CSRF token is needed). Otherwise 401 as usual.
 */
function requireKeyOrSession(context: HttpContext) {
  const withKey = requireKey(context, 'read-usage');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const hasKey =
      request.headers['service-api-key'] !== undefined ||
      request.headers.authorization !== undefined;
    const sessionAccount = hasKey ? null : await context.sessionAccountId(request);
    if (sessionAccount !== null) {
      readers.set(request, { accountId: sessionAccount, envs: ['production', 'sandbox'] });
      return;
    }
    await withKey(request, reply);
    const caller = callerOf(request);
    readers.set(request, {
      accountId: caller.accountId,
      envs: caller.kind === 'live' ? ['production', 'sandbox'] : ['sandbox'],
    });
  };
}

function readerOf(request: FastifyRequest): Reader {
  const reader = readers.get(request);
  if (reader === undefined) throw new Error('An account route was registered without its hook');
  return reader;
}

function chosenEnv(reader: Reader, requested: Environment | undefined): Environment {
  const env = requested ?? reader.envs[0] ?? 'sandbox';
  if (!reader.envs.includes(env)) {
    throw new AppError('forbidden', 'A test key can only read sandbox figures.');
  }
  return env;
}

function dayRange(query: MetricsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from =
    query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (span < 0) {
    throw new AppError('invalid-request', 'The query is invalid.', {
      errors: [{ path: '/from', message: 'must be on or before to' }],
    });
  }
  if (span >= MAX_DAYS) {
    throw new AppError('invalid-request', 'The query is invalid.', {
      errors: [{ path: '/from', message: `must be less than ${MAX_DAYS} days before to` }],
    });
  }
  return { from, to };
}

/** `GET /v1/account/metrics` and `GET /v1/account/usage`: the dashboard's figures. */
export function registerAccountRoutes(app: TypedApp, context: HttpContext): void {
  app.get(
    '/v1/account/metrics',
    {
      onRequest: requireKeyOrSession(context),
      schema: {
        summary: "The account's footprints summed over time or by category",
        operationId: 'getAccountMetrics',
        description:
          'Sums in the database over daily per-category totals kept as footprints are stored.',
        tags: ['account'],
        security: KEY_SECURITY,
        querystring: MetricsQuerySchema,
        response: {
          200: keyedResponse('Totals and groups.', MetricsResponseSchema),
          ...KEYED_PROBLEMS,
        },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const env = chosenEnv(reader, request.query.env);
      const days = dayRange(request.query, context.clock.now());
      const groupBy = request.query.groupBy ?? 'day';
      const metrics = await context.store.usageMetrics({
        accountId: reader.accountId,
        env,
        days,
        groupBy,
      });
      const calculator = context.engine.active;
      return {
        env,
        ...days,
        groupBy,
        totals: {
          ...metrics.totals,
          fallbackShare:
            metrics.totals.items === 0 ? 0 : metrics.totals.fallbackItems / metrics.totals.items,
        },
        data: metrics.groups.map((group) => ({
          ...group,
          title: groupBy === 'category' ? calculator.categoryTitle(group.key) : null,
        })),
      };
    },
  );

  app.get(
    '/v1/account/usage',
    {
      onRequest: requireKeyOrSession(context),
      schema: {
        summary: "This calendar month's billable items and quota",
        operationId: 'getAccountUsage',
        tags: ['account'],
        security: KEY_SECURITY,
        response: {
          200: keyedResponse('Usage of the current month (UTC).', UsageResponseSchema),
          ...KEYED_PROBLEMS,
        },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      return monthlyUsage(context.store, {
        accountId: reader.accountId,
        now: context.clock.now(),
        quota: await quotaOf(context.store, reader.accountId, context.config.monthlyItemQuota),
      });
    },
  );
}
