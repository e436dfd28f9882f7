import { type HttpContext, requireKey } from '../context.js';
import { CategoriesResponseSchema, MethodologyResponseSchema } from '../schemas/calculator.js';
import { KEY_SECURITY, KEYED_PROBLEMS, keyedResponse } from '../schemas/problem.js';
import type { TypedApp } from '../typed-app.js';

/** `GET /v1/methodology` and `GET /v1/categories`: what the active calculator version uses. */
export function registerCalculatorRoutes(app: TypedApp, context: HttpContext): void {
  app.get(
    '/v1/methodology',
    {
      onRequest: requireKey(context, 'read-calculator'),
      schema: {
        summary: 'Data sets, versions and formulas of the active calculator',
        operationId: 'getMethodology',
        tags: ['calculator'],
        security: KEY_SECURITY,
        response: {
          200: keyedResponse("The active calculator's methodology.", MethodologyResponseSchema),
          ...KEYED_PROBLEMS,
        },
      },
    },
    async () => {
      return context.engine.active.methodology();
    },
  );

  app.get(
    '/v1/categories',
    {
      onRequest: requireKey(context, 'read-calculator'),
      schema: {
        summary: 'Categories of the active calculator with their emission factors',
        operationId: 'listCategories',
        tags: ['calculator'],
        security: KEY_SECURITY,
        response: {
          200: keyedResponse("The active calculator's categories.", CategoriesResponseSchema),
          ...KEYED_PROBLEMS,
        },
      },
    },
    async () => {
      const calculator = context.engine.active;
      return {
        version: calculator.version,
        scheme: 'NAICS-2017' as const,
        data: calculator.categories(),
      };
    },
  );
}
