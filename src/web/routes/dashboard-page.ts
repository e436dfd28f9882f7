import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { monthlyUsage, quotaOf } from '../../accounts/usage.js';
import type { HttpContext } from '../../http/context.js';
import { pageAccount, renderPage } from '../page.js';
import { baseUrlOf, curlExample } from './key-pages.js';

interface DashboardQuery {
  env?: string;
  groupBy?: string;
}

/**
 * `/dashboard`: the page holds the chosen environment and grouping; `/assets/dashboard.js` reads
 * the figures from `GET /v1/account/metrics` with the session and draws them with Chart.js.
 */
export function registerDashboardPage(
  web: FastifyInstance,
  context: HttpContext,
  signedIn: preHandlerAsyncHookHandler,
): void {
  web.get<{ Querystring: DashboardQuery }>(
    '/dashboard',
    { preHandler: signedIn },
    async (request, reply) => {
      const accountId = pageAccount(request).id;
      const env = request.query.env === 'production' ? 'production' : 'sandbox';
      const groupBy = ['week', 'month'].includes(request.query.groupBy ?? '')
        ? String(request.query.groupBy)
        : 'day';
      const usage = await monthlyUsage(context.store, {
        accountId,
        now: context.clock.now(),
        quota: await quotaOf(context.store, accountId, context.config.monthlyItemQuota),
      });
      const [sandboxPage, productionPage] = await Promise.all(
        (['sandbox', 'production'] as const).map((e) =>
          context.store.listTransactions(accountId, e, { skip: 0, limit: 1 }),
        ),
      );
      const empty = (sandboxPage?.total ?? 0) + (productionPage?.total ?? 0) === 0;
      return renderPage(request, reply, 'dashboard', {
        title: 'Dashboard',
        nav: 'dashboard',
        env,
        groupBy,
        usage,
        empty,
        curl: curlExample(baseUrlOf(request), '$FP_TEST_KEY'),
      });
    },
  );
}
