import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AdminStore } from './admin-store.js';
import { dayBounds, dayKeys } from './day-bounds.js';
import { classifyPostgresError } from './postgres-errors.js';
import { PostgresGroupCommit } from './postgres-group-commit.js';
import * as logins from './postgres-logins.js';
import { migratePostgres } from './postgres-migrate.js';
import { isoFromTimestamptz } from './postgres-timestamps.js';
import { usageMetrics } from './postgres-usage.js';
import type { CreateInput, IdempotencyRow } from './postgres-writes.js';
import {
  type AccountRow,
  type ApiKeyRow,
  type CategoryRow,
  type ItemRow,
  type TransactionRow,
  toAccount,
  toApiKey,
  toStoredCategory,
  toTransactions,
} from './rows.js';
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

/** Connection settings of the PostgreSQL store. */
export interface PostgresStoreOptions {
  connectionString: string;
  /** A schema to work in (created by `migrate()`), so that tests can isolate themselves. */
  schema?: string;
  /** Pool size; 10 by default. */
  maxConnections?: number;
}

const CONNECT_TIMEOUT_MS = 5000;
const SCHEMA_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

const TRANSACTION_COLUMNS = 'id, account_id, env, date_created, date_updated';
const ITEM_COLUMNS = 'id, transaction_id, external_id, submission, footprint';

/** Timestamps come back as the ISO strings the domain uses, not as `Date` objects. */
function timestampTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text', isoFromTimestamptz);
  return types;
}

/**
 * The settings every connection starts with: those of the connection string's own `options`,
 * then UTC as the session's time zone (timestamps then come back in UTC, which
 * isoFromTimestamptz reads without a Date), and the test's schema, if any.
 */
function sessionOptions(connectionString: string, schema: string | null): string {
  let own: string | null = null;
  try {
    own = new URL(connectionString).searchParams.get('options');
  } catch {
    // A keyword/value connection string: its options, if any, are not carried over.
  }
  return [own, '-c TimeZone=UTC', schema === null ? null : `-c search_path=${schema}`]
    .filter((option) => option !== null && option !== '')
    .join(' ');
}

/** A store over a pool of connections; nothing is connected until the first query. */
export function openPostgresStore(options: PostgresStoreOptions): PostgresStore {
  const schema = options.schema ?? null;
  if (schema !== null && !SCHEMA_PATTERN.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: timestampTypes(),
    options: sessionOptions(options.connectionString, schema),
  });
  // An idle connection dropped by the server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return new PostgresStore(pool, schema);
}

/**
 * The PostgreSQL store. Concurrent requests with one idempotency key are settled by the key's
 * unique index (`INSERT … ON CONFLICT`), never by reading first and writing after.
 */
export class PostgresStore implements AdminStore {
  readonly #pool: pg.Pool;
  readonly #schema: string | null;
  readonly #cache = new TransactionCache();
  readonly #groupCommit = new PostgresGroupCommit((work) => this.#withClient(work));
  #closed = false;

  constructor(pool: pg.Pool, schema: string | null) {
    this.#pool = pool;
    this.#schema = schema;
  }

  async migrate(): Promise<void> {
    await this.#withClient((client) => migratePostgres(client, this.#schema));
  }

