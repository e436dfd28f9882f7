import type BetterSqlite3 from 'better-sqlite3';
import { inImmediateTransaction, inTransaction } from './sqlite-statements.js';
import { type Outcome, type PendingWrite, settleGroup, takeGroup } from './write-group.js';

interface Pending extends PendingWrite<unknown> {
  work: () => unknown;
}

/**
 * Group commit: the write transactions asked for in one turn of the event loop run together in
 * one SQLite transaction, so that many requests share one sync of the WAL (with
 * `synchronous=full` the sync, not the SQL, is most of a small write's cost).
 *
 * Each write still stands alone: it runs in its own savepoint, so one that throws is rolled back
 * and fails by itself while the others commit. Nobody's promise settles before the commit has
 * returned, so nothing is acknowledged that a crash could still take away; if the commit itself
 * fails, every write of the group fails with it and none of them is stored.
 *
 * A group holds about 500 rows at most (`takeGroup`), so that one group does not hold the event
 * loop for long (tens of milliseconds; with 2,000 rows, groups of 100-item transactions held it
 * for 100-230 ms and the slowest requests of `npm run bench` (b) waited seconds); the writes
 * beyond wait for the next group, one turn later.
 */
export class SqliteGroupCommit {
  readonly #db: BetterSqlite3.Database;
  #queue: Pending[] = [];
  #scheduled = false;

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
  }

  /**
   * Runs `work`, which writes about `rows` rows, inside a coming group's transaction; settles once
   * that group has committed.
   */
  run<T>(work: () => T, rows = 1): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, rows, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // After the I/O callbacks and promise jobs of this turn, so that every request that is ready
    // reaches its write before the group is committed.
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    this.#scheduled = false;
    const group = takeGroup(this.#queue);
    if (this.#queue.length > 0) this.#schedule();
    const outcomes: Array<Outcome<unknown>> = [];
    try {
      inImmediateTransaction(this.#db, () => {
        for (const pending of group) {
          try {
            // Nested inside the group's transaction, better-sqlite3 makes this a savepoint.
            outcomes.push({ ok: true, value: inTransaction(this.#db, pending.work) });
          } catch (error) {
            // SQLite may have rolled back the whole transaction (a full disk, an I/O error):
            // then the writes before this one are gone too, and the group fails as one.
            if (!this.#db.inTransaction) throw error;
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    settleGroup(group, outcomes);
  }
}
