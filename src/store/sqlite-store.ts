import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { AdminStore } from './admin-store.js';
import { dayBounds, dayKeys } from './day-bounds.js';
import {
  type AccountRow,
  type ApiKeyRow,
  type CategoryRow,
  type TransactionRow,
  toAccount,
  toApiKey,
  toStoredCategory,
} from './rows.js';
import { openSqliteConnection, type SqliteSynchronous } from './sqlite-connection.js';
import { classifySqliteError } from './sqlite-errors.js';
import { commitGroup, type GroupCommitter, SqliteGroupCommit } from './sqlite-group-commit.js';
import * as logins from './sqlite-logins.js';
import { migrateSqlite } from './sqlite-migrate.js';
import { idempotencyRow, loadIdempotentTransaction, loadTransactions } from './sqlite-reads.js';
import { inTransaction, prepared } from './sqlite-statements.js';
import { usageMetrics } from './sqlite-usage.js';
import { startWriterThread, type WriterThread } from './sqlite-writer.js';
import type { CreateInput, Written } from './sqlite-writes.js';
import type {
  Account,
  ApiKeyRecord,
  CreateTransactionResult,
  DayRange,
  Environment,
  Login,
  Store,
  StoredCategory,
  Transaction,
  TransactionPage,
  UsageMetrics,
} from './store.js';
import { fitOnPage } from './store.js';
import { TransactionCache } from './transaction-cache.js';
import { rowsWritten } from './write-group.js';

const SYNCHRONOUS_NAMES: Record<number, SqliteSynchronous | undefined> = { 1: 'normal', 2: 'full' };

/** How `openSqliteStore` sets up the store. */
export interface SqliteStoreOptions {
  /** `full` unless told otherwise. */
  synchronous?: SqliteSynchronous;
  /**
   * Where new transactions are committed: `auto` (the default for a database file) in a writer
   * thread of their own, off the event loop, except a lone small write, which is committed on the
   * event loop as fast as the hop to the thread and back; `always` in the thread; `never` on the
   * event loop. An in-memory database has only the one connection: there it is always `never`.
   */
  writerThread?: 'auto' | 'always' | 'never';
}

/**
 * Opens (creating if needed) a SQLite database: a file path, or `:memory:`. Rejects with
 * `StoreUnavailableError` when the file cannot be opened. Call `migrate()` before use.
 */
export function openSqliteStore(filename: string, options: SqliteStoreOptions = {}): SqliteStore {
  const synchronous = options.synchronous ?? 'full';
  const db = openSqliteConnection(filename, synchronous);
  const inMemory = filename === ':memory:' || filename === '';
  const mode = inMemory ? 'never' : (options.writerThread ?? 'auto');
  const thread = mode === 'never' ? null : startWriterThread(filename, synchronous);
  return new SqliteStore(db, thread, { loneWritesOnEventLoop: mode === 'auto' });
}

/** Rows of a lone write that is still committed on the event loop when there is a writer thread. */
const LONE_WRITE_MAX_ROWS = 10;

/**
 * A group of one small write: what a client that posts one request at a time makes. Committing it
 * on the event loop costs about as long as the hop to the writer thread and back (0.1-0.5 ms),
 * which would be added to every such request; the thread pays off once writes come together.
 */
function isLoneSmallWrite(inputs: CreateInput[]): boolean {
  const [only] = inputs;
  return inputs.length === 1 && only !== undefined && rowsWritten(only) <= LONE_WRITE_MAX_ROWS;
}

/** Where a group is committed: on the event loop, in the writer thread, or by its size. */
function committer(
  db: BetterSqlite3.Database,
  writerThread: WriterThread | null,
  loneWritesOnEventLoop: boolean,
): GroupCommitter {
  const onEventLoop: GroupCommitter = async (inputs) => commitGroup(db, inputs);
  if (writerThread === null) return onEventLoop;
  if (!loneWritesOnEventLoop) return writerThread.commit;
  return (inputs) => (isLoneSmallWrite(inputs) ? onEventLoop(inputs) : writerThread.commit(inputs));
}

