import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import pg from 'pg';
import { StoreUnavailableError } from '../../src/errors.js';
import { openStore } from '../../src/store/open-store.js';
import { openPostgresStore } from '../../src/store/postgres-store.js';
import { createThrowawaySchema } from '../helpers/throwaway-schema.js';
import { makeTransaction } from './fixtures.js';

// Port 1 on the loopback interface: nothing listens there, so the connection is refused.
const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/test';

describe('PostgreSQL store without a server', () => {
  test('openStore rejects with StoreUnavailableError when the server cannot be reached', async () => {
    await assert.rejects(
      openStore({ dataDir: ':memory:', databaseUrl: UNREACHABLE }),
      StoreUnavailableError,
    );
  });

  test('ping rejects with StoreUnavailableError when the server cannot be reached', async () => {
    const store = openPostgresStore({ connectionString: UNREACHABLE });
    try {
      await assert.rejects(store.ping(), StoreUnavailableError);
      await assert.rejects(store.getAccount('x'), StoreUnavailableError);
    } finally {
      await store.close();
    }
  });

  test('refuses a schema name that is not a plain identifier', () => {
    assert.throws(() => openPostgresStore({ connectionString: UNREACHABLE, schema: 'a; DROP' }));
  });
});

const url = process.env.TEST_DATABASE_URL;
describe('PostgreSQL store with a server', { skip: url ? false : 'set TEST_DATABASE_URL' }, () => {
  test('two instances migrating one new schema at once both succeed', async () => {
    const connectionString = url ?? '';
    const schema = `migrate_${randomBytes(6).toString('hex')}`;
    const stores = [1, 2].map(() => openPostgresStore({ connectionString, schema }));
    try {
      await Promise.all(stores.map((store) => store.migrate()));
      assert.equal(await stores[0]?.countAccounts(), 0);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      const client = new pg.Client({ connectionString });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  test('openStore selects PostgreSQL when a database URL is given', async () => {
    const schema = await createThrowawaySchema(url ?? '', 'open');
    try {
      const store = await openStore({ dataDir: ':memory:', databaseUrl: schema.url.href });
      await store.createAccount({ name: 'Shop', createdAt: '2026-11-22T08:00:00.000Z' });
      await store.close();
      const found = await schema.admin.query(
        `SELECT count(*)::int AS n FROM ${schema.name}.accounts`,
      );
      assert.equal(found.rows[0]?.n, 1);
    } finally {
      await schema.drop();
    }
  });

  test('reads back the instants it stored whatever time zone the connection string asks for', async () => {
    const schema = await createThrowawaySchema(url ?? '', 'zone');
    try {
      const zoned = new URL(schema.url.href);
      zoned.searchParams.set('options', `-c TimeZone=Asia/Kolkata -c search_path=${schema.name}`);
      const store = await openStore({ dataDir: ':memory:', databaseUrl: zoned.href });
      const createdAt = '2026-11-22T23:59:59.120Z';
      const account = await store.createAccount({ name: 'Shop', createdAt });
      const transaction = makeTransaction({ accountId: account.id, dateCreated: createdAt });
      await store.createTransaction({
        transaction,
        newCategories: [],
        idempotency: null,
        now: createdAt,
      });
      assert.equal((await store.getAccount(account.id))?.createdAt, createdAt);
      const page = await store.listTransactions(
        account.id,
        'sandbox',
        { skip: 0, limit: 5 },
        {
          from: '2026-11-22',
          to: '2026-11-22',
        },
      );
      await store.close();
      assert.equal(page.total, 1);
      assert.equal(page.data[0]?.dateCreated, createdAt);
    } finally {
      await schema.drop();
    }
  });
});
