import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { printedKey, startService } from '../helpers/service-process.js';

test('the service prints its keys on the first start only, serves them, and stops on SIGTERM', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'footprint-main-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));

  const first = await startService(dataDir);
  t.after(() => first.child.kill('SIGKILL'));
  const testKey = printedKey(first.output(), 'test');
  const liveKey = printedKey(first.output(), 'live');
  assert.ok(testKey, `no test key printed:\n${first.output()}`);
  assert.ok(liveKey, 'no live key printed');
  assert.ok(testKey.length >= 'fp_test_'.length + 32);

  const response = await fetch(`http://127.0.0.1:${first.port}/v2/footprint/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'service-api-key': testKey },
    body: JSON.stringify({
      items: [
        { productName: 'Apple MacBook Air 13-inch M3 laptop', productPrice: 1099 },
        { productName: 'Crocs Classic Clog Unisex', productPrice: 49.99 },
        { productName: 'Sony WH-1000XM5 Wireless Headphones', productPrice: 399 },
      ],
    }),
  });
  assert.equal(response.status, 201);
  const body = (await response.json()) as { id: string; env: string };
  assert.equal(body.env, 'sandbox');
  assert.equal(response.headers.get('location'), `/v1/transactions/${body.id}`);

  first.child.kill('SIGTERM');
  assert.equal(await first.exited, 0);

  const second = await startService(dataDir);
  t.after(() => second.child.kill('SIGKILL'));
  assert.equal(printedKey(second.output(), 'test'), undefined, 'keys were printed twice');
  const again = await fetch(`http://127.0.0.1:${second.port}/v1/transactions/${body.id}`, {
    headers: { authorization: `Bearer ${testKey}` },
  });
  assert.equal(again.status, 200, 'the stored transaction did not survive a restart');
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0);
});

test('SIGTERM lets a request that has started finish before the service exits', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'footprint-drain-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const service = await startService(dataDir);
  t.after(() => service.child.kill('SIGKILL'));
  const testKey = printedKey(service.output(), 'test');
  assert.ok(testKey);

  const body = JSON.stringify({
    items: [{ productName: 'Wooden dining table', productPrice: 450 }],
  });
  const socket = connect(service.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let reply = '';
  socket.on('data', (chunk: Buffer) => {
    reply += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  // Headers and half the body, then the signal, then the rest: the request is in flight.
  socket.write(
    `POST /v2/footprint/products HTTP/1.1\r\nHost: 127.0.0.1\r\nService-Api-Key: ${testKey}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n',
  );
  const half = Math.floor(body.length / 2);
  socket.write(body.slice(0, half));
  await new Promise((resolve) => setTimeout(resolve, 200));
  service.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.end(body.slice(half));
  await closed;
  assert.match(reply, /^HTTP\/1\.1 201 /);
  assert.equal(await service.exited, 0);
});

test(
  'with REDIS_URL the service keeps rate limits in Redis',
  { skip: process.env.TEST_REDIS_URL ? false : 'set TEST_REDIS_URL to run the Redis suites' },
  async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'footprint-redis-'));
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    const service = await startService(dataDir, { REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    t.after(() => service.child.kill('SIGKILL'));
    assert.match(service.output(), /rate limits are kept in Redis/);
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 0);
  },
);

test('with an unreachable REDIS_URL the service still starts, limiting per instance', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'footprint-no-redis-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const service = await startService(dataDir, { REDIS_URL: 'redis://127.0.0.1:1' });
  t.after(() => service.child.kill('SIGKILL'));
  assert.match(service.output(), /Redis is not reachable yet/);
  const testKey = printedKey(service.output(), 'test');
  const response = await fetch(`http://127.0.0.1:${service.port}/v1/transactions`, {
    headers: { 'service-api-key': testKey ?? '' },
  });
  assert.equal(response.status, 200);
  assert.ok(response.headers.get('ratelimit-remaining'));
  service.child.kill('SIGTERM');
  assert.equal(await service.exited, 0);
});
