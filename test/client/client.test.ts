import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import test from 'node:test';
import {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  FootprintClient,
  FootprintError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '../../src/client/index.js';
import { HEADPHONES, LAPTOP, overrideStore, T_SHIRT } from '../helpers/build.js';
import { liveServer } from '../helpers/live-server.js';

const FAST_RETRIES = { retryBaseMs: 1, retryMaxMs: 5 };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('the call did not fail');
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

test('footprints products, reads the transaction back and lists it', async (t) => {
  const server = await liveServer(t);
  const client = new FootprintClient({ apiKey: server.testKey, baseUrl: server.baseUrl });
  const created = await client.footprintProducts([LAPTOP, HEADPHONES]);
  assert.equal(created.env, 'sandbox');
  assert.equal(created.items.length, 2);
  assert.equal(created.items[0]?.footprint.category.scheme, 'NAICS-2017');
  assert.ok((created.items[0]?.footprint.carbonFootprint ?? 0) > 0);
  assert.deepEqual(await client.getTransaction(created.id), created);
  const page = await client.listTransactions({ limit: 5 });
  assert.equal(page.total, 1);
  assert.equal(page.data[0]?.id, created.id);
});

test('iterates over every transaction across pages', async (t) => {
  const server = await liveServer(t);
  const client = new FootprintClient({ apiKey: server.testKey, baseUrl: server.baseUrl });
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) ids.push((await client.footprintProducts([T_SHIRT])).id);
  const seen: string[] = [];
  for await (const transaction of client.transactions({ pageSize: 2 })) seen.push(transaction.id);
  assert.deepEqual([...seen].sort(), [...ids].sort());
});

test('sends an idempotency key on every POST, so the same key replays the same transaction', async (t) => {
  const server = await liveServer(t);
  const sent: Array<string | null> = [];
  const client = new FootprintClient({
    apiKey: server.testKey,
    baseUrl: server.baseUrl,
    fetch: (input, init) => {
      sent.push(new Headers(init?.headers).get('idempotency-key'));
      return fetch(input, init);
    },
  });
  const first = await client.footprintProducts([LAPTOP], { idempotencyKey: 'order-1' });
  const again = await client.footprintProducts([LAPTOP], { idempotencyKey: 'order-1' });
  assert.equal(again.id, first.id);
  assert.equal(client.lastResponse?.replayed, true);
  await client.footprintProducts([LAPTOP]);
  assert.equal(sent.length, 3);
  assert.match(sent[2] ?? '', /^[0-9a-f-]{36}$/);
});

test('throws an AuthenticationError for an unknown key', async (t) => {
  const server = await liveServer(t);
  const client = new FootprintClient({ apiKey: 'fp_test_nope', baseUrl: server.baseUrl });
  const error = await rejection(client.footprintProducts([LAPTOP]));
  assert.ok(error instanceof AuthenticationError);
  assert.equal(error.status, 401);
  assert.equal(error.code, 'invalid-api-key');
  assert.ok(error.requestId);
});

test('throws a PermissionError when a test key lists production', async (t) => {
  const server = await liveServer(t);
  const client = new FootprintClient({ apiKey: server.testKey, baseUrl: server.baseUrl });
  const error = await rejection(client.listTransactions({ env: 'production' }));
  assert.ok(error instanceof PermissionError);
  assert.equal(error.code, 'forbidden');
});

test('throws a NotFoundError for an unknown transaction', async (t) => {
  const server = await liveServer(t);
  const client = new FootprintClient({ apiKey: server.testKey, baseUrl: server.baseUrl });
  const error = await rejection(client.getTransaction(randomUUID()));
  assert.ok(error instanceof NotFoundError);
  assert.equal(error.code, 'transaction-not-found');
});

test('throws a ValidationError listing every problem', async (t) => {
  const server = await liveServer(t);
  const client = new FootprintClient({ apiKey: server.testKey, baseUrl: server.baseUrl });
  const error = await rejection(
    client.footprintProducts([
      { productName: 'Mug', productPrice: 1.001 },
      { productName: 'Mug', productPrice: 3, postalCode: 'ABC' },
    ]),
  );
  assert.ok(error instanceof ValidationError);
  assert.deepEqual(
    error.errors.map((e) => e.path),
    ['/items/0/productPrice', '/items/1/postalCode'],
  );
});

test('throws a ConflictError when an idempotency key is reused with another body', async (t) => {
  const server = await liveServer(t);
  const client = new FootprintClient({ apiKey: server.testKey, baseUrl: server.baseUrl });
  await client.footprintProducts([LAPTOP], { idempotencyKey: 'k-1' });
  const error = await rejection(client.footprintProducts([T_SHIRT], { idempotencyKey: 'k-1' }));
  assert.ok(error instanceof ConflictError);
  assert.equal(error.code, 'idempotency-key-reused');
});

