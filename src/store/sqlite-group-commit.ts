import type BetterSqlite3 from 'better-sqlite3';
import { inImmediateTransaction, inTransaction } from './sqlite-statements.js';
import { addDailyRollups } from './sqlite-usage.js';
import { type CreateInput, type Written, writeTransaction } from './sqlite-writes.js';
import {
  type Outcome,
  type PendingWrite,
  rowsWritten,
  settleGroup,
  takeGroup,
} from './write-group.js';

/** Commits one group of writes and tells what each came to; throws if the group failed as one. */
export type GroupCommitter = (inputs: CreateInput[]) => Promise<Array<Outcome<Written>>>;

interface Pending extends PendingWrite<Written> {
  input: CreateInput;
}

/**
 * Writes one group in one SQLite transaction. Each write still stands alone: it runs in its own
 * savepoint, so one that throws is rolled back and fails by itself while the others commit; the
 * usage of the stored ones is added once for the group. Throws if the group failed as a whole
 * (then none of it is stored).
 */
export function commitGroup(
  db: BetterSqlite3.Database,
  inputs: CreateInput[],
): Array<Outcome<Written>> {
  const outcomes: Array<Outcome<Written>> = [];
  inImmediateTransaction(db, () => {
    for (const input of inputs) {
      try {
        // Nested inside the group's transaction, better-sqlite3 makes this a savepoint.
        outcomes.push({ ok: true, value: inTransaction(db, () => writeTransaction(db, input)) });
      } catch (error) {
        // SQLite may have rolled back the whole transaction (a full disk, an I/O error): then
        // the writes before this one are gone too, and the group fails as one.
        if (!db.inTransaction) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    addDailyRollups(
      db,
      inputs.flatMap((input, index) => {
        const outcome = outcomes[index];
        return outcome?.ok && outcome.value.outcome === 'created' ? [input.transaction] : [];
      }),
    );
  });
  return outcomes;
}

/**
 * Group commit: the new transactions asked for while no group is being committed go together in
 * one SQLite transaction, so that many requests share one sync of the WAL (with `synchronous=full`
 * the sync, not the SQL, is most of a small write's cost). One group is committed at a time: the
 * writes asked for meanwhile queue for the next. Nobody's promise settles before its group has
 * committed, so nothing is acknowledged that a crash could still take away; if the commit fails,
 * every write of the group fails with it and none of them is stored.
 *
 * A group holds about 500 rows at most (`takeGroup`), so that one group does not hold SQLite's
 * write lock, or the event loop when it commits there, for long (with 2,000 rows, groups of
 * 100-item transactions held it for 100-230 ms and the slowest requests of `npm run bench` (b)
 * waited seconds); the writes beyond wait for the next group, one turn of the event loop later.
 */
export class SqliteGroupCommit {
  readonly #commit: GroupCommitter;
  #queue: Pending[] = [];
  #scheduled = false;
  #running: Promise<void> | null = null;

  constructor(commit: GroupCommitter) {
    this.#commit = commit;
  }

  /** Stores `input` in a coming group; settles once that group has committed. */
  run(input: CreateInput): Promise<Written> {
    return new Promise<Written>((resolve, reject) => {
      this.#queue.push({ input, rows: rowsWritten(input), resolve, reject });
      this.#schedule();
    });
  }

  /** Resolves once every write asked for so far has been committed or has failed. */
  async drained(): Promise<void> {
    while (this.#running !== null || this.#scheduled) {
      await (this.#running ?? new Promise((resolve) => setImmediate(resolve)));
    }
  }

  #schedule(): void {
    if (this.#scheduled || this.#running !== null || this.#queue.length === 0) return;
    this.#scheduled = true;
    // After the I/O callbacks and promise jobs of this turn, so that every request that is ready
    // reaches its write before the group is cut.
    setImmediate(() => {
      this.#scheduled = false;
      this.#running = this.#flush().finally(() => {
        this.#running = null;
        this.#schedule();
      });
    });
  }

  async #flush(): Promise<void> {
    const group = takeGroup(this.#queue);
    let outcomes: Array<Outcome<Written>>;
    try {
      outcomes = await this.#commit(group.map((pending) => pending.input));
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    settleGroup(group, outcomes);
  }
}
