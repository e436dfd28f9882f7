import { StoreUnavailableError } from '../errors.js';

// SQLite result codes that mean the database file cannot be used right now, as opposed to a
// query or constraint fault of ours (which stays an ordinary error and answers 500).
const UNAVAILABLE_CODES = [
  'SQLITE_CANTOPEN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
  'SQLITE_PERM',
];

/** Turns a "database cannot be used" failure into `StoreUnavailableError`; returns others as is. */
export function classifySqliteError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.some((c) => code.startsWith(c))) {
      return new StoreUnavailableError(error);
    }
    // better-sqlite3 throws a TypeError once the connection has been closed.
    if (error instanceof TypeError && /database connection is not open/i.test(error.message)) {
      return new StoreUnavailableError(error);
    }
  }
  return error;
}
