import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { AppError, type ErrorCode } from '../errors.js';
import { sendProblem } from './problem.js';
import { API_SECURITY_HEADERS } from './security-headers.js';
import type { TypedApp } from './typed-app.js';
import { toProblemDetails } from './validation.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'request headers',
};

interface FrameworkError {
  code: string;
  statusCode?: number;
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

function isFrameworkError(error: unknown): error is FrameworkError {
  if (!(error instanceof Error)) return false;
  const candidate = error as Error & Partial<FrameworkError>;
  return (
    Array.isArray(candidate.validation) ||
    (typeof candidate.code === 'string' && candidate.code.startsWith('FST_'))
  );
}

/** The problem for a Fastify error about the request itself, or null for anything else. */
function frameworkProblem(
  error: FrameworkError,
  bodyLimitBytes: number,
): { code: ErrorCode; detail: string } | null {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { code: 'unsupported-media-type', detail: 'Send the body as application/json.' };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      code: 'payload-too-large',
      detail: `The request body is larger than ${describeBytes(bodyLimitBytes)}.`,
    };
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return { code: 'invalid-request', detail: 'The request body is not valid JSON.' };
  }
  return clientStatusProblem(error.statusCode);
}

// Statuses a plugin may give its errors, as our codes; any other 4xx is an invalid request.
const CLIENT_STATUS_CODES: Record<number, ErrorCode> = {
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  408: 'request-timeout',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  431: 'request-header-too-large',
};

/** A client's mistake stays a 4xx whoever raised it: never a 500 for an error carrying a 4xx. */
function clientStatusProblem(status: unknown): { code: ErrorCode; detail: string } | null {
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const code = CLIENT_STATUS_CODES[status] ?? 'invalid-request';
  if (code === 'not-found') return { code, detail: 'There is no such resource.' };
  if (code === 'forbidden') return { code, detail: 'This resource may not be read.' };
  return { code, detail: 'The request is malformed.' };
}

function statusCodeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  return statusCode ?? status;
}

function describeBytes(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  return Number.isInteger(mebibytes) ? `${mebibytes} MiB` : `${bytes} bytes`;
}

function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimitBytes: number,
): FastifyReply {
  // Our own errors carry their code, detail and headers.
  if (error instanceof AppError) {
    if (error.code === 'internal-error' || error.code === 'unavailable') {
      request.log.error({ err: error }, 'request failed');
    }
    return sendProblem(request, reply, error.code, error.message, {
      errors: error.errors,
      headers: error.headers,
    });
  }
  // Schema validation: every problem at once, located by JSON pointers.
  if (isFrameworkError(error) && error.validation !== undefined) {
    const part = PART_NAMES[error.validationContext ?? 'body'] ?? 'request';
    return sendProblem(request, reply, 'invalid-request', `The ${part} is invalid.`, {
      errors: toProblemDetails(error.validation),
    });
  }
  // Fastify's errors about the request (media type, size, JSON syntax), and plugins' errors that
  // carry a 4xx status without a Fastify code (the static files of /docs, for one).
  const problem = isFrameworkError(error)
    ? frameworkProblem(error, bodyLimitBytes)
    : clientStatusProblem(statusCodeOf(error));
  if (problem !== null) {
    const errors = problem.code === 'invalid-request' ? [] : undefined;
    return sendProblem(request, reply, problem.code, problem.detail, { errors });
  }
  // Anything else is our fault: log it all, show nothing of it.
  request.log.error({ err: error }, 'unexpected error');
  return sendProblem(
    request,
    reply,
    'internal-error',
    `Something went wrong on our side. Quote request id ${request.id} when reporting it.`,
  );
}

function allowedMethods(app: TypedApp, url: string): string[] {
  const path = url.split('?')[0] ?? url;
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/**
 * Errors the router raises before any hook runs (a malformed URL, an over-long path parameter):
 * problem bodies too, with the request id and security headers that no hook could set.
 */
export function frameworkErrors(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.header('X-Request-Id', request.id).headers(API_SECURITY_HEADERS);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(request, reply, 'not-found', 'There is no such resource.');
  }
  return sendProblem(request, reply, 'invalid-request', 'The request URL is malformed.', {
    errors: [],
  });
}

/** Problem bodies for every error, 404 for unknown routes and 405 (with `Allow`) for known paths. */
export function installErrorHandling(app: TypedApp, options: { bodyLimitBytes: number }): void {
  app.setErrorHandler((error, request, reply) =>
    handleError(error, request, reply, options.bodyLimitBytes),
  );
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      return sendProblem(
        request,
        reply,
        'method-not-allowed',
        `${request.method} is not allowed here; use ${allowed.join(', ')}.`,
        { headers: { Allow: allowed.join(', ') } },
      );
    }
    return sendProblem(request, reply, 'not-found', 'There is no such route.');
  });
}