/**
 * The embedded store. better-sqlite3 is synchronous, so every write transaction runs to the end
 * without interleaving inside this process; `BEGIN IMMEDIATE` covers other processes. New
 * transactions are group-committed (`SqliteGroupCommit`): one sync of the WAL for all those
 * asked for while the group before was committed, in the writer thread when there is one.
 */
export class SqliteStore implements AdminStore {
  readonly #db: BetterSqlite3.Database;
  readonly #groupCommit: SqliteGroupCommit;
  readonly #writerThread: WriterThread | null;
  readonly #cache = new TransactionCache();

  constructor(
    db: BetterSqlite3.Database,
    writerThread: WriterThread | null = null,
    options: { loneWritesOnEventLoop?: boolean } = {},
  ) {
    this.#db = db;
    this.#writerThread = writerThread;
    this.#groupCommit = new SqliteGroupCommit(
      committer(db, writerThread, options.loneWritesOnEventLoop ?? true),
    );
  }

  /** Whether new transactions are committed in a thread of their own. */
  hasWriterThread(): boolean {
    return this.#writerThread !== null;
  }

  /** The durability setting in force on this connection. */
  synchronous(): SqliteSynchronous | 'other' {
    const level = this.#db.pragma('synchronous', { simple: true });
    return SYNCHRONOUS_NAMES[Number(level)] ?? 'other';
  }

  async migrate(): Promise<void> {
    return this.#guard(() => migrateSqlite(this.#db, () => new Date().toISOString()));
  }

  async ping(): Promise<void> {
    return this.#guard(() => {
      prepared(this.#db, 'SELECT 1').get();
    });
  }

  async close(): Promise<void> {
    await this.#groupCommit.drained();
    await this.#writerThread?.close();
    if (this.#db.open) this.#db.close();
  }

  async createAccount(input: { id?: string; name: string; createdAt: string }): Promise<Account> {
    const account = { id: input.id ?? randomUUID(), name: input.name, createdAt: input.createdAt };
    return this.#guard(() => {
      prepared(this.#db, 'INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)').run(
        account.id,
        account.name,
        account.createdAt,
      );
      return account;
    });
  }

  async getAccount(id: string): Promise<Account | null> {
    return this.#guard(() => {
      const row = prepared(this.#db, 'SELECT * FROM accounts WHERE id = ?').get(id) as
        | AccountRow
        | undefined;
      return row ? toAccount(row) : null;
    });
  }

  async listAccounts(): Promise<Account[]> {
    return this.#guard(() => {
      const rows = prepared(
        this.#db,
        'SELECT * FROM accounts ORDER BY created_at, id',
      ).all() as AccountRow[];
      return rows.map(toAccount);
    });
  }

  async countAccounts(): Promise<number> {
    return this.#guard(() => {
      const row = prepared(this.#db, 'SELECT count(*) AS n FROM accounts').get() as { n: number };
      return row.n;
    });
  }

  async insertApiKey(key: ApiKeyRecord): Promise<void> {
    return this.#guard(() => {
      prepared(
        this.#db,
        `INSERT INTO api_keys (id, account_id, kind, hash, start, name, created_at, revoked_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        key.id,
        key.accountId,
        key.kind,
        key.hash,
        key.start,
        key.name,
        key.createdAt,
        key.revokedAt,
      );
    });
  }

  async findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    return this.#guard(() => {
      const row = prepared(this.#db, 'SELECT * FROM api_keys WHERE hash = ?').get(hash) as
        | ApiKeyRow
        | undefined;
      return row ? toApiKey(row) : null;
    });
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    return this.#guard(() => {
      const rows = prepared(
        this.#db,
        'SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, id',
      ).all(accountId) as ApiKeyRow[];
      return rows.map(toApiKey);
    });
  }

  async revokeApiKey(accountId: string, keyId: string, revokedAt: string): Promise<boolean> {
    return this.#guard(() => {
      const result = prepared(
        this.#db,
        `UPDATE api_keys SET revoked_at = ?
           WHERE id = ? AND account_id = ? AND revoked_at IS NULL`,
      ).run(revokedAt, keyId, accountId);
      return result.changes === 1;
    });
  }

  async purgeExpiredIdempotencyKeys(now: string): Promise<number> {
    return this.#guard(
      () =>
        prepared(this.#db, 'DELETE FROM idempotency_keys WHERE expires_at <= ?').run(now).changes,
    );
  }

  async getCategories(
    version: string,
    productKeys: string[],
  ): Promise<Map<string, StoredCategory>> {
    return this.#guard(() => {
      const rows = prepared(
        this.#db,
        `SELECT product_key, code, confidence, fallback FROM product_categories
           WHERE version = ? AND product_key IN (SELECT value FROM json_each(?))`,
      ).all(version, JSON.stringify(productKeys)) as CategoryRow[];
      return new Map(rows.map((row) => [row.product_key, toStoredCategory(row)]));
    });
  }

  async createTransaction(input: CreateInput): Promise<CreateTransactionResult> {
    let written: Written;
    try {
      written = await this.#groupCommit.run(input);
    } catch (error) {
      throw classifySqliteError(error);
    }
    if (written.outcome !== 'created') return written;
    // Committed: only now may others read it from the cache, which freezes it.
    return { outcome: 'created', transaction: this.#cache.add(input.transaction) };
  }

  async findIdempotent(
    accountId: string,
    key: string,
    now: string,
  ): Promise<{ requestHash: string; transaction: Transaction } | null> {
    return this.#guard(() =>
      inTransaction(this.#db, () => {
        const row = idempotencyRow(this.#db, accountId, key);
        if (!row || row.expires_at <= now) return null;
        return {
          requestHash: row.request_hash,
          transaction: loadIdempotentTransaction(this.#db, row.transaction_id),
        };
      }),
    );
  }

  async getTransaction(
    accountId: string,
    id: string,
    envs: Environment[],
  ): Promise<Transaction | null> {
    const cached = this.#cache.visible(id, accountId, envs);
    if (cached !== undefined) return cached;
    return this.#guard(() =>
      inTransaction(this.#db, () => {
        const row = prepared(
          this.#db,
          'SELECT * FROM transactions WHERE id = ? AND account_id = ?',
        ).get(id, accountId) as TransactionRow | undefined;
        if (!row || !envs.includes(row.env as Environment)) return null;
        return this.#withItems([row])[0] ?? null;
      }),
    );
  }

  async listTransactions(
    accountId: string,
    env: Environment,
    page: { skip: number; limit: number },
    days: Partial<DayRange> = {},
  ): Promise<TransactionPage> {
    const { start, end } = dayBounds(days);
    const where = 'WHERE account_id = ? AND env = ? AND date_created >= ? AND date_created < ?';
    const params = [accountId, env, start, end];
    return this.#guard(() =>
      inTransaction(this.#db, (): TransactionPage => {
        // The page's ids come from the index alone; cached transactions are not read again, and
        // only the rows that fit on the page have their items loaded. `? + 0`, not a bare `?`:
        // SQLite (3.4x) reads a bare LIMIT or OFFSET parameter while planning, so every new binding
        // would compile the statement again (16 µs, most of the page's SQL time); the plan is the
        // same index walk either way.
        const ids = (
          prepared(
            this.#db,
            `SELECT id FROM transactions ${where}
             ORDER BY date_created DESC, id DESC LIMIT ? + 0 OFFSET ? + 0`,
          ).all(...params, page.limit, page.skip) as Array<{ id: string }>
        ).map((row) => row.id);
        const cached = new Map<string, Transaction>();
        for (const id of ids) {
          const transaction = this.#cache.get(id);
          if (transaction !== undefined) cached.set(id, transaction);
        }
        const uncached = this.#rowsWithItemCounts(ids.filter((id) => !cached.has(id)));
        const counts = ids.map(
          (id) => cached.get(id)?.items.length ?? uncached.get(id)?.item_count ?? 0,
        );
        const fit = fitOnPage(counts);
        const onPage = ids.slice(0, fit);
        const rows = onPage.flatMap((id) => {
          const row = uncached.get(id);
          if (row === undefined) return [];
          const { item_count: _, ...transactionRow } = row;
          return [transactionRow];
        });
        const { from, to } = dayKeys(days);
        const { total } = prepared(
          this.#db,
          `SELECT coalesce(sum(transactions), 0) AS total FROM transactions_daily
           WHERE account_id = ? AND env = ? AND day BETWEEN ? AND ?`,
        ).get(accountId, env, from, to) as { total: number };
        const data = this.#cache.merge(
          onPage.map((id) => ({ id })),
          cached,
          loadTransactions(this.#db, rows),
        );
        return { data, total, truncated: fit < ids.length };
      }),
    );
  }

  /** The rows of these transactions, each with its number of items, by id. */
  #rowsWithItemCounts(ids: string[]): Map<string, TransactionRow & { item_count: number }> {
    if (ids.length === 0) return new Map();
    const rows = prepared(
      this.#db,
      `SELECT t.*, (SELECT count(*) FROM items WHERE transaction_id = t.id) AS item_count
       FROM transactions t WHERE t.id IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(ids)) as Array<TransactionRow & { item_count: number }>;
    return new Map(rows.map((row) => [row.id, row]));
  }

  async createAccountWithLogin(
    input: Parameters<Store['createAccountWithLogin']>[0],
  ): Promise<Account | null> {
    return this.#guard(() => logins.createAccountWithLogin(this.#db, input));
  }

  async findLoginByEmail(email: string): Promise<Login | null> {
    return this.#guard(() => logins.findLogin(this.#db, 'email', email));
  }

  async getLogin(accountId: string): Promise<Login | null> {
    return this.#guard(() => logins.findLogin(this.#db, 'account_id', accountId));
  }

  async setLogin(input: Parameters<Store['setLogin']>[0]): Promise<boolean> {
    return this.#guard(() => logins.setLogin(this.#db, input));
  }

  async ensureSecret(name: string, candidate: string, now: string): Promise<string> {
    return this.#guard(() => logins.ensureSecret(this.#db, name, candidate, now));
  }

  async recordKeyUse(keyId: string, at: string): Promise<void> {
    return this.#guard(() => logins.recordKeyUse(this.#db, keyId, at));
  }

  async keyLastUses(accountId: string): Promise<Map<string, string>> {
    return this.#guard(() => logins.keyLastUses(this.#db, accountId));
  }

  async getMonthlyQuota(accountId: string): Promise<number | null> {
    return this.#guard(() => {
      const row = prepared(this.#db, 'SELECT monthly_item_quota FROM accounts WHERE id = ?').get(
        accountId,
      ) as { monthly_item_quota: number | null } | undefined;
      return row?.monthly_item_quota ?? null;
    });
  }

  async setMonthlyQuota(accountId: string, items: number | null): Promise<boolean> {
    return this.#guard(
      () =>
        prepared(this.#db, 'UPDATE accounts SET monthly_item_quota = ? WHERE id = ?').run(
          items,
          accountId,
        ).changes === 1,
    );
  }

  async usageMetrics(query: Parameters<Store['usageMetrics']>[0]): Promise<UsageMetrics> {
    return this.#guard(() => usageMetrics(this.#db, query));
  }

  /** The transactions of these rows: from the cache, else with their items in one query. */
  #withItems(rows: TransactionRow[]): Transaction[] {
    const { found, missing } = this.#cache.split(rows);
    return this.#cache.merge(rows, found, loadTransactions(this.#db, missing));
  }

  async #guard<T>(work: () => T): Promise<T> {
    try {
      return work();
    } catch (error) {
      throw classifySqliteError(error);
    }
  }
}
