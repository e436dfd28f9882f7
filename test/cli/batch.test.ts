import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test, { type TestContext } from 'node:test';
import { parse } from 'csv-parse/sync';
import { FootprintClient } from '../../src/client/index.js';
import type { Store } from '../../src/store/store.js';
import { overrideStore } from '../helpers/build.js';
import { writeCatalogue } from '../helpers/catalogue.js';
import { runCliProcess, startCli } from '../helpers/cli-process.js';
import { liveServer } from '../helpers/live-server.js';

const MAP = 'productName=Title,productPrice=Price,newProduct=Condition,sku=SKU';

function workDir(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'footprint-batch-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function results(path: string): Array<Record<string, string>> {
  return parse(readFileSync(path, 'utf8'), { columns: true }) as Array<Record<string, string>>;
}

async function apiItems(baseUrl: string, apiKey: string) {
  const client = new FootprintClient({ apiKey, baseUrl });
  const transactions = [];
  for await (const transaction of client.transactions()) transactions.push(transaction);
  return { transactions, items: transactions.flatMap((t) => t.items) };
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

test('footprints a 2,000-row catalogue: one result per row, totals as the API has them', async (t) => {
  const server = await liveServer(t, { config: { rateLimitPerSecond: 0 } });
  const dir = workDir(t);
  const products = writeCatalogue(join(dir, 'catalogue.csv'), 2000);
  const out = join(dir, 'results.csv');
  const run = await runCliProcess(
    ['batch', 'catalogue.csv', '--out', out, '--map', MAP, '--chunk', '200', '--concurrency', '4'],
    { cwd: dir, env: { FOOTPRINT_API_KEY: server.testKey, FOOTPRINT_BASE_URL: server.baseUrl } },
  );
  assert.equal(run.code, 0, run.stderr);
  const rows = results(out);
  assert.equal(rows.length, 2000);
  assert.deepEqual(
    rows.map((r) => Number(r.row)).sort((a, b) => a - b),
    Array.from({ length: 2000 }, (_, i) => i + 1),
  );
  for (const r of rows) {
    assert.equal(r.status, 'ok');
    assert.ok(r.fallback === 'true' || r.fallback === 'false', `fallback is "${r.fallback}"`);
    assert.equal(r.productName, products[Number(r.row) - 1]?.title);
  }
  const api = await apiItems(server.baseUrl, server.testKey);
  assert.equal(api.transactions.length, 10);
  assert.deepEqual(new Set(rows.map((r) => r.itemId)), new Set(api.items.map((i) => i.id)));
  const total = sum(api.items.map((i) => i.footprint.carbonFootprint));
  assert.equal(sum(rows.map((r) => Number(r.carbonFootprint))), total);
  assert.match(run.stdout, new RegExp(`Total: ${total.toFixed(3)} kg CO2e`));
  assert.match(run.stdout, /Rows: 2000 of 2000 done, 2000 footprinted, 0 rejected/);
  const fallbacks = api.items.filter((i) => i.footprint.category.fallback).length;
  assert.match(run.stdout, new RegExp(`Fallback category \\(not recognised\\): ${fallbacks} rows`));
});

test('a run killed halfway and rerun ends with one result per row and no duplicate transaction', async (t) => {
  // The server lets 5 requests through, then holds the rest until the client has been killed.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let created = 0;
  const inFlight: Promise<unknown>[] = [];
  const server = await liveServer(t, {
    config: { rateLimitPerSecond: 0 },
    wrapStore: (store: Store) =>
      overrideStore(store, {
        createTransaction: (input) => {
          created += 1;
          const stored = (created > 5 ? gate : Promise.resolve()).then(() =>
            store.createTransaction(input),
          );
          inFlight.push(stored);
          return stored;
        },
      }),
  });
  const dir = workDir(t);
  writeCatalogue(join(dir, 'catalogue.csv'), 2000);
  const out = join(dir, 'results.csv');
  const args = ['batch', 'catalogue.csv', '--out', out, '--map', MAP, '--chunk', '100'];
  const env = { FOOTPRINT_API_KEY: server.testKey, FOOTPRINT_BASE_URL: server.baseUrl };

  const first = startCli([...args, '--concurrency', '3'], { cwd: dir, env });
  while (created < 8 || results(out).length < 500) {
    if (first.child.exitCode !== null) assert.fail((await first.done).stderr);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  first.child.kill('SIGKILL');
  const killed = await first.done;
  assert.equal(killed.signal, 'SIGKILL');
  const partial = results(out).length;
  assert.ok(partial >= 500 && partial < 2000, `${partial} rows before the kill`);
  // The held requests now complete on the server: stored, but their answers are lost.
  release();
  await Promise.all(inFlight);

  const rerun = await runCliProcess([...args, '--concurrency', '3'], { cwd: dir, env });
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.match(rerun.stderr, /Resuming: \d+ of 2000 rows/);
  const rows = results(out);
  assert.equal(rows.length, 2000);
  assert.equal(new Set(rows.map((r) => r.row)).size, 2000);
  const api = await apiItems(server.baseUrl, server.testKey);
  assert.equal(api.transactions.length, 20, 'one transaction per chunk of 100 rows');
  assert.equal(api.items.length, 2000);
  assert.deepEqual(new Set(rows.map((r) => r.itemId)), new Set(api.items.map((i) => i.id)));
});

test('reports a row the API rejects with its line number and still does the others', async (t) => {
  const server = await liveServer(t);
  const dir = workDir(t);
  writeFileSync(
    join(dir, 'catalogue.jsonl'),
    [
      '{"productName":"Ceramic coffee mug","productPrice":12}',
      '{"productName":"Cast iron skillet","productPrice":24.9}',
      '',
      '{"productName":"Wool scarf","productPrice":19.999}',
      '{"productName":"Desk lamp","productPrice":39,"postalCode":"ABC"}',
      '{"productName":"Running shoes","productPrice":120}',
    ].join('\n'),
  );
  const out = join(dir, 'results.csv');
  const run = await runCliProcess(['batch', 'catalogue.jsonl', '--out', out], {
    cwd: dir,
    env: { FOOTPRINT_API_KEY: server.testKey, FOOTPRINT_BASE_URL: server.baseUrl },
  });
  assert.equal(run.code, 6, run.stderr);
  assert.match(run.stderr, /Row 3 \(line 4\) rejected: productPrice must have at most 2 decimal/);
  assert.match(run.stderr, /Row 4 \(line 5\) rejected: postalCode must be a US ZIP/);
  const rows = results(out).sort((a, b) => Number(a.row) - Number(b.row));
  assert.deepEqual(
    rows.map((r) => r.status),
    ['ok', 'ok', 'rejected', 'rejected', 'ok'],
  );
  const api = await apiItems(server.baseUrl, server.testKey);
  assert.equal(api.items.length, 3);
});

test('exits with a clear message for a missing file, a bad map, a bad key and no server', async (t) => {
  const server = await liveServer(t);
  const dir = workDir(t);
  writeCatalogue(join(dir, 'catalogue.csv'), 3);
  const env = { FOOTPRINT_API_KEY: server.testKey, FOOTPRINT_BASE_URL: server.baseUrl };
  const out = join(dir, 'out.csv');

  const missing = await runCliProcess(['batch', 'nope.csv', '--out', out], { cwd: dir, env });
  assert.equal(missing.code, 3);
  assert.match(missing.stderr, /Cannot read the input file nope\.csv: no such file/);

  const badMap = await runCliProcess(
    ['batch', 'catalogue.csv', '--out', out, '--map', 'productName=Name,productPrice=Price'],
    { cwd: dir, env },
  );
  assert.equal(badMap.code, 2);
  assert.match(badMap.stderr, /Bad column map: the input has no column "Name"/);

  const noMap = await runCliProcess(['batch', 'catalogue.csv', '--out', out], { cwd: dir, env });
  assert.equal(noMap.code, 2);
  assert.match(noMap.stderr, /no column for productName/);

  const badKey = await runCliProcess(['batch', 'catalogue.csv', '--out', out, '--map', MAP], {
    cwd: dir,
    env: { ...env, FOOTPRINT_API_KEY: 'fp_test_wrong' },
  });
  assert.equal(badKey.code, 4);
  assert.match(badKey.stderr, /The API key was refused \(invalid-api-key\)/);

  const unreachable = await runCliProcess(['estimate', 'Ceramic coffee mug', '--price', '12'], {
    cwd: dir,
    env: { ...env, FOOTPRINT_BASE_URL: 'http://127.0.0.1:9' },
  });
  assert.equal(unreachable.code, 5);
  assert.match(unreachable.stderr, /Cannot reach the Footprint API at http:\/\/127\.0\.0\.1:9/);
});
