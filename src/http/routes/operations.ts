import { Type } from 'typebox';
import { AppError, StoreUnavailableError } from '../../errors.js';
import type { HttpContext } from '../context.js';
import { problemResponse } from '../schemas/problem.js';
import type { TypedApp } from '../typed-app.js';

/** The body of /healthz and /readyz when all is well. */
export const StatusSchema = Type.Object({ status: Type.Literal('ok') });

/** `GET /healthz`, `/readyz` and `/metrics`: for orchestrators and Prometheus, without a key. */
export function registerOperationsRoutes(app: TypedApp, context: HttpContext): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'The process is up',
        operationId: 'getHealth',
        tags: ['operations'],
        response: { 200: StatusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'The store answers',
        operationId: 'getReadiness',
        tags: ['operations'],
        response: {
          200: StatusSchema,
          503: problemResponse('unavailable: the store does not answer.'),
        },
      },
    },
    async (request) => {
      try {
        await context.store.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: the store does not answer');
        if (error instanceof AppError && error.code === 'unavailable') throw error;
        throw new StoreUnavailableError(error);
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics',
        operationId: 'getMetrics',
        tags: ['operations'],
        produces: ['text/plain'],
        response: { 200: Type.String() },
      },
    },
    async (_request, reply) => {
      const text = await context.metrics.registry.metrics();
      return reply.type(context.metrics.registry.contentType).send(text);
    },
  );
}
