import { StoreUnavailableError } from '../errors.js';

// Socket failures of the driver: the server is down, unreachable or went away.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);

// SQLSTATE codes (and classes, by their first two characters) meaning "cannot use the database
// now": connection exceptions, too many connections, shutdown, unknown database, failed login.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '3D000', '28000', '28P01']);
const UNAVAILABLE_CLASSES = new Set(['08', '53']);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /not queryable/i,
];

/** Turns "the database cannot be reached" into `StoreUnavailableError`; returns others as is. */
export function classifyPostgresError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) {
      return new StoreUnavailableError(error);
    }
    if (code.length === 5 && UNAVAILABLE_CLASSES.has(code.slice(0, 2))) {
      return new StoreUnavailableError(error);
    }
  }
  if (error instanceof AggregateError && error.errors.some((e) => isNetworkError(e))) {
    return new StoreUnavailableError(error);
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) {
    return new StoreUnavailableError(error);
  }
  return error;
}

function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}
