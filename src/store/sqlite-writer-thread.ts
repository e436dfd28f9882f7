/**
 * The SQLite writer thread (run by piscina from `sqlite-writer.ts`): commits groups of new
 * transactions on its own connection, so that the statements and the WAL's sync do not hold the
 * event loop.
 */

import { workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import {
  BUSY_TIMEOUT_MS,
  openSqliteConnection,
  type SqliteSynchronous,
} from './sqlite-connection.js';
import { commitGroup } from './sqlite-group-commit.js';
import {
  describeError,
  type WriterReply,
  type WriterThreadData,
} from './sqlite-writer-messages.js';
import type { CreateInput } from './sqlite-writes.js';

const { filename, synchronous } = workerData as WriterThreadData;
let connection: BetterSqlite3.Database | undefined;

/**
 * Opened at the first group, when the main thread has migrated the database. It does not use
 * SQLite's busy handler, which sleeps 1, 2, 5, 10… ms between tries while another process (a
 * second worker of `WORKERS`) holds the write lock for a millisecond or two; this thread waits for
 * the lock itself, in short steps (`commitInThread`).
 */
function db(): BetterSqlite3.Database {
  if (connection === undefined) {
    connection = openSqliteConnection(filename, synchronous as SqliteSynchronous);
    connection.pragma('busy_timeout = 0');
  }
  return connection;
}

const LOCK_RETRY_MS = 0.2;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Commits a group of writes, given as the JSON text of their inputs. */
export function commitInThread(inputsJson: string): WriterReply {
  const inputs = JSON.parse(inputsJson) as CreateInput[];
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      const outcomes = commitGroup(db(), inputs);
      return {
        outcomes: outcomes.map((outcome) =>
          outcome.ok ? outcome : { ok: false, error: describeError(outcome.error) },
        ),
      };
    } catch (error) {
      // The group's transaction could not begin (or was rolled back as a whole): nothing of it
      // is stored, so it is tried again until the lock is free or the time is up.
      if (isBusy(error) && Date.now() < deadline) {
        Atomics.wait(sleeper, 0, 0, LOCK_RETRY_MS);
        continue;
      }
      return { groupError: describeError(error) };
    }
  }
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_RECOVERY, SQLITE_BUSY_SNAPSHOT…). */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
