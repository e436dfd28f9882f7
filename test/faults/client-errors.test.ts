import assert from 'node:assert/strict';
import test, { type TestContext } from 'node:test';
import { build } from '../helpers/build.js';
import { type RawResponse, rawRequest } from '../helpers/raw-http.js';

async function listening(t: TestContext): Promise<number> {
  const harness = await build(t);
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const address = harness.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function assertRawProblem(response: RawResponse, status: number, code: string): void {
  assert.equal(response.status, status, response.body);
  assert.match(response.headers['content-type'] ?? '', /^application\/problem\+json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  assert.equal(body.status, status);
  assert.equal(body.code, code);
  assert.equal(body.type, `https://footprint.dev/problems/${code}`);
  assert.ok(response.headers['x-request-id'], 'X-Request-Id is set');
  assert.equal(body.requestId, response.headers['x-request-id']);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
}

test('a path that climbs out of the docs folder is a 4xx problem, not a 500', async (t) => {
  const port = await listening(t);
  const response = await rawRequest(
    port,
    'GET /docs/static/../../../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  assert.ok(response.status >= 400 && response.status < 500, `got ${response.status}`);
  assert.match(response.headers['content-type'] ?? '', /^application\/problem\+json/);
});

test('requests the HTTP parser rejects are answered 400 problem+json with a request id and nosniff', async (t) => {
  const port = await listening(t);
  const malformed: Array<[string, Buffer | string]> = [
    [
      'both Content-Length and Transfer-Encoding',
      'POST /v2/footprint/products HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a NUL byte in the path', 'GET /heal\0thz HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a NUL byte in a header', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Thing: a\0b\r\n\r\n'],
    [
      'invalid UTF-8 in the path',
      Buffer.concat([
        Buffer.from('GET /v1/transactions/'),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
      ]),
    ],
  ];
  for (const [name, request] of malformed) {
    const response = await rawRequest(port, request);
    assert.ok(response.status >= 400 && response.status < 500, `${name}: got ${response.status}`);
    assert.match(response.headers['content-type'] ?? '', /^application\/problem\+json/, name);
    assert.ok(response.headers['x-request-id'], `${name}: X-Request-Id is set`);
    assert.equal(response.headers['x-content-type-options'], 'nosniff', name);
  }
});

test('a 20 KB header is answered 431 problem+json', async (t) => {
  const port = await listening(t);
  const response = await rawRequest(
    port,
    `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
  );
  assertRawProblem(response, 431, 'request-header-too-large');
});
