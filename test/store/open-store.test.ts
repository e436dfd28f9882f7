import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { StoreUnavailableError } from '../../src/errors.js';
import { openStore } from '../../src/store/open-store.js';

describe('openStore with SQLite', () => {
  const root = mkdtempSync(join(tmpdir(), 'open-store-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  test('creates the data folder and footprints.sqlite, migrated and ready', async () => {
    const dataDir = join(root, 'nested', 'var');
    const store = await openStore({ dataDir, databaseUrl: null });
    try {
      assert.ok(existsSync(join(dataDir, 'footprints.sqlite')));
      await store.ping();
      assert.equal(await store.countAccounts(), 0);
    } finally {
      await store.close();
    }
  });

  test('keeps the data between two openings of the same folder', async () => {
    const dataDir = join(root, 'kept');
    const first = await openStore({ dataDir, databaseUrl: null });
    await first.createAccount({ name: 'Shop', createdAt: '2026-11-22T08:00:00.000Z' });
    await first.close();
    const second = await openStore({ dataDir, databaseUrl: null });
    try {
      assert.equal(await second.countAccounts(), 1);
    } finally {
      await second.close();
    }
  });

  test('rejects with StoreUnavailableError when the folder cannot be created', async () => {
    const blocker = join(root, 'a-file');
    writeFileSync(blocker, 'not a folder');
    await assert.rejects(
      openStore({ dataDir: join(blocker, 'var'), databaseUrl: null }),
      StoreUnavailableError,
    );
  });

  test('rejects with StoreUnavailableError when the file is not a database', async () => {
    const dataDir = join(root, 'garbage');
    await openStore({ dataDir, databaseUrl: null }).then((store) => store.close());
    writeFileSync(join(dataDir, 'footprints.sqlite'), 'this is not a SQLite database file at all');
    rmSync(join(dataDir, 'footprints.sqlite-wal'), { force: true });
    rmSync(join(dataDir, 'footprints.sqlite-shm'), { force: true });
    await assert.rejects(openStore({ dataDir, databaseUrl: null }), StoreUnavailableError);
  });
});