test('throws a RateLimitError with the wait once the retries are spent', async (t) => {
  // The test clock stands still, so an empty bucket stays empty.
  const server = await liveServer(t, { config: { rateLimitBurst: 1, rateLimitPerSecond: 1 } });
  const client = new FootprintClient({
    apiKey: server.testKey,
    baseUrl: server.baseUrl,
    maxRetries: 0,
  });
  await client.footprintProducts([LAPTOP]);
  const error = await rejection(client.footprintProducts([LAPTOP]));
  assert.ok(error instanceof RateLimitError);
  assert.ok((error.retryAfterSeconds ?? 0) > 0);
});

test('retries a 429 after its Retry-After and then succeeds', async (t) => {
  const server = await liveServer(t);
  let calls = 0;
  const client = new FootprintClient({
    apiKey: server.testKey,
    baseUrl: server.baseUrl,
    ...FAST_RETRIES,
    fetch: async (input, init) => {
      calls += 1;
      if (calls === 1) {
        return new Response('{"code":"rate-limited"}', {
          status: 429,
          headers: { 'retry-after': '0', 'content-type': 'application/problem+json' },
        });
      }
      return fetch(input, init);
    },
  });
  const page = await client.listTransactions();
  assert.equal(page.total, 0);
  assert.equal(client.lastResponse?.attempts, 2);
});

test('throws a ServerError after retrying a 500', async (t) => {
  let reads = 0;
  const server = await liveServer(t, {
    wrapStore: (store) =>
      overrideStore(store, {
        getTransaction: async () => {
          reads += 1;
          throw new Error('disk on fire');
        },
      }),
  });
  const client = new FootprintClient({
    apiKey: server.testKey,
    baseUrl: server.baseUrl,
    maxRetries: 2,
    ...FAST_RETRIES,
  });
  const error = await rejection(client.getTransaction(randomUUID()));
  assert.ok(error instanceof ServerError);
  assert.equal(error.status, 500);
  assert.equal(reads, 3);
});

test('does not retry a 4xx other than 429', async (t) => {
  const server = await liveServer(t);
  let calls = 0;
  const client = new FootprintClient({
    apiKey: server.testKey,
    baseUrl: server.baseUrl,
    ...FAST_RETRIES,
    fetch: (input, init) => {
      calls += 1;
      return fetch(input, init);
    },
  });
  await rejection(client.getTransaction(randomUUID()));
  assert.equal(calls, 1);
});

test('retries after an injected 503 without creating a second transaction', async (t) => {
  const server = await liveServer(t);
  let posts = 0;
  const client = new FootprintClient({
    apiKey: server.testKey,
    baseUrl: server.baseUrl,
    ...FAST_RETRIES,
    // The first POST reaches the server and is stored, but its answer is lost behind a 503.
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST') posts += 1;
      if (init?.method === 'POST' && posts === 1) {
        await response.arrayBuffer();
        return new Response('{"code":"unavailable"}', {
          status: 503,
          headers: { 'content-type': 'application/problem+json' },
        });
      }
      return response;
    },
  });
  const transaction = await client.footprintProducts([LAPTOP, T_SHIRT]);
  assert.equal(posts, 2);
  assert.equal(client.lastResponse?.replayed, true);
  const reader = new FootprintClient({ apiKey: server.testKey, baseUrl: server.baseUrl });
  const page = await reader.listTransactions();
  assert.equal(page.total, 1);
  assert.equal(page.data[0]?.id, transaction.id);
});

test('throws a ConnectionError when nothing listens, after retrying', async () => {
  let calls = 0;
  const client = new FootprintClient({
    apiKey: 'fp_test_x',
    baseUrl: `http://127.0.0.1:${await closedPort()}`,
    maxRetries: 2,
    ...FAST_RETRIES,
    fetch: (input, init) => {
      calls += 1;
      return fetch(input, init);
    },
  });
  const error = await rejection(client.listTransactions());
  assert.ok(error instanceof ConnectionError);
  assert.ok(error instanceof FootprintError);
  assert.equal(calls, 3);
  assert.match(error.message, /ECONNREFUSED/);
});

test('throws a TimeoutError when the server does not answer in time', async (t) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = await liveServer(t, {
    wrapStore: (store) =>
      overrideStore(store, {
        getTransaction: async (...args: Parameters<typeof store.getTransaction>) => {
          await held;
          return store.getTransaction(...args);
        },
      }),
  });
  const client = new FootprintClient({
    apiKey: server.testKey,
    baseUrl: server.baseUrl,
    timeoutMs: 50,
  });
  const error = await rejection(client.getTransaction(randomUUID()));
  release();
  assert.ok(error instanceof TimeoutError);
});
