import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AdminStore } from '../../src/store/admin-store.js';
import { openPostgresStore } from '../../src/store/postgres-store.js';
import { openSqliteStore } from '../../src/store/sqlite-store.js';

/** A fresh, migrated store for one test, and how to throw it away afterwards. */
export interface TestStore {
  store: AdminStore;
  dispose(): Promise<void>;
}

/** One backend the store contract runs against. */
export interface TestStoreFactory {
  name: string;
  open(): Promise<TestStore>;
}

const sqlite: TestStoreFactory = {
  name: 'sqlite',
  async open() {
    const store = openSqliteStore(':memory:');
    await store.migrate();
    return { store, dispose: () => store.close() };
  },
};

/** A database file, whose new transactions are all committed by the writer thread. */
const sqliteFile: TestStoreFactory = {
  name: 'sqlite file with a writer thread',
  async open() {
    const folder = mkdtempSync(join(tmpdir(), 'footprint-contract-'));
    const store = openSqliteStore(join(folder, 'footprints.sqlite'), { writerThread: 'always' });
    assert.ok(store.hasWriterThread());
    await store.migrate();
    return {
      store,
      async dispose() {
        await store.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  },
};

function postgres(connectionString: string): TestStoreFactory {
  return {
    name: 'postgres',
    async open() {
      const schema = `contract_${randomBytes(6).toString('hex')}`;
      const store = openPostgresStore({ connectionString, schema });
      await store.migrate();
      return {
        store,
        async dispose() {
          await store.close();
          const client = new pg.Client({ connectionString });
          await client.connect();
          try {
            await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

/** SQLite (in memory and in a file) always; PostgreSQL when `TEST_DATABASE_URL` is set (a note says when it is skipped). */
export function storeFactories(testDatabaseUrl: string | undefined): TestStoreFactory[] {
  if (!testDatabaseUrl) {
    console.log('note: store contract skipped for postgres (set TEST_DATABASE_URL to run it)');
    return [sqlite, sqliteFile];
  }
  return [sqlite, sqliteFile, postgres(testDatabaseUrl)];
}
