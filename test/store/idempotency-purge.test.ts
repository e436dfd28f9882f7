import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as flush } from 'node:timers/promises';
import { scheduleIdempotencyPurge } from '../../src/store/idempotency-purge.js';

function recordingLogger() {
  const lines: Array<{ level: string; object: object; message: string }> = [];
  return {
    lines,
    info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
  };
}

test('purges at once and then at every interval with the current time, until stopped', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const calls: string[] = [];
  let clock = Date.parse('2026-11-22T08:00:00.000Z');
  const stop = scheduleIdempotencyPurge(
    { purgeExpiredIdempotencyKeys: async (now) => calls.push(now) },
    { now: () => new Date(clock), intervalMs: 3_600_000, logger: recordingLogger() },
  );
  assert.deepEqual(calls, ['2026-11-22T08:00:00.000Z']);
  clock += 3_600_000;
  t.mock.timers.tick(3_600_000);
  assert.deepEqual(calls, ['2026-11-22T08:00:00.000Z', '2026-11-22T09:00:00.000Z']);
  stop();
  t.mock.timers.tick(10 * 3_600_000);
  assert.equal(calls.length, 2, 'purged after being stopped');
});

test('logs a failed purge and tries again at the next interval', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  let attempts = 0;
  const logger = recordingLogger();
  const stop = scheduleIdempotencyPurge(
    {
      purgeExpiredIdempotencyKeys: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database is locked');
        return 3;
      },
    },
    { now: () => new Date(), intervalMs: 1000, logger },
  );
  await flush();
  assert.equal(logger.lines[0]?.level, 'error');
  t.mock.timers.tick(1000);
  await flush();
  stop();
  assert.equal(attempts, 2);
  assert.deepEqual(logger.lines[1], {
    level: 'info',
    object: { deleted: 3 },
    message: 'purged expired idempotency keys',
  });
});
