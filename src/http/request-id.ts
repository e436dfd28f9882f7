import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's `X-Request-Id` when it is at most 128 safe characters, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const presented = Array.isArray(header) ? header[0] : header;
  return presented !== undefined && SAFE_REQUEST_ID.test(presented) ? presented : randomUUID();
}
