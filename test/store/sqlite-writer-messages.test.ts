import assert from 'node:assert/strict';
import test from 'node:test';
import { StoreUnavailableError } from '../../src/errors.js';
import { classifySqliteError } from '../../src/store/sqlite-errors.js';
import { describeError, outcomesOf } from '../../src/store/sqlite-writer-messages.js';

function sqliteError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'SqliteError', code });
}

test("a write's error from the writer thread keeps its SQLite code, so a full disk still means unavailable", () => {
  const outcomes = outcomesOf({
    outcomes: [
      { ok: true, value: { outcome: 'created' } },
      { ok: false, error: describeError(sqliteError('SQLITE_FULL', 'database or disk is full')) },
    ],
  });
  assert.deepEqual(outcomes[0], { ok: true, value: { outcome: 'created' } });
  const failed = outcomes[1];
  assert.ok(failed && !failed.ok);
  assert.ok(classifySqliteError(failed.error) instanceof StoreUnavailableError);
});

test("a group's failure in the writer thread is thrown with its code and message", () => {
  const reply = { groupError: describeError(sqliteError('SQLITE_IOERR_FSYNC', 'disk I/O error')) };
  assert.throws(
    () => outcomesOf(reply),
    (error: unknown) =>
      error instanceof Error &&
      error.message === 'disk I/O error' &&
      classifySqliteError(error) instanceof StoreUnavailableError,
  );
});

test('a constraint error from the writer thread stays an ordinary error (a fault of ours, 500)', () => {
  const reply = {
    outcomes: [
      {
        ok: false as const,
        error: describeError(
          sqliteError('SQLITE_CONSTRAINT_PRIMARYKEY', 'UNIQUE constraint failed'),
        ),
      },
    ],
  };
  const [failed] = outcomesOf(reply);
  assert.ok(failed && !failed.ok);
  assert.ok(!(classifySqliteError(failed.error) instanceof StoreUnavailableError));
  assert.equal((failed.error as { code?: string }).code, 'SQLITE_CONSTRAINT_PRIMARYKEY');
});

test('a database the writer thread cannot open is unavailable on the main thread too (503, not 500)', () => {
  const cause = sqliteError('SQLITE_CANTOPEN', 'unable to open database file');
  const reply = { groupError: describeError(new StoreUnavailableError(cause)) };
  assert.throws(
    () => outcomesOf(reply),
    (error: unknown) =>
      error instanceof StoreUnavailableError &&
      error.cause instanceof Error &&
      error.cause.message === 'unable to open database file',
  );
});
