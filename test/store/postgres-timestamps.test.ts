import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoFromTimestamptz } from '../../src/store/postgres-timestamps.js';

test('reads a UTC timestamptz as an ISO string with milliseconds, however many digits PostgreSQL printed', () => {
  assert.equal(isoFromTimestamptz('2026-11-27 01:28:41.123+00'), '2026-11-27T01:28:41.123Z');
  assert.equal(isoFromTimestamptz('2026-11-27 01:28:41.12+00'), '2026-11-27T01:28:41.120Z');
  assert.equal(isoFromTimestamptz('2026-11-27 01:28:41+00'), '2026-11-27T01:28:41.000Z');
  assert.equal(isoFromTimestamptz('2026-11-27 01:28:41.123987+00'), '2026-11-27T01:28:41.123Z');
});

test('reads a timestamptz printed in another time zone as the same instant in UTC', () => {
  assert.equal(isoFromTimestamptz('2026-11-26 17:28:41.5-08'), '2026-11-27T01:28:41.500Z');
  assert.equal(isoFromTimestamptz('2026-11-27 06:58:41+05:30'), '2026-11-27T01:28:41.000Z');
});
