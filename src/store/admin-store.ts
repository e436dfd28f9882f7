import type { Account, Store } from './store.js';

/**
 * The store as the operator's tools see it: the service's `Store` plus what only an
 * administrator needs (the `keys` command picks "the only account" from this list).
 */
export interface AdminStore extends Store {
  /** Every account, oldest first. */
  listAccounts(): Promise<Account[]>;
}
