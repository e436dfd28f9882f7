import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { StoreUnavailableError } from '../errors.js';
import type { AdminStore } from './admin-store.js';
import type { SqliteSynchronous } from './sqlite-connection.js';
import { openSqliteStore, type SqliteStoreOptions } from './sqlite-store.js';
import type { Store } from './store.js';

/** Where the data lives: PostgreSQL when `databaseUrl` is set, else SQLite under `dataDir`. */
export interface StoreOptions {
  /** Folder of `footprints.sqlite`, created if missing; `:memory:` for an in-memory database. */
  dataDir: string;
  databaseUrl: string | null;
  /** SQLite's durability (`SQLITE_SYNCHRONOUS`); `full` unless told otherwise. */
  sqliteSynchronous?: SqliteSynchronous;
  /** Where SQLite commits new transactions (see `SqliteStoreOptions`); `auto` unless told otherwise. */
  sqliteWriterThread?: SqliteStoreOptions['writerThread'];
}

export const SQLITE_FILE_NAME = 'footprints.sqlite';

/** Opens the configured store and applies pending migrations before resolving. */
export async function openStore(options: StoreOptions): Promise<Store> {
  return openAdminStore(options);
}

/** `openStore` for operator tools, with the administrative methods. */
export async function openAdminStore(options: StoreOptions): Promise<AdminStore> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : openSqliteStore(sqliteFilename(options.dataDir), {
        synchronous: options.sqliteSynchronous,
        writerThread: options.sqliteWriterThread,
      });
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

function sqliteFilename(dataDir: string): string {
  if (dataDir === ':memory:') return ':memory:';
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
  return join(dataDir, SQLITE_FILE_NAME);
}

async function openPostgres(databaseUrl: string): Promise<AdminStore> {
  const { openPostgresStore } = await import('./postgres-store.js');
  return openPostgresStore({ connectionString: databaseUrl });
}
