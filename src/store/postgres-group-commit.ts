import type pg from 'pg';
import { inTransaction } from './postgres-migrate.js';
import { addDailyRollups } from './postgres-usage.js';
import {
  type CreateInput,
  claimIdempotencyKey,
  type IdempotencyRow,
  insertCategories,
  insertTransactions,
} from './postgres-writes.js';
import {
  type Outcome,
  type PendingWrite,
  rowsWritten,
  settleGroup,
  takeGroup,
} from './write-group.js';

/** A grouped write's value: null once stored, or the earlier request's idempotency record. */
type Written = IdempotencyRow | null;

interface Pending extends PendingWrite<Written> {
  input: CreateInput;
}
/** A deadlock with another instance's group rolls the whole group back; it is tried again. */
const DEADLOCK = '40P01';
const ATTEMPTS = 3;
/**
 * Groups being committed at once, each on its own connection: while one waits for its commit (the
 * server's WAL flush), the next writes its rows, and waits only where both touch the same usage
 * row. `npm run bench -- --store postgres`, (b) POST of 100 known products: 119-129 req/s with
 * one group at a time, 188-195 with two, p99 530 -> 400 ms; (a) within the noise.
 */
const GROUPS_IN_FLIGHT = 2;

/**
 * Group commit for PostgreSQL: while groups of new transactions are being committed, the next
 * ones queue, and then go together in one database transaction. Every transaction of one account
 * adds to the same `usage_daily` rows, whose lock would otherwise be held by one commit after the
 * other; a group updates each row once, and shares one WAL flush. Rows are locked in one order
 * (idempotency keys aside: a deadlock between two groups is tried again).
 *
 * Each write runs in its own savepoint: a write that fails (or finds its idempotency key taken) is
 * rolled back alone. Nobody's promise settles before the group has committed; if the commit fails,
 * every write of the group fails with it and none is stored.
 */
export class PostgresGroupCommit {
  readonly #withClient: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;
  #queue: Pending[] = [];
  #draining = 0;

  constructor(withClient: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>) {
    this.#withClient = withClient;
  }

  /** Stores `input` in a coming group: null once committed, or the earlier request's record. */
  run(input: CreateInput): Promise<IdempotencyRow | null> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ input, rows: rowsWritten(input), resolve, reject });
      if (this.#draining < GROUPS_IN_FLIGHT) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#draining += 1;
    try {
      while (this.#queue.length > 0) await this.#commit(takeGroup(this.#queue));
    } finally {
      this.#draining -= 1;
    }
  }

  async #commit(group: Pending[]): Promise<void> {
    let outcomes: Array<Outcome<Written>> | undefined;
    for (let attempt = 1; outcomes === undefined; attempt += 1) {
      try {
        outcomes = await this.#withClient((client) =>
          writeGroup(
            client,
            group.map((pending) => pending.input),
          ),
        );
      } catch (error) {
        const deadlock = (error as { code?: unknown }).code === DEADLOCK;
        if (!deadlock || attempt >= ATTEMPTS) {
          for (const pending of group) pending.reject(error);
          return;
        }
      }
    }
    settleGroup(group, outcomes);
  }
}

async function writeGroup(
  client: pg.ClientBase,
  inputs: CreateInput[],
): Promise<Array<Outcome<Written>>> {
  return inTransaction(client, async () => {
    // Writes without an idempotency key go in two statements for all; should those fail (say, an
    // id already taken), each is written again by itself, to fail alone.
    const plain = inputs.filter((input) => !input.idempotency);
    const plainStored =
      plain.length > 1 &&
      (
        await savepoint(client, () =>
          insertTransactions(
            client,
            plain.map((input) => input.transaction),
          ),
        )
      ).ok;
    const outcomes: Array<Outcome<Written>> = [];
    for (const input of inputs) {
      outcomes.push(
        plainStored && !input.idempotency
          ? { ok: true, value: null }
          : await writeOne(client, input),
      );
    }
    const stored = inputs.filter((_, index) => {
      const outcome = outcomes[index];
      return outcome?.ok === true && outcome.value === null;
    });
    await insertCategories(
      client,
      stored.flatMap((input) => input.newCategories),
    );
    await addDailyRollups(
      client,
      stored.map((input) => input.transaction),
    );
    return outcomes;
  });
}

/** One write in its own savepoint: stored, the earlier request's record, or its error. */
async function writeOne(client: pg.ClientBase, input: CreateInput): Promise<Outcome<Written>> {
  let earlier: IdempotencyRow | null = null;
  const written = await savepoint(client, async () => {
    earlier = input.idempotency
      ? await claimIdempotencyKey(client, input, input.idempotency)
      : null;
    // A replay or a conflict stores nothing: throwing rolls the claim back.
    if (earlier !== null) throw new EarlierRecord();
    await insertTransactions(client, [input.transaction]);
  });
  if (written.ok) return { ok: true, value: null };
  if (written.error instanceof EarlierRecord) return { ok: true, value: earlier };
  return written;
}

class EarlierRecord extends Error {}

/**
 * Runs `work` in a savepoint, rolled back if it throws. If even the rollback fails (the connection
 * is gone), that error is thrown, and the whole group fails.
 */
async function savepoint(
  client: pg.ClientBase,
  work: () => Promise<void>,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  await client.query('SAVEPOINT grouped_write');
  try {
    await work();
    await client.query('RELEASE SAVEPOINT grouped_write');
    return { ok: true };
  } catch (error) {
    await client.query('ROLLBACK TO SAVEPOINT grouped_write');
    await client.query('RELEASE SAVEPOINT grouped_write');
    return { ok: false, error };
  }
}
