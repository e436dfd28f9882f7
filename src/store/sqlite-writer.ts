import { Piscina } from 'piscina';
import { StoreUnavailableError } from '../errors.js';
import { workerModuleUrl } from '../worker-module.js';
import type { SqliteSynchronous } from './sqlite-connection.js';
import type { GroupCommitter } from './sqlite-group-commit.js';
import { outcomesOf, type WriterReply, type WriterThreadData } from './sqlite-writer-messages.js';

/** A thread that commits groups of new transactions on its own connection. */
export interface WriterThread {
  commit: GroupCommitter;
  close(): Promise<void>;
}

/**
 * Starts the writer thread of the database file `filename` (piscina, one thread that stays up).
 * The main thread keeps its own connection for reads and the rare other writes; SQLite's write
 * lock and busy timeout order the two.
 */
export function startWriterThread(filename: string, synchronous: SqliteSynchronous): WriterThread {
  const workerData: WriterThreadData = { filename, synchronous };
  const pool = new Piscina({
    filename: workerModuleUrl('sqlite-writer-thread', import.meta.url),
    name: 'commitInThread',
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: 1,
    atomics: 'async',
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData,
  });
  return {
    async commit(inputs) {
      let reply: WriterReply;
      try {
        // JSON text crosses to the thread for half the main thread's time of a structured clone.
        reply = await pool.run(JSON.stringify(inputs));
      } catch (error) {
        // The thread itself failed (it is started again for the next group): whether the group
        // was committed is unknown, so the client is told to try again, with its idempotency key.
        throw new StoreUnavailableError(error);
      }
      return outcomesOf(reply);
    },
    close: () => pool.destroy(),
  };
}
