import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import test, { type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Config, loadConfig } from '../../src/config.js';
import type { Store } from '../../src/store/store.js';
import { build, overrideStore } from '../helpers/build.js';

async function listening(
  t: TestContext,
  config: Partial<Config>,
  wrapStore?: (store: Store) => Store,
) {
  const harness = await build(t, { config, ...(wrapStore ? { wrapStore } : {}) });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const address = harness.app.server.address();
  return { harness, port: typeof address === 'object' && address ? address.port : 0 };
}

/** Opens a socket and collects what the server sends until it closes the connection. */
function open(port: number): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => resolve(Buffer.concat(chunks).toString())),
  );
  return { socket, closed };
}

const TIMEOUTS = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 500,
  keepAliveTimeoutMs: 300,
  idleTimeoutMs: 1500,
};

test('a body trickled byte by byte is cut off with 408 problem+json once the request timeout passes', async (t) => {
  const { port, harness } = await listening(t, TIMEOUTS);
  const { socket, closed } = open(port);
  const body = JSON.stringify({ items: [{ productName: 'Crocs Classic Clog', productPrice: 50 }] });
  socket.write(
    `POST /v2/footprint/products HTTP/1.1\r\nHost: x\r\nService-Api-Key: ${harness.testKey}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  let sent = 0;
  let open_ = true;
  closed.then(() => {
    open_ = false;
  });
  while (open_ && sent < body.length) {
    socket.write(body[sent] ?? '');
    sent += 1;
    await sleep(200);
  }
  const answer = await closed;
  assert.ok(sent < body.length, 'the server closed the connection before the body was complete');
  assert.match(answer, /^HTTP\/1\.1 408 /);
  assert.match(answer, /content-type: application\/problem\+json/i);
  assert.match(answer, /"code":"request-timeout"/);
});

test('a connection that sends nothing is closed after the headers timeout', async (t) => {
  const { port } = await listening(t, TIMEOUTS);
  const { closed } = open(port);
  const answer = await closed;
  assert.ok(answer === '' || /^HTTP\/1\.1 408 /.test(answer), answer);
});

test('an idle keep-alive connection is closed after the keep-alive timeout', async (t) => {
  const { port } = await listening(t, TIMEOUTS);
  const { socket, closed } = open(port);
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  const answer = await closed;
  assert.match(answer, /^HTTP\/1\.1 200 /);
  assert.match(answer, /Keep-Alive: timeout=0?\.?3|Keep-Alive: timeout=\d+/i);
});

test('connections over the cap are refused while the others are served', async (t) => {
  const { port } = await listening(t, { ...TIMEOUTS, maxConnections: 2 });
  const first = open(port);
  const second = open(port);
  await sleep(100);
  const third = open(port);
  assert.equal(await third.closed, '', 'the third connection is closed without an answer');
  first.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  assert.match(await first.closed, /^HTTP\/1\.1 200 /);
  second.socket.destroy();
});

test('the timeouts and the connection cap are read from the environment', () => {
  const config = loadConfig({
    REQUEST_TIMEOUT_MS: '20000',
    HEADERS_TIMEOUT_MS: '5000',
    KEEP_ALIVE_TIMEOUT_MS: '4000',
    IDLE_TIMEOUT_MS: '30000',
    MAX_CONNECTIONS: '500',
  });
  assert.equal(config.requestTimeoutMs, 20000);
  assert.equal(config.headersTimeoutMs, 5000);
  assert.equal(config.keepAliveTimeoutMs, 4000);
  assert.equal(config.idleTimeoutMs, 30000);
  assert.equal(config.maxConnections, 500);
});

test('a client that closes its sending side after the request still gets the answer', async (t) => {
  // The store takes its time, as a commit in the writer thread or on PostgreSQL does: the
  // client's FIN arrives before the answer is ready.
  const { port, harness } = await listening(t, TIMEOUTS, (store) =>
    overrideStore(store, {
      createTransaction: async (input) => {
        await sleep(50);
        return store.createTransaction(input);
      },
    }),
  );
  const { socket, closed } = open(port);
  const body = JSON.stringify({ items: [{ productName: 'Crocs Classic Clog', productPrice: 50 }] });
  socket.end(
    `POST /v2/footprint/products HTTP/1.1\r\nHost: x\r\nService-Api-Key: ${harness.testKey}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
  );
  const reply = await closed;
  assert.match(reply, /^HTTP\/1\.1 201 /);
  assert.match(reply, /"carbonFootprint"/);
});