  async ping(): Promise<void> {
    await this.#query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }

  async createAccount(input: { id?: string; name: string; createdAt: string }): Promise<Account> {
    const account = { id: input.id ?? randomUUID(), name: input.name, createdAt: input.createdAt };
    await this.#query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', [
      account.id,
      account.name,
      account.createdAt,
    ]);
    return account;
  }

  async getAccount(id: string): Promise<Account | null> {
    const rows = await this.#query<AccountRow>(
      'SELECT id, name, created_at FROM accounts WHERE id = $1',
      [id],
    );
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async listAccounts(): Promise<Account[]> {
    const rows = await this.#query<AccountRow>(
      'SELECT id, name, created_at FROM accounts ORDER BY created_at, id',
    );
    return rows.map(toAccount);
  }

  async countAccounts(): Promise<number> {
    const rows = await this.#query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    return rows[0]?.n ?? 0;
  }

  async insertApiKey(key: ApiKeyRecord): Promise<void> {
    await this.#query(
      `INSERT INTO api_keys (id, account_id, kind, hash, start, name, created_at, revoked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        key.id,
        key.accountId,
        key.kind,
        key.hash,
        key.start,
        key.name,
        key.createdAt,
        key.revokedAt,
      ],
    );
  }

  async findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    const rows = await this.#query<ApiKeyRow>('SELECT * FROM api_keys WHERE hash = $1', [hash]);
    return rows[0] ? toApiKey(rows[0]) : null;
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.#query<ApiKeyRow>(
      'SELECT * FROM api_keys WHERE account_id = $1 ORDER BY created_at, id',
      [accountId],
    );
    return rows.map(toApiKey);
  }

  async revokeApiKey(accountId: string, keyId: string, revokedAt: string): Promise<boolean> {
    const result = await this.#run(
      `UPDATE api_keys SET revoked_at = $1
       WHERE id = $2 AND account_id = $3 AND revoked_at IS NULL`,
      [revokedAt, keyId, accountId],
    );
    return result.rowCount === 1;
  }

  async purgeExpiredIdempotencyKeys(now: string): Promise<number> {
    const result = await this.#run('DELETE FROM idempotency_keys WHERE expires_at <= $1', [now]);
    return result.rowCount ?? 0;
  }

  async getCategories(
    version: string,
    productKeys: string[],
  ): Promise<Map<string, StoredCategory>> {
    const rows = await this.#query<CategoryRow>(
      `SELECT product_key, code, confidence, fallback FROM product_categories
       WHERE version = $1 AND product_key = ANY($2::text[])`,
      [version, productKeys],
    );
    return new Map(rows.map((row) => [row.product_key, toStoredCategory(row)]));
  }

  async createTransaction(input: CreateInput): Promise<CreateTransactionResult> {
    let settled: IdempotencyRow | null;
    try {
      settled = await this.#groupCommit.run(input);
    } catch (error) {
      throw classifyPostgresError(error);
    }
    if (settled === null) {
      // Committed: only now may others read it from the cache.
      return {
        outcome: 'created',
        transaction: this.#cache.add(input.transaction),
      };
    }
    if (settled.request_hash !== input.idempotency?.requestHash) return { outcome: 'conflict' };
    return { outcome: 'replayed', transaction: await this.#loadOne(settled.transaction_id) };
  }

  async findIdempotent(
    accountId: string,
    key: string,
    now: string,
  ): Promise<{ requestHash: string; transaction: Transaction } | null> {
    const rows = await this.#query<IdempotencyRow>(
      `SELECT request_hash, transaction_id FROM idempotency_keys
       WHERE account_id = $1 AND key = $2 AND expires_at > $3`,
      [accountId, key, now],
    );
    const row = rows[0];
    if (!row) return null;
    return { requestHash: row.request_hash, transaction: await this.#loadOne(row.transaction_id) };
  }

  async getTransaction(
    accountId: string,
    id: string,
    envs: Environment[],
  ): Promise<Transaction | null> {
    const cached = this.#cache.visible(id, accountId, envs);
    if (cached !== undefined) return cached;
    const rows = await this.#query<TransactionRow>(
      `SELECT ${TRANSACTION_COLUMNS} FROM transactions
       WHERE id = $1 AND account_id = $2 AND env = ANY($3::text[])`,
      [id, accountId, envs],
      'get-transaction',
    );
    return (await this.#withItems(rows))[0] ?? null;
  }

  async listTransactions(
    accountId: string,
    env: Environment,
    page: { skip: number; limit: number },
    days: Partial<DayRange> = {},
  ): Promise<TransactionPage> {
    const { start, end } = dayBounds(days);
    const { from, to } = dayKeys(days);
    const where = 'WHERE account_id = $1 AND env = $2 AND date_created >= $3 AND date_created < $4';
    // The page is cut from the index first, so only its own rows have their items counted; the
    // total is a sum over the daily counts, in the same round trip.
    const counted = await this.#query<TransactionRow & { total: number; item_count: number }>(
      `SELECT t.*, (${dailyTotal(7)}) AS total,
         (SELECT count(*) FROM items WHERE transaction_id = t.id)::int AS item_count
       FROM (SELECT ${TRANSACTION_COLUMNS} FROM transactions ${where}
             ORDER BY date_created DESC, id DESC LIMIT $5 OFFSET $6) t
       ORDER BY t.date_created DESC, t.id DESC`,
      [accountId, env, start, end, page.limit, page.skip, from, to],
      'list-transactions-page',
    );
    const total =
      counted[0]?.total ??
      (await this.#query<{ total: number }>(dailyTotal(3), [accountId, env, from, to]))[0]?.total ??
      0;
    const fit = fitOnPage(counted.map((row) => row.item_count));
    const rows = counted.slice(0, fit).map(({ total: _, item_count: __, ...row }) => row);
    const data = await this.#withItems(rows);
    return { data, total, truncated: fit < counted.length };
  }

  async createAccountWithLogin(
    input: Parameters<Store['createAccountWithLogin']>[0],
  ): Promise<Account | null> {
    return this.#withClient((client) => logins.createAccountWithLogin(client, input));
  }

  async findLoginByEmail(email: string): Promise<Login | null> {
    return this.#withClient((client) => logins.findLogin(client, 'email', email));
  }

  async getLogin(accountId: string): Promise<Login | null> {
    return this.#withClient((client) => logins.findLogin(client, 'account_id', accountId));
  }

  async setLogin(input: Parameters<Store['setLogin']>[0]): Promise<boolean> {
    return this.#withClient((client) => logins.setLogin(client, input));
  }

  async ensureSecret(name: string, candidate: string, now: string): Promise<string> {
    return this.#withClient((client) => logins.ensureSecret(client, name, candidate, now));
  }

  async recordKeyUse(keyId: string, at: string): Promise<void> {
    await this.#withClient((client) => logins.recordKeyUse(client, keyId, at));
  }

  async keyLastUses(accountId: string): Promise<Map<string, string>> {
    return this.#withClient((client) => logins.keyLastUses(client, accountId));
  }

  async getMonthlyQuota(accountId: string): Promise<number | null> {
    const rows = await this.#query<{ monthly_item_quota: number | null }>(
      'SELECT monthly_item_quota FROM accounts WHERE id = $1',
      [accountId],
    );
    return rows[0]?.monthly_item_quota ?? null;
  }

  async setMonthlyQuota(accountId: string, items: number | null): Promise<boolean> {
    const result = await this.#run('UPDATE accounts SET monthly_item_quota = $1 WHERE id = $2', [
      items,
      accountId,
    ]);
    return result.rowCount === 1;
  }

  async usageMetrics(query: Parameters<Store['usageMetrics']>[0]): Promise<UsageMetrics> {
    return this.#withClient((client) => usageMetrics(client, query));
  }

  async #loadOne(id: string): Promise<Transaction> {
    const rows = await this.#query<TransactionRow>(
      `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE id = $1`,
      [id],
    );
    const transaction = (await this.#withItems(rows))[0];
    if (!transaction) throw new Error(`Transaction ${id} of an idempotency record is missing`);
    return transaction;
  }

  /** The transactions of these rows: from the cache, else with their items in one query. */
  async #withItems(rows: TransactionRow[]): Promise<Transaction[]> {
    const { found, missing } = this.#cache.split(rows);
    return this.#cache.merge(rows, found, await this.#loadItems(missing));
  }

  async #loadItems(rows: TransactionRow[]): Promise<Transaction[]> {
    if (rows.length === 0) return [];
    const items = await this.#query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM items WHERE transaction_id = ANY($1::text[])
       ORDER BY transaction_id, position`,
      [rows.map((row) => row.id)],
    );
    return toTransactions(rows, items);
  }

  /** `name` makes it a prepared statement: parsed and planned once per connection. */
  async #query<Row extends pg.QueryResultRow>(
    sql: string,
    values?: unknown[],
    name?: string,
  ): Promise<Row[]> {
    return (await this.#run<Row>(sql, values, name)).rows;
  }

  async #run<Row extends pg.QueryResultRow>(
    sql: string,
    values?: unknown[],
    name?: string,
  ): Promise<pg.QueryResult<Row>> {
    try {
      return await this.#pool.query<Row>(
        name === undefined ? { text: sql, values } : { name, text: sql, values },
      );
    } catch (error) {
      throw classifyPostgresError(error);
    }
  }

  async #withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (error) {
      throw classifyPostgresError(error);
    }
    // While checked out, the pool no longer listens for the client's socket errors: without a
    // listener of our own, a connection reset here would be an uncaught 'error' event and end the
    // process. The failed query itself rejects, so the listener only has to remember the loss.
    let lost: Error | undefined;
    const onError = (error: Error): void => {
      lost = error;
    };
    client.on('error', onError);
    let broken: unknown;
    try {
      return await work(client);
    } catch (error) {
      broken = error;
      throw classifyPostgresError(error);
    } finally {
      client.off('error', onError);
      // A connection that failed mid-transaction is discarded rather than reused.
      const discard =
        lost ?? (broken instanceof Error && isConnectionLoss(broken) ? broken : undefined);
      client.release(discard);
    }
  }
}

function isConnectionLoss(error: Error): boolean {
  return classifyPostgresError(error) !== error;
}

/**
 * The transactions of an account and environment over a range of days, summed from their daily
 * counts: $1 is the account, $2 the environment, the days' bounds are `$first` and the next.
 */
function dailyTotal(first: number): string {
  return `SELECT coalesce(sum(transactions), 0)::int AS total FROM transactions_daily
          WHERE account_id = $1 AND env = $2 AND day BETWEEN $${first}::date AND $${first + 1}::date`;
}
