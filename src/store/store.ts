import type { CategoryKind, DetectedCondition } from '../engine/types.js';
/**
 * The store, in domain terms. The HTTP layer only ever talks to this interface, so the embedded
 * SQLite store and the PostgreSQL store are interchangeable and pass one contract test suite.
 * Every method rejects with `StoreUnavailableError` (from `src/errors.ts`) when the database
 * cannot be reached, never with a client error.
 */

export type Environment = 'sandbox' | 'production';
export type KeyKind = 'test' | 'live';

export interface Account {
  id: string;
  name: string;
  createdAt: string;
}

/** An API key as stored: only the SHA-256 hash of the secret, never the secret itself. */
export interface ApiKeyRecord {
  id: string;
  accountId: string;
  kind: KeyKind;
  /** Lower-case hex SHA-256 of the full key. */
  hash: string;
  /** The first characters of the key (e.g. `fp_test_Ab12`), safe to display. */
  start: string;
  name: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** What was submitted for one item, normalised (`submission` in the API). */
export interface Submission {
  id: string;
  zip: string | null;
  sku: string | null;
  currency: string;
  manufacturer: string | null;
  title: string;
  price: number;
  category: string | null;
  description: string;
  isUsed: boolean;
  quantity: number;
  country: string;
}

/** A stored footprint (`footprint` in the API); kg figures already rounded to grams. */
export interface Footprint {
  id: string;
  currency: 'USD';
  expiresAt: string;
  carbonFootprint: number;
  carbonFootprintSavings: number | null;
  carbonFootprintCradleToShelf: number;
  carbonFootprintRetailOnly: number;
  carbonFootprintPerDollar: number | null;
  category: {
    scheme: 'NAICS-2017';
    code: string;
    title: string;
    confidence: number;
    fallback: boolean;
    /** Absent in footprints stored before kinds existed; the view derives it from the code. */
    kind?: CategoryKind;
  };
  /** Condition words that made an item without `newProduct` used; absent before detection existed. */
  conditionDetected?: DetectedCondition | null;
  method: string;
  version: string;
  dateCreated: string;
}

export interface Item {
  id: string;
  externalId: string | null;
  submission: Submission;
  footprint: Footprint;
}

/** Timestamps are ISO 8601 UTC strings with milliseconds. */
export interface Transaction {
  id: string;
  accountId: string;
  env: Environment;
  items: Item[];
  dateCreated: string;
  dateUpdated: string;
}

/** A product's category as first assigned by one calculator version. */
export interface StoredCategory {
  code: string;
  confidence: number;
  fallback: boolean;
}

export interface NewCategory extends StoredCategory {
  version: string;
  /** From the engine's `productKey(text)`. */
  productKey: string;
}

export interface IdempotencyInput {
  key: string;
  /** Hash of the request body; the same key with another hash is a conflict. */
  requestHash: string;
  expiresAt: string;
}

export type CreateTransactionResult =
  | { outcome: 'created'; transaction: Transaction }
  | { outcome: 'replayed'; transaction: Transaction }
  | { outcome: 'conflict' };

/**
 * A page of transactions never carries more items than this in all, so that one list request
 * cannot hold the process for long: the page ends before the transaction that would exceed it
 * (but always carries at least one) and `truncated` says so.
 */
export const MAX_ITEMS_PER_PAGE = 1000;

export interface TransactionPage {
  data: Transaction[];
  total: number;
  /** True when the page ended early to stay within `MAX_ITEMS_PER_PAGE`. */
  truncated: boolean;
}

/** How many of these transactions (newest first, with their item counts) fit on one page. */
export function fitOnPage(itemCounts: number[]): number {
  let items = 0;
  for (let index = 0; index < itemCounts.length; index += 1) {
    items += itemCounts[index] ?? 0;
    if (items > MAX_ITEMS_PER_PAGE) return Math.max(1, index);
  }
  return itemCounts.length;
}

/** How an account's owner signs in; `passwordHash` is a scrypt string (`src/accounts/passwords.ts`). */
export interface Login {
  accountId: string;
  /** Lower-case; unique across accounts. */
  email: string;
  passwordHash: string;
  /** Raised by every password change, so sessions issued before it stop working. */
  sessionVersion: number;
}

/** Inclusive UTC calendar days, `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

export type MetricsGrouping = 'day' | 'week' | 'month' | 'category';

/** Sums over footprinted items: count, kg CO2e, kg saved by used goods, items on a fallback category. */
export interface UsageFigures {
  items: number;
  carbonFootprint: number;
  savings: number;
  fallbackItems: number;
}

/**
 * One group of `usageMetrics`: a period's first day (`YYYY-MM-DD`; weeks start on Monday) or a
 * NAICS category code.
 */
export interface UsageGroup extends UsageFigures {
  key: string;
}

export interface UsageMetrics {
  totals: UsageFigures;
  /** Periods oldest first, or the 10 categories with the most kg CO2e, largest first. */
  groups: UsageGroup[];
}

export interface Store {
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers; used by `/readyz`. */
  ping(): Promise<void>;
  close(): Promise<void>;

