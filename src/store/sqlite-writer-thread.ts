/**
 * The SQLite writer thread (run by piscina from `sqlite-writer.ts`): commits groups of new
 * transactions on its own connection, so that the statements and the WAL's sync do not hold the
 * event loop.
 */

import { workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { openSqliteConnection, type SqliteSynchronous } from './sqlite-connection.js';
import { commitGroup } from './sqlite-group-commit.js';
import {
  describeError,
  type WriterReply,
  type WriterThreadData,
} from './sqlite-writer-messages.js';
import type { CreateInput } from './sqlite-writes.js';

const { filename, synchronous } = workerData as WriterThreadData;
let connection: BetterSqlite3.Database | undefined;

/** Opened at the first group, when the main thread has migrated the database. */
function db(): BetterSqlite3.Database {
  connection ??= openSqliteConnection(filename, synchronous as SqliteSynchronous);
  return connection;
}

/** Commits a group of writes, given as the JSON text of their inputs. */
export function commitInThread(inputsJson: string): WriterReply {
  try {
    const outcomes = commitGroup(db(), JSON.parse(inputsJson) as CreateInput[]);
    return {
      outcomes: outcomes.map((outcome) =>
        outcome.ok ? outcome : { ok: false, error: describeError(outcome.error) },
      ),
    };
  } catch (error) {
    return { groupError: describeError(error) };
  }
}
