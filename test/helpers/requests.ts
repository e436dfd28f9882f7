import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from './build.js';
import { LAPTOP, withKey } from './build.js';

/** A transaction as the API returns it (parsed JSON). */
export interface TransactionBody {
  id: string;
  env: string;
  items: Array<{
    id: string;
    externalId: string | null;
    submission: Record<string, unknown>;
    footprint: Record<string, unknown> & { category: Record<string, unknown> };
  }>;
  dateCreated: string;
  dateUpdated: string;
}

export function postFootprints(
  harness: Harness,
  key: string | null,
  items: unknown[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { ...(key === null ? {} : withKey(key)), ...headers },
    payload: { items },
  });
}

/** Creates a transaction with `key` and returns its body; fails the test unless it is a 201. */
export async function createTransaction(
  harness: Harness,
  key: string,
  items: unknown[] = [LAPTOP],
): Promise<TransactionBody> {
  const response = await postFootprints(harness, key, items);
  assert.equal(response.statusCode, 201, response.body);
  return response.json<TransactionBody>();
}

/** Asserts an RFC 9457 body with this status and code, and returns it. */
export function assertProblem(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): { detail: string; errors?: Array<{ path: string; message: string }>; requestId: string } {
  assert.equal(response.statusCode, status, response.body);
  assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
  const body = response.json<Record<string, unknown>>();
  assert.equal(body.code, code);
  assert.equal(body.status, status);
  assert.equal(body.statusCode, status);
  assert.equal(body.type, `https://footprint.dev/problems/${code}`);
  assert.equal(typeof body.title, 'string');
  assert.equal(body.message, body.detail);
  assert.equal(body.requestId, response.headers['x-request-id']);
  return response.json();
}
