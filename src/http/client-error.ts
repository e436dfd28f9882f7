import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../errors.js';
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem.js';
import { API_SECURITY_HEADERS } from './security-headers.js';

const SECURITY_HEADER_LINES = Object.entries(API_SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

// Node's HTTP parser rejects these before Fastify sees a request; ECONNRESET means nobody listens.
function problemFor(code: string | undefined): { code: ErrorCode; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      code: 'request-header-too-large',
      detail: 'The request line and headers are larger than 16 KiB.',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { code: 'request-timeout', detail: 'The request did not arrive in time.' };
  }
  return { code: 'invalid-request', detail: 'The request is not well-formed HTTP.' };
}

/**
 * Answers requests that Node's HTTP parser refuses (conflicting framing, NUL bytes, oversized
 * headers, timeouts) with a problem body and a request id, then closes the connection, as Node
 * itself would.
 */
export function createClientErrorHandler(log: () => FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { code, detail } = problemFor(error.code);
    // There is no parsed request to take an id from: a fresh one, as for a request without one.
    const requestId = randomUUID();
    const problem = problemBody(
      code,
      detail,
      requestId,
      code === 'invalid-request' ? [] : undefined,
    );
    const body = JSON.stringify(problem);
    const status = problem.status;
    log().debug({ err: error, requestId }, 'client error');
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Request-Id: ${requestId}\r\n` +
          SECURITY_HEADER_LINES +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroySoon();
  };
}
