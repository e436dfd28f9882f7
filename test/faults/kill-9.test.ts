import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test, { type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { printedKey, startService } from '../helpers/service-process.js';
import { createThrowawaySchema } from '../helpers/throwaway-schema.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const ITEMS = [
  { productName: 'Apple MacBook Air 13-inch M3 Laptop', productPrice: 1099 },
  { productName: 'Crocs Classic Clog Unisex', productPrice: 49.99 },
  { productName: 'Organic cotton crew neck t-shirt', productPrice: 25.5 },
];

/** Posts from 10 clients, kills the process with SIGKILL, restarts it, reads every acknowledged id. */
async function killUnderLoad(t: TestContext, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'footprint-kill-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await startService(dataDir, { ...env, RATE_LIMIT_PER_SECOND: '0' });
  t.after(() => first.child.kill('SIGKILL'));
  const key = printedKey(first.output(), 'test') ?? '';
  const base = `http://127.0.0.1:${first.port}`;
  const acknowledged: string[] = [];
  let running = true;
  const clients = Array.from({ length: 10 }, async () => {
    while (running) {
      try {
        const response = await fetch(`${base}/v2/footprint/products`, {
          method: 'POST',
          headers: { 'service-api-key': key, 'content-type': 'application/json' },
          body: JSON.stringify({ items: ITEMS }),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // The process is gone: requests in flight fail, and none of them was acknowledged.
      }
    }
  });
  while (acknowledged.length < 50) await sleep(20);
  first.child.kill('SIGKILL');
  await first.exited;
  running = false;
  await Promise.all(clients);

  const second = await startService(dataDir, env);
  t.after(() => second.child.kill('SIGKILL'));
  for (const id of acknowledged) {
    const response = await fetch(`http://127.0.0.1:${second.port}/v1/transactions/${id}`, {
      headers: { 'service-api-key': key },
    });
    assert.equal(response.status, 200, `acknowledged transaction ${id} survived`);
    const body = (await response.json()) as { items: Array<{ footprint: unknown }> };
    assert.equal(body.items.length, ITEMS.length, 'nothing half-stored');
  }
  second.child.kill('SIGTERM');
  await second.exited;
}

test('kill -9 under concurrent load on SQLite loses no acknowledged transaction', async (t) => {
  await killUnderLoad(t, {});
});

test(
  'kill -9 under concurrent load on PostgreSQL loses no acknowledged transaction',
  { skip: DATABASE_URL ? false : 'set TEST_DATABASE_URL to run the PostgreSQL suites' },
  async (t) => {
    const schema = await createThrowawaySchema(DATABASE_URL ?? '', 'kill');
    t.after(() => schema.drop());
    await killUnderLoad(t, { DATABASE_URL: schema.url.toString() });
  },
);
