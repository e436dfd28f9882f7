import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { printedKey, startService } from '../helpers/service-process.js';
import { startTcpProxy } from '../helpers/tcp-proxy.js';
import { createThrowawaySchema } from '../helpers/throwaway-schema.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL;

const ITEMS = [
  { productName: 'Apple MacBook Air 13-inch M3 Laptop', productPrice: 1099 },
  { productName: 'Crocs Classic Clog Unisex', productPrice: 49.99 },
];

interface Outcome {
  status: number;
  contentType: string | null;
  retryAfter: string | null;
  id?: string;
}

async function post(base: string, key: string): Promise<Outcome> {
  const response = await fetch(`${base}/v2/footprint/products`, {
    method: 'POST',
    headers: { 'service-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ items: ITEMS }),
  });
  const body = (await response.json()) as { id?: string };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    ...(response.status === 201 && body.id ? { id: body.id } : {}),
  };
}

test(
  'a PostgreSQL connection cut under load is answered 503 with Retry-After, and the service recovers with every acknowledged transaction',
  { skip: DATABASE_URL ? false : 'set TEST_DATABASE_URL to run the PostgreSQL suites' },
  async (t) => {
    const url = new URL(DATABASE_URL ?? '');
    const schema = await createThrowawaySchema(DATABASE_URL ?? '', 'outage');
    t.after(() => schema.drop());

    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    t.after(() => proxy.stop());
    const proxied = new URL(schema.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);

    const dataDir = mkdtempSync(join(tmpdir(), 'footprint-outage-'));
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    const service = await startService(dataDir, {
      DATABASE_URL: proxied.toString(),
      RATE_LIMIT_PER_SECOND: '0',
    });
    t.after(() => service.child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${service.port}`;
    const key = printedKey(service.output(), 'test') ?? '';

    const outcomes: Outcome[] = [];
    const failures: unknown[] = [];
    let running = true;
    const clients = Array.from({ length: 10 }, async () => {
      while (running) {
        try {
          outcomes.push(await post(base, key));
        } catch (error) {
          if (failures.length < 5) failures.push(error);
          await sleep(20);
        }
      }
    });

    await sleep(500);
    await proxy.stop();
    const duringOutage = outcomes.length;
    await sleep(700);
    const readyDuringOutage = await fetch(`${base}/readyz`);
    assert.equal(readyDuringOutage.status, 503);
    assert.match(readyDuringOutage.headers.get('content-type') ?? '', /application\/problem\+json/);

    await proxy.start();
    const restartedAt = Date.now();
    let recovered = false;
    try {
      while (Date.now() - restartedAt < 2000) {
        if ((await post(base, key)).status === 201) {
          recovered = true;
          break;
        }
        await sleep(50);
      }
    } finally {
      running = false;
      await Promise.all(clients);
    }

    assert.deepEqual(failures, [], 'no request may fail at the connection level');
    assert.equal(service.child.exitCode, null, 'the process stays up');
    assert.ok(recovered, 'a POST succeeds within 2 s of the database coming back');
    const failed = outcomes.slice(duringOutage).filter((o) => o.status !== 201);
    assert.ok(failed.length > 0, 'some requests met the outage');
    for (const outcome of outcomes.filter((o) => o.status !== 201)) {
      assert.equal(outcome.status, 503);
      assert.match(outcome.contentType ?? '', /application\/problem\+json/);
      assert.match(outcome.retryAfter ?? '', /^\d+$/);
    }
    assert.equal((await fetch(`${base}/readyz`)).status, 200);

    const acknowledged = outcomes.flatMap((o) => (o.id ? [o.id] : []));
    assert.ok(acknowledged.length > 0);
    for (const id of acknowledged) {
      const response = await fetch(`${base}/v1/transactions/${id}`, {
        headers: { 'service-api-key': key },
      });
      assert.equal(response.status, 200, `acknowledged transaction ${id} is stored`);
      const body = (await response.json()) as { items: unknown[] };
      assert.equal(body.items.length, ITEMS.length);
    }
  },
);

test(
  'a Redis connection cut under load leaves every request answered, limits counted in the process, and the service still serves once Redis is back',
  { skip: process.env.TEST_REDIS_URL ? false : 'set TEST_REDIS_URL to run the Redis suites' },
  async (t) => {
    const url = new URL(process.env.TEST_REDIS_URL ?? '');
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 6379));
    t.after(() => proxy.stop());
    const proxied = new URL(url.toString());
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const dataDir = mkdtempSync(join(tmpdir(), 'footprint-redis-outage-'));
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    const service = await startService(dataDir, {
      REDIS_URL: proxied.toString(),
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '100000',
    });
    t.after(() => service.child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${service.port}`;
    const key = printedKey(service.output(), 'test') ?? '';

    const outcomes: Outcome[] = [];
    const failures: unknown[] = [];
    let running = true;
    const clients = Array.from({ length: 10 }, async () => {
      while (running) {
        try {
          outcomes.push(await post(base, key));
        } catch (error) {
          if (failures.length < 5) failures.push(error);
          await sleep(20);
        }
      }
    });
    await sleep(500);
    await proxy.stop();
    await sleep(1000);
    await proxy.start();
    await sleep(1500);
    running = false;
    await Promise.all(clients);

    assert.deepEqual(failures, [], 'no request may fail at the connection level');
    assert.equal(service.child.exitCode, null, 'the process stays up');
    assert.ok(outcomes.length > 0);
    assert.deepEqual(
      outcomes.filter((o) => o.status !== 201).map((o) => o.status),
      [],
      'every request is served while Redis is away',
    );
    assert.match(service.output(), /Redis rate limiter unavailable/);
    assert.equal((await fetch(`${base}/readyz`)).status, 200);
  },
);
