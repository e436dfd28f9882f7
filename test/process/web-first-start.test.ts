import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startService } from '../helpers/service-process.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Signs in over HTTP as a browser would: load the form, post it with its token and cookie. */
async function signIn(baseUrl: string, email: string, password: string): Promise<Response> {
  const form = await fetch(`${baseUrl}/sign-in`);
  const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  return fetch(`${baseUrl}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: token, email, password }).toString(),
  });
}

function accounts(dataDir: string, args: string[], input?: string) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/accounts.ts', ...args], {
    cwd: ROOT,
    env,
    input,
    encoding: 'utf8',
  });
}

test('the first start prints the local account’s sign-in once, and the accounts command replaces it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'web-first-start-'));
  const service = await startService(dataDir);
  try {
    const baseUrl = `http://127.0.0.1:${service.port}`;
    const output = service.output();
    assert.match(output, new RegExp(`web app:\\s+${baseUrl}/sign-in`));
    const email = /email:\s+(\S+)/.exec(output)?.[1];
    const password = /password:\s+(\S+)/.exec(output)?.[1];
    assert.equal(email, 'owner@localhost');
    assert.ok(password && password.length >= 20);

    const signedIn = await signIn(baseUrl, email, password);
    assert.equal(signedIn.status, 303);
    assert.equal(signedIn.headers.get('location'), '/dashboard');

    const set = accounts(dataDir, ['set-password', '--password-stdin'], 'a new local password\n');
    assert.equal(set.status, 0, set.stderr);
    assert.equal(set.stdout, '', 'a given password is not echoed');
    assert.equal((await signIn(baseUrl, email, password)).status, 401);
    assert.equal((await signIn(baseUrl, email, 'a new local password')).status, 303);

    const generated = accounts(dataDir, ['set-password']);
    assert.equal(generated.status, 0, generated.stderr);
    const newPassword = generated.stdout.trim();
    assert.equal((await signIn(baseUrl, email, newPassword)).status, 303);

    const invited = accounts(dataDir, ['invite', '--email', 'Bob@Example.com']);
    assert.equal(invited.status, 0, invited.stderr);
    assert.equal((await signIn(baseUrl, 'bob@example.com', invited.stdout.trim())).status, 303);
    const again = accounts(dataDir, ['invite', '--email', 'bob@example.com']);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /already exists/);

    const quota = accounts(dataDir, ['set-quota', '--email', 'bob@example.com', '--items', '500']);
    assert.equal(quota.status, 0, quota.stderr);
    const listed = accounts(dataDir, ['list']);
    assert.match(listed.stdout, /owner@localhost\s+default/);
    assert.match(listed.stdout, /bob@example\.com\s+500/);
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the accounts command explains its usage and refuses short passwords', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'accounts-cli-'));
  try {
    const unknown = accounts(dataDir, ['promote']);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /Unknown command "promote"/);
    assert.equal(accounts(dataDir, ['invite']).status, 2);
    const noLocal = accounts(dataDir, ['set-password']);
    assert.equal(noLocal.status, 1);
    assert.match(noLocal.stderr, /no local account yet/);
    const invited = accounts(dataDir, ['invite', '--email', 'ann@example.com']);
    assert.equal(invited.status, 0, invited.stderr);
    const short = accounts(
      dataDir,
      ['set-password', '--email', 'ann@example.com', '--password-stdin'],
      'short\n',
    );
    assert.equal(short.status, 1);
    assert.match(short.stderr, /at least 10 characters/);
    assert.equal(accounts(dataDir, ['invite', '--email', 'not-an-email']).status, 1);
    assert.equal(accounts(dataDir, ['set-quota', '--email', 'ann@example.com']).status, 2);
    assert.equal(
      accounts(dataDir, ['set-quota', '--email', 'ann@example.com', '--items', '0']).status,
      2,
    );
    const nobody = accounts(dataDir, ['set-quota', '--email', 'zed@example.com', '--items', '5']);
    assert.equal(nobody.status, 1);
    assert.match(nobody.stderr, /No account signs in as zed@example\.com/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
