import assert from 'node:assert/strict';
import test from 'node:test';
import { backoffMs, parseRetryAfter } from '../../src/client/retry.js';

test('backoff doubles its ceiling each attempt up to the maximum, with full jitter', () => {
  const options = { baseMs: 100, maxMs: 1000 };
  assert.equal(backoffMs(0, { ...options, random: () => 0.999999 }), 100);
  assert.equal(backoffMs(2, { ...options, random: () => 0.999999 }), 400);
  assert.equal(backoffMs(10, { ...options, random: () => 0.999999 }), 1000);
  assert.equal(backoffMs(3, { ...options, random: () => 0 }), 0);
  assert.equal(backoffMs(1, { ...options, random: () => 0.5 }), 100);
});

test('reads Retry-After as seconds or as an HTTP date', () => {
  assert.equal(parseRetryAfter('3'), 3);
  assert.equal(parseRetryAfter(null), null);
  assert.equal(parseRetryAfter('soon'), null);
  const now = Date.parse('2026-11-22T08:00:00Z');
  assert.equal(parseRetryAfter('Sun, 22 Nov 2026 08:00:05 GMT', now), 5);
});
