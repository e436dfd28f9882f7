import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { productKey } from '../../engine/index.js';
import type { Engine } from '../../engine/types.js';
import { AppError } from '../../errors.js';
import type { Environment, Transaction } from '../../store/store.js';
import type { Caller } from '../auth.js';
import { callerOf, type HttpContext, requireKey } from '../context.js';
import { buildTransaction, toView } from '../footprint/build-transaction.js';
import { withCandidates } from '../footprint/candidates.js';
import { normalizeItem, productTextOf } from '../footprint/normalize-item.js';
import { requestHash } from '../footprint/request-hash.js';
import { invalidFootprintRequest, unsupportedCurrencies } from '../footprint/request-problems.js';
import { resolveCategories } from '../footprint/resolve-categories.js';
import { enforceQuota } from '../quota.js';
import {
  FootprintHeadersSchema,
  FootprintQuerySchema,
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
import { TransactionSchema, type TransactionView } from '../schemas/transaction.js';
import type { TypedApp } from '../typed-app.js';

const HOUR_MS = 60 * 60 * 1000;

function answerCreated(
  reply: FastifyReply,
  transaction: Transaction,
  replayed: boolean,
  extras: { candidates: boolean; engine: Engine },
): TransactionView {
  reply.code(201).header('Location', `/v1/transactions/${transaction.id}`);
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  const view = toView(transaction);
  return extras.candidates ? withCandidates(view, extras.engine) : view;
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

/** What creating footprints gives: the transaction, and whether it is an earlier one replayed. */
export interface FootprintOutcome {
  transaction: Transaction;
  replayed: boolean;
}

/**
 * Footprints a validated request for an admitted caller: the API route's work, also used by the
 * web app's "Try it" page for the signed-in account's sandbox.
 */
export async function createFootprints(
  caller: Caller,
  clientAddress: string,
  input: { body: FootprintRequest; idempotencyKey: string | undefined },
  context: HttpContext,
): Promise<FootprintOutcome> {
  // One calculator for the whole request, even if the active version were swapped meanwhile.
  const calculator = context.engine.active;
  const now = context.clock.now();
  const presentedKey = input.idempotencyKey;
  // The default key's demo account is shared by everyone, so its idempotency keys are per address.
  const idempotencyKey =
    presentedKey === undefined
      ? null
      : caller.isDefaultKey
        ? `${clientAddress}:${presentedKey}`
        : presentedKey;

  // The body's hash only serves to recognise a replay, so only a request with a key pays for it.
  const hash = idempotencyKey === null ? null : requestHash(input.body);
  if (idempotencyKey !== null) {
    const earlier = await context.store.findIdempotent(
      caller.accountId,
      idempotencyKey,
      now.toISOString(),
    );
    if (earlier !== null) {
      if (earlier.requestHash !== hash) throw conflict();
      return { transaction: replayable(earlier.transaction, caller.env), replayed: true };
    }
  }

  const currencyProblems = unsupportedCurrencies(input.body, calculator);
  if (currencyProblems.length > 0) {
    throw new AppError('invalid-request', 'The request body is invalid.', {
      errors: currencyProblems,
    });
  }

  await enforceQuota(caller, input.body.items.length, context);

  const keyed = input.body.items.map(normalizeItem).map((item) => {
    const text = productTextOf(item);
    return { item, key: productKey(text), text };
  });
  const categories = await resolveCategories(keyed, {
    calculator,
    store: context.store,
    cache: context.categoryCache,
    metrics: context.metrics,
    pool: context.categorizerPool,
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
      idempotencyKey === null || hash === null
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
    return { transaction: replayable(result.transaction, caller.env), replayed: true };
  }
  for (const assigned of categories.newCategories) {
    context.categoryCache.set(assigned.version, assigned.productKey, assigned);
  }
  return { transaction: result.transaction, replayed: false };
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
        querystring: FootprintQuerySchema,
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
          429: problemResponse(
            'rate-limited, or quota-exceeded (a live key past the monthly quota).',
            {
              ...RATE_LIMIT_HEADERS,
              'Retry-After': Type.String({ description: 'Seconds to wait before retrying.' }),
              'Quota-Reset': Type.String({ description: 'quota-exceeded: when the quota resets.' }),
            },
          ),
          413: problemResponse('payload-too-large: the body is over 5 MiB.', {
            ...RATE_LIMIT_HEADERS,
          }),
          415: problemResponse('unsupported-media-type: the body is not JSON.', {
            ...RATE_LIMIT_HEADERS,
          }),
        },
      },
    },
    async (request, reply) => {
      if (request.validationError !== undefined) {
        throw invalidFootprintRequest(request, request.validationError, context.engine.active);
      }
      const outcome = await createFootprints(
        callerOf(request),
        request.ip,
        { body: request.body, idempotencyKey: request.headers['idempotency-key'] },
        context,
      );
      return answerCreated(reply, outcome.transaction, outcome.replayed, {
        candidates: request.query.include === 'candidates',
        engine: context.engine,
      });
    },
  );
}
