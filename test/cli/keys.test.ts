import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openStore } from '../../src/store/open-store.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function keys(dataDir: string, ...args: string[]): Run {
  return keysWith({ DATA_DIR: dataDir }, ...args);
}

function keysWith(vars: Record<string, string>, ...args: string[]): Run {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, vars);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'src/cli/keys.ts'), ...args],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run keys', () => {
  let dataDir: string;

  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'keys-cli-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('creates a key printed alone on stdout, which list then shows by its start only', () => {
    const created = keys(dataDir, 'create', '--kind', 'test');
    assert.equal(created.status, 0, created.stderr);
    const key = created.stdout.trim();
    assert.match(key, /^fp_test_[A-Za-z0-9]{40}$/);
    assert.equal(created.stdout, `${key}\n`);

    const listed = keys(dataDir, 'list');
    assert.equal(listed.status, 0, listed.stderr);
    assert.ok(listed.stdout.includes(key.slice(0, 12)));
    assert.ok(!listed.stdout.includes(key));
    assert.ok(!listed.stdout.includes(key.slice(12)));
  });

  test('creates a named live key in the only account', () => {
    const created = keys(dataDir, 'create', '--kind', 'live', '--name', 'ci-deploy');
    assert.equal(created.status, 0, created.stderr);
    const key = created.stdout.trim();
    assert.match(key, /^fp_live_/);
    const row = keys(dataDir, 'list')
      .stdout.split('\n')
      .find((line) => line.includes(key.slice(0, 12)));
    assert.ok(row?.includes('ci-deploy'));
  });

  test('revokes a key, after which list shows when, and revoking again fails', () => {
    const key = keys(dataDir, 'create', '--kind', 'test').stdout.trim();
    const row = keys(dataDir, 'list')
      .stdout.split('\n')
      .find((line) => line.includes(key.slice(0, 12)));
    const keyId = row?.split(/\s+/)[0] ?? '';
    assert.match(keyId, /^[0-9a-f-]{36}$/);

    const revoked = keys(dataDir, 'revoke', keyId);
    assert.equal(revoked.status, 0, revoked.stderr);
    const after = keys(dataDir, 'list')
      .stdout.split('\n')
      .find((line) => line.startsWith(keyId));
    assert.match(after ?? '', /\d{4}-\d{2}-\d{2}T[\d:.]+Z\s*$/);

    const again = keys(dataDir, 'revoke', keyId);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /already revoked/);
  });

  test('exits 2 with the usage on a bad command line', () => {
    for (const args of [[], ['bogus'], ['create'], ['create', '--kind', 'prod'], ['list', '--x']]) {
      const run = keys(dataDir, ...args);
      assert.equal(run.status, 2, `for ${args.join(' ')}`);
      assert.match(run.stderr, /Usage:/);
      assert.equal(run.stdout, '');
    }
  });

  test('exits 1 without a stack trace for an unknown key or account', () => {
    const unknownKey = keys(dataDir, 'revoke', '00000000-0000-4000-8000-00000000abcd');
    assert.equal(unknownKey.status, 1);
    assert.match(unknownKey.stderr, /no key/);
    const unknownAccount = keys(dataDir, 'create', '--kind', 'test', '--account', 'nobody');
    assert.equal(unknownAccount.status, 1);
    assert.doesNotMatch(unknownAccount.stderr, /\n\s+at /);
  });

  test('asks for --account when there are several accounts', async () => {
    const severalDir = mkdtempSync(join(tmpdir(), 'keys-cli-several-'));
    try {
      const store = await openStore({ dataDir: severalDir, databaseUrl: null });
      const createdAt = '2026-11-22T08:00:00.000Z';
      const shop = await store.createAccount({ name: 'Shop', createdAt });
      await store.createAccount({ name: 'Other shop', createdAt });
      await store.close();

      const run = keys(severalDir, 'create', '--kind', 'test');
      assert.equal(run.status, 1);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /There are 2 accounts; choose one with --account/);
      assert.ok(run.stderr.includes(shop.id));

      const chosen = keys(severalDir, 'create', '--kind', 'test', '--account', shop.id);
      assert.equal(chosen.status, 0, chosen.stderr);
      assert.match(chosen.stdout, /^fp_test_/);
    } finally {
      rmSync(severalDir, { recursive: true, force: true });
    }
  });

  test('exits 1 and says why when the database cannot be reached', () => {
    const run = keysWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' }, 'list');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /not reachable.*ECONNREFUSED/);
    assert.doesNotMatch(run.stderr, /\n\s+at /);
  });

  test('prints the usage on --help and exits 0', () => {
    const run = keys(dataDir, '--help');
    assert.equal(run.status, 0);
    assert.match(run.stdout, /create --kind test\|live/);
  });
});
