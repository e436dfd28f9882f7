import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Calculator } from '../../engine/types.js';
import { AppError, type ProblemDetail } from '../../errors.js';
import { toProblemDetails } from '../validation.js';

const CURRENCY_SHAPE = /^[A-Z]{3}$/;

/**
 * Items whose currency has the right shape but no rate in `calculator`, as problems. Reads the body
 * defensively: it may be one that failed schema validation.
 */
export function unsupportedCurrencies(body: unknown, calculator: Calculator): ProblemDetail[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown, index) => {
    const currency = (item as { currency?: unknown } | null)?.currency;
    if (typeof currency !== 'string' || !CURRENCY_SHAPE.test(currency)) return [];
    if (calculator.supportsCurrency(currency)) return [];
    return [
      {
        path: `/items/${index}/currency`,
        message: `must be a currency the calculator has a rate for (${calculator.version})`,
      },
    ];
  });
}

/** The header problems, when Fastify stopped at an invalid body before validating the headers. */
function headerProblems(request: FastifyRequest): ProblemDetail[] {
  const validate = request.getValidationFunction('headers');
  if (validate === undefined || validate(request.headers)) return [];
  return toProblemDetails((validate.errors ?? []) as FastifySchemaValidationError[]);
}

/**
 * Every problem of a footprint request that failed schema validation (the route attaches the
 * validation error instead of answering at once): the schema's, the unsupported currencies that
 * Ajv cannot know, and the headers' (Fastify validates the body first and stops there). So a
 * client learns every invalid item and header from one response, as the contract asks.
 */
export function invalidFootprintRequest(
  request: FastifyRequest,
  failed: Error & { validation: FastifySchemaValidationError[]; validationContext: string },
  calculator: Calculator,
): AppError {
  const context = failed.validationContext;
  const bodyFailed = context === 'body';
  const schemaProblems = toProblemDetails(failed.validation);
  const currencyProblems = unsupportedCurrencies(request.body, calculator);
  // Fastify validates the body, then the query string, then the headers, stopping at the first.
  const headers = context === 'headers' ? schemaProblems : headerProblems(request);
  const body = bodyFailed ? [...schemaProblems, ...currencyProblems] : currencyProblems;
  if (context === 'querystring') {
    return new AppError('invalid-request', 'The request query string is invalid.', {
      errors: [...schemaProblems, ...body, ...headers],
    });
  }
  const detail =
    body.length > 0 && headers.length > 0
      ? 'The request body and headers are invalid.'
      : body.length > 0
        ? 'The request body is invalid.'
        : 'The request headers are invalid.';
  return new AppError('invalid-request', detail, { errors: [...body, ...headers] });
}
