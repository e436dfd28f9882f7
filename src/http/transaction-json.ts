import fastJson from 'fast-json-stringify';
import { RecencyMap } from '../recency-map.js';
import type { Transaction } from '../store/store.js';
import { toView } from './footprint/build-transaction.js';
import { TransactionSchema } from './schemas/transaction.js';

/** The JSON of stored transactions, kept while their bytes fit this budget. */
const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * Stored transactions never change, so the JSON the API shows of one never changes either: it is
 * serialized once (with the same schema serializer Fastify would use) and its bytes are reused by
 * every read of that transaction, alone or in a list. Callers check visibility first; the cache
 * only saves the work of writing bytes already written. Least recently used entries leave first
 * (roughly: see RecencyMap).
 */
export class TransactionJson {
  readonly #serialize = fastJson(TransactionSchema);
  readonly #entries = new RecencyMap<string, Buffer>();
  readonly #budget: number;
  #bytes = 0;

  constructor(budgetBytes = DEFAULT_BUDGET_BYTES) {
    this.#budget = budgetBytes;
  }

  /** The response bytes of one transaction. */
  of(transaction: Transaction): Buffer {
    const cached = this.#entries.get(transaction.id);
    if (cached !== undefined) return cached;
    const bytes = Buffer.from(this.#serialize(toView(transaction)));
    this.#remember(transaction.id, bytes);
    return bytes;
  }

  /** A page of the list: the transactions' bytes with the page's own fields, in schema order. */
  page(
    transactions: readonly Transaction[],
    fields: { skip: number; limit: number; total: number; hasMore: boolean },
  ): Buffer {
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
    return Buffer.concat(parts);
  }

  #remember(id: string, bytes: Buffer): void {
    if (bytes.length > this.#budget) return;
    this.#entries.set(id, bytes);
    this.#bytes += bytes.length;
    while (this.#bytes > this.#budget) {
      const oldest = this.#entries.oldest();
      if (oldest === undefined) break;
      this.#entries.delete(oldest[0]);
      this.#bytes -= oldest[1].length;
    }
  }
}

const PAGE_START = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
