/**
 * The one error type of the service. Every failure the service reports has a stable `code`;
 * `src/http/problem.ts` holds the single table from code to HTTP status and renders RFC 9457 bodies.
 */
export const ERROR_CODES = [
  'invalid-request',
  'missing-api-key',
  'invalid-api-key',
  'forbidden',
  'transaction-not-found',
  'not-found',
  'method-not-allowed',
  'request-timeout',
  'idempotency-key-reused',
  'payload-too-large',
  'unsupported-media-type',
  'request-header-too-large',
  'rate-limited',
  'quota-exceeded',
  'internal-error',
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem found in a request, located by a JSON pointer into the body, path or query. */
export interface ProblemDetail {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  errors?: ProblemDetail[];
  /** Extra response headers (for example `Retry-After` on 429). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: ProblemDetail[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** What a 503 for an unreachable store asks clients to wait; the pool reconnects on the next query. */
export const STORE_RETRY_AFTER_SECONDS = 1;

/** Thrown by a store whose database cannot be reached; answered as 503, never as a 4xx. */
export class StoreUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super('unavailable', 'The data store is not reachable. Try again shortly.', {
      cause,
      headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
    });
    this.name = 'StoreUnavailableError';
  }
}
