import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, ProblemDetail } from '../errors.js';

/** The one table from error code to HTTP status and human title; every code has a row. */
export const PROBLEM_TABLE: Readonly<Record<ErrorCode, { status: number; title: string }>> = {
  'invalid-request': { status: 400, title: 'Invalid request' },
  'missing-api-key': { status: 401, title: 'Missing API key' },
  'invalid-api-key': { status: 401, title: 'Invalid API key' },
  forbidden: { status: 403, title: 'Forbidden' },
  'transaction-not-found': { status: 404, title: 'Transaction not found' },
  'not-found': { status: 404, title: 'Not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'request-timeout': { status: 408, title: 'Request timeout' },
  'idempotency-key-reused': { status: 409, title: 'Idempotency key reused' },
  'payload-too-large': { status: 413, title: 'Payload too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  'request-header-too-large': { status: 431, title: 'Request header fields too large' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  'quota-exceeded': { status: 429, title: 'Monthly quota reached' },
  'internal-error': { status: 500, title: 'Internal error' },
  unavailable: { status: 503, title: 'Service unavailable' },
};

export const PROBLEM_TYPE_BASE = 'https://footprint.dev/problems/';
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** An RFC 9457 problem body, plus the `statusCode`/`message` aliases clients of similar APIs read. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  requestId: string;
  statusCode: number;
  message: string;
  errors?: ProblemDetail[];
}

export function statusOf(code: ErrorCode): number {
  return PROBLEM_TABLE[code].status;
}

export function problemBody(
  code: ErrorCode,
  detail: string,
  requestId: string,
  errors?: ProblemDetail[],
): ProblemBody {
  const { status, title } = PROBLEM_TABLE[code];
  const body: ProblemBody = {
    type: `${PROBLEM_TYPE_BASE}${code}`,
    title,
    status,
    detail,
    code,
    requestId,
    statusCode: status,
    message: detail,
  };
  if (errors !== undefined) body.errors = errors;
  return body;
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  options: { errors?: ProblemDetail[]; headers?: Record<string, string> } = {},
): FastifyReply {
  const body = problemBody(code, detail, request.id, options.errors);
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}
