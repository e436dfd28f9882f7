import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { HttpContext } from '../../http/context.js';
import type { Environment } from '../../store/store.js';
import { explainItem } from '../explain.js';
import { pageAccount, renderPage } from '../page.js';

interface ListQuery {
  env?: string;
  from?: string;
  to?: string;
  page?: string;
}

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day written YYYY-MM-DD, or null. */
export function validDay(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

/** `/transactions` (filtered, paginated) and `/transactions/:id` (every item explained). */
export function registerTransactionPages(
  web: FastifyInstance,
  context: HttpContext,
  signedIn: preHandlerAsyncHookHandler,
): void {
  web.get<{ Querystring: ListQuery }>(
    '/transactions',
    { preHandler: signedIn },
    async (request, reply) => {
      const query = request.query;
      const env: Environment = query.env === 'production' ? 'production' : 'sandbox';
      const problems: { field: string; message: string }[] = [];
      const from = validDay(query.from);
      const to = validDay(query.to);
      if (query.from && !from) {
        problems.push({ field: 'from', message: 'The start date must be a day like 2026-11-01.' });
      }
      if (query.to && !to) {
        problems.push({ field: 'to', message: 'The end date must be a day like 2026-11-30.' });
      }
      if (from && to && from > to) {
        problems.push({
          field: 'from',
          message: 'The start date must be on or before the end date.',
        });
      }
      const pageNumber = Math.min(
        Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1),
        1_000_000,
      );
      const result =
        problems.length > 0
          ? { data: [], total: 0 }
          : await context.store.listTransactions(
              pageAccount(request).id,
              env,
              { skip: (pageNumber - 1) * PAGE_SIZE, limit: PAGE_SIZE },
              { ...(from ? { from } : {}), ...(to ? { to } : {}) },
            );
      const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
      const link = (page: number) =>
        `/transactions?${new URLSearchParams({ env, from: query.from ?? '', to: query.to ?? '', page: String(page) })}`;
      return renderPage(
        request,
        reply,
        'transactions',
        {
          title: 'Transactions',
          nav: 'transactions',
          env,
          filters: { from: query.from ?? '', to: query.to ?? '' },
          problems,
          rows: result.data.map((t) => ({
            id: t.id,
            dateCreated: t.dateCreated,
            items: t.items.length,
            kg: t.items.reduce((sum, item) => sum + item.footprint.carbonFootprint, 0),
            titles: t.items.map((item) => item.submission.title),
          })),
          total: result.total,
          pageNumber,
          pages,
          previous: pageNumber > 1 ? link(pageNumber - 1) : null,
          next: pageNumber < pages ? link(pageNumber + 1) : null,
        },
        problems.length > 0 ? 400 : 200,
      );
    },
  );

  web.get<{ Params: { id: string } }>(
    '/transactions/:id',
    { preHandler: signedIn },
    async (request, reply) => {
      const id = request.params.id;
      const transaction = UUID.test(id)
        ? await context.store.getTransaction(pageAccount(request).id, id.toLowerCase(), [
            'sandbox',
            'production',
          ])
        : null;
      if (transaction === null) {
        return renderPage(
          request,
          reply,
          'error',
          {
            title: 'Transaction not found',
            message: 'This account has no transaction with this id.',
          },
          404,
        );
      }
      return renderPage(request, reply, 'transaction', {
        title: 'Transaction',
        nav: 'transactions',
        transaction,
        items: transaction.items.map((item) => explainItem(context.engine, item)),
      });
    },
  );
}
