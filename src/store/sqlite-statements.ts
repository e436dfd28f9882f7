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