  createAccount(input: { id?: string; name: string; createdAt: string }): Promise<Account>;
  getAccount(id: string): Promise<Account | null>;
  countAccounts(): Promise<number>;

  insertApiKey(key: ApiKeyRecord): Promise<void>;
  findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null>;
  listApiKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** Returns false when the key does not exist in that account or was already revoked. */
  revokeApiKey(accountId: string, keyId: string, revokedAt: string): Promise<boolean>;

  /** Categories already assigned to these products by this calculator version. */
  getCategories(version: string, productKeys: string[]): Promise<Map<string, StoredCategory>>;

  /**
   * Stores a transaction with all its items, the newly assigned product categories and the
   * idempotency record, in one database transaction: all or nothing. With an idempotency key
   * already used by this account (and not expired), nothing is stored: the same request hash
   * returns the first transaction (`replayed`), another hash returns `conflict`. Two concurrent
   * calls with one key store one transaction. Once stored, the transaction passed in is frozen and
   * shared with later readers (as `created` returns it): the caller must not change it.
   */
  createTransaction(input: {
    transaction: Transaction;
    newCategories: NewCategory[];
    idempotency: IdempotencyInput | null;
    now: string;
  }): Promise<CreateTransactionResult>;

  /**
   * The first transaction stored under this account's idempotency key, if the key is known and
   * not expired: lets the API answer a replay without computing anything.
   */
  findIdempotent(
    accountId: string,
    key: string,
    now: string,
  ): Promise<{ requestHash: string; transaction: Transaction } | null>;

  /**
   * Deletes idempotency records that expired at or before `now` (they no longer replay anything)
   * and returns how many were deleted. Their transactions stay.
   */
  purgeExpiredIdempotencyKeys(now: string): Promise<number>;

  /** A transaction of this account in one of `envs`, or null. */
  getTransaction(accountId: string, id: string, envs: Environment[]): Promise<Transaction | null>;

  /**
   * Newest first by `dateCreated`, then `id`; `total` counts all of the account's in `env`
   * (within `days` when given: UTC days, inclusive). At most `limit` transactions and
   * `MAX_ITEMS_PER_PAGE` items in all (see `TransactionPage`).
   */
  listTransactions(
    accountId: string,
    env: Environment,
    page: { skip: number; limit: number },
    days?: Partial<DayRange>,
  ): Promise<TransactionPage>;

  /**
   * Creates an account with its login in one database transaction; null (and nothing stored)
   * when the email already belongs to an account.
   */
  createAccountWithLogin(input: {
    name: string;
    email: string;
    passwordHash: string;
    createdAt: string;
  }): Promise<Account | null>;
  findLoginByEmail(email: string): Promise<Login | null>;
  getLogin(accountId: string): Promise<Login | null>;
  /**
   * Sets the account's email and password (creating its login if it has none) and raises its
   * session version; false when the email belongs to another account.
   */
  setLogin(input: {
    accountId: string;
    email: string;
    passwordHash: string;
    now: string;
  }): Promise<boolean>;

  /** The secret stored under `name`; stores `candidate` first if there is none (first caller wins). */
  ensureSecret(name: string, candidate: string, now: string): Promise<string>;

  /** Records that a key was used at `at` (keeps the latest). */
  recordKeyUse(keyId: string, at: string): Promise<void>;
  /** Each of the account's keys that was ever used, by key id: the last use. */
  keyLastUses(accountId: string): Promise<Map<string, string>>;

  /** The account's own monthly item quota, or null when the service's default applies. */
  getMonthlyQuota(accountId: string): Promise<number | null>;
  /** Sets (or with null clears) the account's own quota; false when there is no such account. */
  setMonthlyQuota(accountId: string, items: number | null): Promise<boolean>;

  /** The account's footprinted items in `env` over `days`, summed in the database by `groupBy`. */
  usageMetrics(query: {
    accountId: string;
    env: Environment;
    days: DayRange;
    groupBy: MetricsGrouping;
  }): Promise<UsageMetrics>;
}
