import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { productKey } from '../../engine/index.js';
import { AppError } from '../../errors.js';
import type { Environment, Transaction } from '../../store/store.js';
import { callerOf, type HttpContext, requireKey } from '../context.js';
import { buildTransaction, toView } from '../footprint/build-transaction.js';
import { normalizeItem, productTextOf } from '../footprint/normalize-item.js';
import { requestHash } from '../footprint/request-hash.js';
import { invalidFootprintRequest, unsupportedCurrencies } from '../footprint/request-problems.js';
import { resolveCategories } from '../footprint/resolve-categories.js';
import {
  FootprintHeadersSchema,
  type FootprintRequest,
  footprintRequestSchema,
} from '../schemas/footprint-request.js';
import {
  KEY_SECURITY,
  KEYED_PROBLEMS,
  keyedResponse,
  problemResponse,
  RATE_LIMIT_HEADERS,
} from '../schemas/problem.js';
import { TransactionSchema } from '../schemas/transaction.js';
import type { TypedApp } from '../typed-app.js';

const HOUR_MS = 60 * 60 * 1000;

function answerCreated(reply: FastifyReply, transaction: Transaction, replayed: boolean) {
  reply.code(201).header('Location', `/v1/transactions/${transaction.id}`);
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return toView(transaction);
}

function conflict(): AppError {
  return new AppError(
    'idempotency-key-reused',
    'This Idempotency-Key was already used with a different request body.',
  );
}

/**
 * Keys are per account, but a replay never crosses environments: a test key must not receive a
 * production transaction (it could not read it by id either), nor a live key a sandbox one.
 */
function otherEnvironment(): AppError {
  return new AppError(
    'idempotency-key-reused',
    'This Idempotency-Key was already used by this account in the other environment.',
  );
}

function replayable(transaction: Transaction, env: Environment): Transaction {
  if (transaction.env !== env) throw otherEnvironment();
  return transaction;
}

async function createFootprints(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { body: FootprintRequest; idempotencyKey: string | undefined },
  context: HttpContext,
): Promise<ReturnType<typeof toView>> {
  const caller = callerOf(request);
  // One calculator for the whole request, even if the active version were swapped meanwhile.
  const calculator = context.engine.active;
  const now = context.clock.now();
  const hash = requestHash(input.body);
  const presentedKey = input.idempotencyKey;
  // The default key's demo account is shared by everyone, so its idempotency keys are per address.
  const idempotencyKey =
    presentedKey === undefined
      ? null
      : caller.isDefaultKey
        ? `${request.ip}:${presentedKey}`
        : presentedKey;

  if (idempotencyKey !== null) {
    const earlier = await context.store.findIdempotent(
      caller.accountId,
      idempotencyKey,
      now.toISOString(),
    );
    if (earlier !== null) {
      if (earlier.requestHash !== hash) throw conflict();
      return answerCreated(reply, replayable(earlier.transaction, caller.env), true);
    }
  }

  const currencyProblems = unsupportedCurrencies(input.body, calculator);
  if (currencyProblems.length > 0) {
    throw new AppError('invalid-request', 'The request body is invalid.', {
      errors: currencyProblems,
    });
  }

  const keyed = input.body.items.map(normalizeItem).map((item) => {
    const text = productTextOf(item);
    return { item, key: productKey(text), text };
  });
  const categories = await resolveCategories(keyed, {
    calculator,
    store: context.store,
    cache: context.categoryCache,
    metrics: context.metrics,
  });
  const transaction = buildTransaction(
    keyed.map(({ item, key }) => {
      const category = categories.byKey.get(key);
      if (category === undefined) throw new Error('A product key has no resolved category');
      return { item, category };
    }),
    {
      accountId: caller.accountId,
      env: caller.env,
      now,
      footprintTtlDays: context.config.footprintTtlDays,
      calculator,
    },
  );

  const result = await context.store.createTransaction({
    transaction,
    newCategories: categories.newCategories,
    idempotency:
      idempotencyKey === null
        ? null
        : {
            key: idempotencyKey,
            requestHash: hash,
            expiresAt: new Date(
              now.getTime() + context.config.idempotencyTtlHours * HOUR_MS,
            ).toISOString(),
          },
    now: now.toISOString(),
  });
  if (result.outcome === 'conflict') throw conflict();
  if (result.outcome === 'replayed') {
    return answerCreated(reply, replayable(result.transaction, caller.env), true);
  }
  for (const assigned of categories.newCategories) {
    context.categoryCache.set(assigned.version, assigned.productKey, assigned);
  }
  return answerCreated(reply, result.transaction, false);
}

/** `POST /v2/footprint/products`. */
export function registerFootprintRoutes(app: TypedApp, context: HttpContext): void {
  app.post(
    '/v2/footprint/products',
    {
      onRequest: requireKey(context, 'footprint'),
      // The handler reports schema problems together with those the schema cannot see.
      attachValidation: true,
      schema: {
        summary: 'Footprint products',
        operationId: 'footprintProducts',
        description:
          'Footprints 1 to 1,000 products in one transaction: all items are stored or none.',
        tags: ['footprints'],
        security: KEY_SECURITY,
        headers: FootprintHeadersSchema,
        body: footprintRequestSchema(context.config.maxItems),
        response: {
          201: keyedResponse('The transaction, created now or replayed.', TransactionSchema, {
            Location: Type.String({ description: '/v1/transactions/{id}' }),
            'Idempotent-Replayed': Type.Literal('true', {
              description: 'Present when this is the first response to the Idempotency-Key again.',
            }),
          }),
          ...KEYED_PROBLEMS,
          409: problemResponse('idempotency-key-reused.', { ...RATE_LIMIT_HEADERS }),
          413: problemResponse('payload-too-large: the body is over 5 MiB.', {
            ...RATE_LIMIT_HEADERS,
          }),
          415: problemResponse('unsupported-media-type: the body is not JSON.', {
            ...RATE_LIMIT_HEADERS,
          }),
        },
      },
    },
    (request, reply) => {
      if (request.validationError !== undefined) {
        throw invalidFootprintRequest(request, request.validationError, context.engine.active);
      }
      return createFootprints(
        request,
        reply,
        { body: request.body, idempotencyKey: request.headers['idempotency-key'] },
        context,
      );
    },
  );
}
