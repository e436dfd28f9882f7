import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { printedKey, startService } from '../helpers/service-process.js';

test('with WORKERS=2 two processes share the port, keys are printed once, an idempotency key creates one transaction, and SIGTERM stops all', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'footprint-workers-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const service = await startService(dataDir, { WORKERS: '2', RATE_LIMIT_PER_SECOND: '0' });
  t.after(() => service.child.kill('SIGKILL'));
  const key = printedKey(service.output(), 'test') ?? '';
  assert.ok(key);
  assert.equal(service.output().match(/test key \(sandbox\)/g)?.length, 1);

  const base = `http://127.0.0.1:${service.port}`;
  const post = () =>
    fetch(`${base}/v2/footprint/products`, {
      method: 'POST',
      headers: {
        'service-api-key': key,
        'content-type': 'application/json',
        'idempotency-key': 'same-order-42',
      },
      body: JSON.stringify({ items: [{ productName: 'Crocs Classic Clog', productPrice: 49.99 }] }),
    });
  const responses = await Promise.all(Array.from({ length: 20 }, post));
  const ids = new Set<string>();
  for (const response of responses) {
    assert.ok([200, 201].includes(response.status), String(response.status));
    ids.add(((await response.json()) as { id: string }).id);
  }
  assert.equal(ids.size, 1);
  const list = await fetch(`${base}/v1/transactions`, { headers: { 'service-api-key': key } });
  assert.equal(((await list.json()) as { total: number }).total, 1);

  service.child.kill('SIGTERM');
  assert.equal(await service.exited, 0);
});
