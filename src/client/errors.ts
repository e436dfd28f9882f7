import type { ErrorCode, ProblemDetail } from '../errors.js';

/** The RFC 9457 problem body the API answers errors with, as far as the client reads it. */
export interface ProblemResponse {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: ErrorCode | string;
  requestId?: string;
  errors?: ProblemDetail[];
}

/** Every error the client throws: `status` is 0 when no HTTP answer arrived. */
export class FootprintError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  readonly problem: ProblemResponse | null;

  constructor(
    message: string,
    init: { status?: number; code?: string; problem?: ProblemResponse | null; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status ?? 0;
    this.code = init.code ?? init.problem?.code ?? 'unknown';
    this.requestId = init.problem?.requestId ?? null;
    this.problem = init.problem ?? null;
  }
}

/** 401: no key, or an unknown or revoked one. */
export class AuthenticationError extends FootprintError {}
/** 403: the key may not do this (e.g. a test key listing production). */
export class PermissionError extends FootprintError {}
/** 404: no such transaction visible to this key. */
export class NotFoundError extends FootprintError {}
/** 400: the request is invalid; `errors` lists every problem with its JSON pointer. */
export class ValidationError extends FootprintError {
  get errors(): ProblemDetail[] {
    return this.problem?.errors ?? [];
  }
}
/** 409: the idempotency key was used with another body. */
export class ConflictError extends FootprintError {}
/** 429 after the retries: `retryAfterSeconds` is the server's Retry-After. */
export class RateLimitError extends FootprintError {
  readonly retryAfterSeconds: number | null;
  constructor(
    message: string,
    init: ConstructorParameters<typeof FootprintError>[1] & { retryAfterSeconds: number | null },
  ) {
    super(message, init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}
/** 5xx after the retries. */
export class ServerError extends FootprintError {}
/** The server could not be reached (refused, reset, DNS) after the retries. */
export class ConnectionError extends FootprintError {}
/** No answer within `timeoutMs`. */
export class TimeoutError extends FootprintError {}

const BY_STATUS: Record<number, typeof FootprintError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
};

/** The error for an HTTP answer that is not a success. */
export function errorForResponse(
  status: number,
  problem: ProblemResponse | null,
  retryAfterSeconds: number | null,
): FootprintError {
  const message = problem?.detail ?? `The API answered HTTP ${status}.`;
  const init = { status, problem };
  if (status === 429) return new RateLimitError(message, { ...init, retryAfterSeconds });
  if (status >= 500) return new ServerError(message, init);
  const ErrorClass = BY_STATUS[status] ?? FootprintError;
  return new ErrorClass(message, init);
}
