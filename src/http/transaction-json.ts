import fastJson from 'fast-json-stringify';
import { RecencyMap } from '../recency-map.js';
import type { Transaction } from '../store/store.js';
import { toView } from './footprint/build-transaction.js';
import { TransactionSchema } from './schemas/transaction.js';

/** The JSON of stored transactions, kept while their bytes fit this budget. */
const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;
/** Whole list pages, kept while their bytes fit this budget. */
const DEFAULT_PAGE_BUDGET_BYTES = 8 * 1024 * 1024;

/**
 * Stored transactions never change, so the JSON the API shows of one never changes either: it is
 * serialized once (with the same schema serializer Fastify would use) and its bytes are reused by
 * every read of that transaction, alone or in a list. Callers check visibility first; the cache
 * only saves the work of writing bytes already written. Least recently used entries leave first
 * (roughly: see RecencyMap).
 */
export class TransactionJson {
  readonly #serialize = fastJson(TransactionSchema);
  readonly #transactions: BufferCache;
  readonly #pages: BufferCache;

  constructor(budgetBytes = DEFAULT_BUDGET_BYTES, pageBudgetBytes = DEFAULT_PAGE_BUDGET_BYTES) {
    this.#transactions = new BufferCache(budgetBytes, budgetBytes);
    // A page is kept only if it is small next to the budget, so that one large page cannot push
    // out the many small ones that clients poll.
    this.#pages = new BufferCache(pageBudgetBytes, pageBudgetBytes / 8);
  }

  /** The response bytes of one transaction. */
  of(transaction: Transaction): Buffer {
    const cached = this.#transactions.get(transaction.id);
    if (cached !== undefined) return cached;
    const bytes = Buffer.from(this.#serialize(toView(transaction)));
    this.#transactions.set(transaction.id, bytes);
    return bytes;
  }

  /**
   * A page of the list: the transactions' bytes with the page's own fields, in schema order. The
   * bytes are a function of the page's transactions and fields alone, so a page asked for again
   * unchanged (a client polling its newest transactions) is answered with the same buffer, without
   * allocating and copying the page anew (tens of kilobytes for 20 transactions).
   */
  page(
    transactions: readonly Transaction[],
    fields: { skip: number; limit: number; total: number; hasMore: boolean },
  ): Buffer {
    let key = `${fields.skip} ${fields.limit} ${fields.total} ${fields.hasMore}`;
    for (const transaction of transactions) key += ` ${transaction.id}`;
    const cached = this.#pages.get(key);
    if (cached !== undefined) return cached;
    const parts: Buffer[] = [PAGE_START];
    transactions.forEach((transaction, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(this.of(transaction));
    });
    parts.push(
      Buffer.from(
        `],"skip":${fields.skip},"limit":${fields.limit},"total":${fields.total},` +
          `"hasMore":${fields.hasMore}}`,
      ),
    );
    const bytes = Buffer.concat(parts);
    this.#pages.set(key, bytes);
    return bytes;
  }
}

/** Buffers by key within a budget of bytes, least recently used out first (roughly). */
class BufferCache {
  readonly #entries: RecencyMap<string, Buffer>;
  readonly #largest: number;

  constructor(budgetBytes: number, largestBytes: number) {
    this.#entries = new RecencyMap({ budget: budgetBytes, costOf: (bytes) => bytes.length });
    this.#largest = largestBytes;
  }

  get(key: string): Buffer | undefined {
    return this.#entries.get(key);
  }

  set(key: string, bytes: Buffer): void {
    if (bytes.length > this.#largest || this.#entries.has(key)) return;
    this.#entries.set(key, bytes);
  }
}

const PAGE_START = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
