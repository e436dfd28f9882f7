import type { AdminStore } from './admin-store.js';

/** Connection settings of the PostgreSQL store. */
export interface PostgresStoreOptions {
  connectionString: string;
  /** A schema to work in (created by `migrate()`), so that tests can isolate themselves. */
  schema?: string;
}

export function openPostgresStore(_options: PostgresStoreOptions): AdminStore {
  throw new Error('The PostgreSQL store is not written yet');
}
