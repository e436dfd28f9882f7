import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { parse } from 'csv-parse/sync';
import { runCliProcess } from '../helpers/cli-process.js';
import { liveServer } from '../helpers/live-server.js';

test('prints its commands, options from the environment and exit codes with --help', async () => {
  const run = await runCliProcess(['--help']);
  assert.equal(run.code, 0);
  for (const command of ['serve', 'keys', 'estimate', 'batch', 'export']) {
    assert.match(run.stdout, new RegExp(`\\n  ${command}`));
  }
  assert.match(run.stdout, /FOOTPRINT_API_KEY/);
});

test('exits 2 naming the problem for an unknown command or a missing option', async () => {
  const unknown = await runCliProcess(['frobnicate']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown command 'frobnicate'/);
  const noPrice = await runCliProcess(['estimate', 'Mug'], { env: { FOOTPRINT_API_KEY: 'x' } });
  assert.equal(noPrice.code, 2);
  assert.match(noPrice.stderr, /--price/);
});

test('estimates one product and explains the figure', async (t) => {
  const server = await liveServer(t);
  const run = await runCliProcess([
    'estimate',
    'Apple MacBook Air 13-inch M3 laptop',
    '--price',
    '1099',
    '--api-key',
    server.testKey,
    '--base-url',
    server.baseUrl,
  ]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /Footprint: +\d+\.\d{3} kg CO2e \(cradle to shelf\)/);
  assert.match(run.stdout, /Category: +NAICS-2017 334111 Electronic Computer Manufacturing/);
  assert.match(run.stdout, /Method: +USEEIO/);
});

test('exports every transaction as CSV, one row per item', async (t) => {
  const server = await liveServer(t);
  const env = { FOOTPRINT_API_KEY: server.testKey, FOOTPRINT_BASE_URL: server.baseUrl };
  await runCliProcess(['estimate', 'Ceramic coffee mug', '--price', '12'], { env });
  await runCliProcess(['estimate', 'Wool scarf', '--price', '19.99', '--used'], { env });
  const run = await runCliProcess(['export', '--format', 'csv'], { env });
  assert.equal(run.code, 0, run.stderr);
  const rows = parse(run.stdout, { columns: true }) as Array<Record<string, string>>;
  assert.deepEqual(rows.map((r) => r.title).sort(), ['Ceramic coffee mug', 'Wool scarf']);
  const jsonl = await runCliProcess(['export', '--format', 'jsonl', '--env', 'sandbox'], { env });
  assert.equal(jsonl.stdout.trim().split('\n').length, 2);
});

test('creates and lists keys in the configured store', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'footprint-keys-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const created = await runCliProcess(['keys', 'create', '--kind', 'test'], {
    env: { DATA_DIR: dataDir },
  });
  assert.equal(created.code, 0, created.stderr);
  assert.match(created.stdout, /^fp_test_[A-Za-z0-9]{32,}\n$/);
  const listed = await runCliProcess(['keys', 'list'], { env: { DATA_DIR: dataDir } });
  assert.equal(listed.code, 0);
  assert.match(listed.stdout, /test/);
  const revoked = await runCliProcess(['keys', 'revoke', 'no-such-key'], {
    env: { DATA_DIR: dataDir },
  });
  assert.equal(revoked.code, 1);
  assert.match(revoked.stderr, /There is no key no-such-key/);
});
