import type Database from 'better-sqlite3';

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * The prepared statement of `sql` on `db`, compiled once: better-sqlite3 compiles anew on every
 * `prepare`, which costs more than running a small query. Every SQL text of the store is fixed
 * (interpolations are column names and clauses from constants), so the map stays small.
 */
export function prepared(db: Database.Database, sql: string): Database.Statement {
  let byText = statements.get(db);
  if (byText === undefined) {
    byText = new Map();
    statements.set(db, byText);
  }
  let statement = byText.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    byText.set(sql, statement);
  }
  return statement;
}

type Runner = Database.Transaction<(work: () => unknown) => unknown>;
const runners = new WeakMap<Database.Database, Runner>();

/**
 * One transaction function per database, built once: `db.transaction()` builds a new wrapper
 * every time it is called, a few microseconds of every request.
 */
function runner(db: Database.Database): Runner {
  let found = runners.get(db);
  if (found === undefined) {
    found = db.transaction((work: () => unknown) => work());
    runners.set(db, found);
  }
  return found;
}

/** Runs `work` in a transaction of `db` (a savepoint inside an open one) and returns its result. */
export function inTransaction<T>(db: Database.Database, work: () => T): T {
  return runner(db)(work) as T;
}

/** `inTransaction` that takes the write lock at once (BEGIN IMMEDIATE). */
export function inImmediateTransaction<T>(db: Database.Database, work: () => T): T {
  return runner(db).immediate(work) as T;
}
