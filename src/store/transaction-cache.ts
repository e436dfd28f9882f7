import { RecencyMap } from '../recency-map.js';
import type { Environment, Transaction } from './store.js';

/** Items (and transactions) kept at most: some tens of megabytes. */
const DEFAULT_MAX_ROWS = 20_000;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The transactions this process read or wrote last, by id. A stored transaction never changes
 * (no statement updates or deletes one), so a cached copy is never stale, on one instance or many,
 * and reading it back skips the items query and the parsing of their JSON. Copies are frozen:
 * callers share them. Least recently used first out (roughly: see RecencyMap), bounded by rows (a
 * transaction and its items).
 */
export class TransactionCache {
  readonly #entries: RecencyMap<string, Transaction>;
  readonly #maxRows: number;

  constructor(maxRows = DEFAULT_MAX_ROWS) {
    this.#maxRows = maxRows;
    this.#entries = new RecencyMap({ budget: maxRows, costOf: rowsOf });
  }

  get(id: string): Transaction | undefined {
    return this.#entries.get(id);
  }

  /** The transaction if cached and visible to this account in one of `envs`; else null/undefined. */
  visible(id: string, accountId: string, envs: Environment[]): Transaction | null | undefined {
    const transaction = this.get(id);
    if (transaction === undefined) return undefined;
    return transaction.accountId === accountId && envs.includes(transaction.env)
      ? transaction
      : null;
  }

  add(transaction: Transaction): Transaction {
    // A very large transaction would push out many small ones that are read more often.
    if (this.#entries.has(transaction.id) || rowsOf(transaction) > this.#maxRows / 20) {
      return transaction;
    }
    this.#entries.set(transaction.id, deepFreeze(transaction));
    return transaction;
  }

  /** The rows' transactions found here, and the rows still to load. */
  split<Row extends { id: string }>(
    rows: Row[],
  ): { found: Map<string, Transaction>; missing: Row[] } {
    const found = new Map<string, Transaction>();
    const missing: Row[] = [];
    for (const row of rows) {
      const cached = this.get(row.id);
      if (cached === undefined) missing.push(row);
      else found.set(row.id, cached);
    }
    return { found, missing };
  }

  /** The rows' transactions in the rows' order, from `found` and `loaded`; keeps those loaded. */
  merge(rows: Array<{ id: string }>, found: Map<string, Transaction>, loaded: Transaction[]) {
    for (const transaction of loaded) found.set(transaction.id, this.add(transaction));
    return rows.flatMap((row) => {
      const transaction = found.get(row.id);
      return transaction === undefined ? [] : [transaction];
    });
  }
}

/** Rows a transaction takes in the store: its own and its items'. */
function rowsOf(transaction: Transaction): number {
  return transaction.items.length + 1;
}
