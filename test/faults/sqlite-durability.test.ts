import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { loadConfig } from '../../src/config.js';
import { openStore } from '../../src/store/open-store.js';
import { SqliteStore } from '../../src/store/sqlite-store.js';

test('SQLite commits are synced to disk (synchronous=FULL) unless SQLITE_SYNCHRONOUS=normal', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'footprint-durability-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  assert.equal(loadConfig({}).sqliteSynchronous, 'full');
  assert.equal(loadConfig({ SQLITE_SYNCHRONOUS: 'normal' }).sqliteSynchronous, 'normal');
  assert.throws(() => loadConfig({ SQLITE_SYNCHRONOUS: 'off' }), /SQLITE_SYNCHRONOUS/);

  for (const setting of ['full', 'normal'] as const) {
    const store = await openStore({ dataDir, databaseUrl: null, sqliteSynchronous: setting });
    assert.ok(store instanceof SqliteStore);
    assert.equal(store.synchronous(), setting);
    await store.close();
  }
  const byDefault = await openStore({ dataDir, databaseUrl: null });
  assert.ok(byDefault instanceof SqliteStore);
  assert.equal(byDefault.synchronous(), 'full');
  await byDefault.close();
});
