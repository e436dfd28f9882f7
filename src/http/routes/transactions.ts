import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import { MAX_ITEMS_PER_PAGE } from '../../store/store.js';
import { readableEnvironments } from '../auth.js';
import { callerOf, type HttpContext, requireKey } from '../context.js';
import { integerQueryFields } from '../query.js';
import {
  KEY_SECURITY,
  KEYED_PROBLEMS,
  keyedResponse,
  problemResponse,
  RATE_LIMIT_HEADERS,
} from '../schemas/problem.js';
import {
  ListQuerySchema,
  TransactionPageSchema,
  TransactionParamsSchema,
  TransactionSchema,
} from '../schemas/transaction.js';
import { TransactionJson } from '../transaction-json.js';
import type { TypedApp } from '../typed-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): AppError {
  return new AppError(
    'transaction-not-found',
    'No transaction with this id is visible to this key.',
  );
}

/** `GET /v1/transactions/{id}` and `GET /v1/transactions`. */
export function registerTransactionRoutes(app: TypedApp, context: HttpContext): void {
  const json = new TransactionJson();
  app.get(
    '/v1/transactions/:id',
    {
      onRequest: requireKey(context, 'read-transaction'),
      schema: {
        summary: 'Read a transaction',
        operationId: 'getTransaction',
        tags: ['transactions'],
        security: KEY_SECURITY,
        params: TransactionParamsSchema,
        response: {
          200: keyedResponse('The transaction.', TransactionSchema),
          404: problemResponse('transaction-not-found.', { ...RATE_LIMIT_HEADERS }),
          ...KEYED_PROBLEMS,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Malformed ids answer 404 like unknown ones: an id is opaque to clients.
      if (!UUID.test(request.params.id)) throw notFound();
      const transaction = await context.store.getTransaction(
        caller.accountId,
        request.params.id.toLowerCase(),
        readableEnvironments(caller),
      );
      if (transaction === null) throw notFound();
      return sendJson(reply, json.of(transaction));
    },
  );

  app.get(
    '/v1/transactions',
    {
      onRequest: requireKey(context, 'list-transactions'),
      preValidation: integerQueryFields(['skip', 'limit']),
      schema: {
        summary: 'List transactions, newest first',
        operationId: 'listTransactions',
        description:
          `At most \`limit\` transactions and at most ${MAX_ITEMS_PER_PAGE} items in all per page: ` +
          'when the next transaction would exceed that, the page ends early with `hasMore: true` ' +
          '(a page always carries at least one transaction). Continue at `skip + data.length`.',
        tags: ['transactions'],
        security: KEY_SECURITY,
        querystring: ListQuerySchema,
        response: {
          200: keyedResponse('One page of transactions, newest first.', TransactionPageSchema),
          ...KEYED_PROBLEMS,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const env = request.query.env ?? caller.env;
      if (caller.kind === 'test' && env === 'production') {
        throw new AppError('forbidden', 'A test key can only list sandbox transactions.');
      }
      const skip = request.query.skip ?? 0;
      const limit = request.query.limit ?? 20;
      const page = await context.store.listTransactions(caller.accountId, env, { skip, limit });
      const hasMore = page.truncated || skip + page.data.length < page.total;
      return sendJson(reply, json.page(page.data, { skip, limit, total: page.total, hasMore }));
    },
  );
}

/** Sends bytes already serialized by the route's own schema (see transaction-json.ts). */
function sendJson(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}
