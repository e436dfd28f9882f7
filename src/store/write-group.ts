/**
 * What the SQLite and PostgreSQL group commits share: how a group is cut from the queue, and how
 * its writes are settled once it has committed.
 */

/** Rows a group may hold: a transaction of more items alone, or many small ones. */
const MAX_GROUP_ROWS = 500;

/** Rows a new transaction writes: its own and its items'. */
export function rowsWritten(input: { transaction: { items: readonly unknown[] } }): number {
  return input.transaction.items.length + 1;
}

/** What one write of a group came to. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A write waiting for its group, with the rows it writes (a transaction and its items). */
export interface PendingWrite<T> {
  rows: number;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Takes the first writes of `queue`, up to `MAX_GROUP_ROWS` rows but at least one write. */
export function takeGroup<P extends { rows: number }>(queue: P[]): P[] {
  let rows = 0;
  let count = 0;
  for (const pending of queue) {
    if (count > 0 && rows + pending.rows > MAX_GROUP_ROWS) break;
    rows += pending.rows;
    count += 1;
  }
  return queue.splice(0, count);
}

/** Settles each write of a committed group with its own outcome. */
export function settleGroup<T>(group: ReadonlyArray<PendingWrite<T>>, outcomes: Outcome<T>[]) {
  group.forEach((pending, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) pending.resolve(outcome.value);
    else pending.reject(outcome?.error ?? new Error('A grouped write has no outcome'));
  });
}
