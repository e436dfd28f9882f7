import type BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS } from './migrations/index.js';
import { inImmediateTransaction, prepared } from './sqlite-statements.js';

/**
 * Applies the migrations this database has not recorded yet, each in its own immediate
 * transaction so that two processes starting together never apply one twice.
 */
export function migrateSqlite(db: BetterSqlite3.Database, now: () => string): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const isApplied = prepared(db, 'SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = prepared(
    db,
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of MIGRATIONS) {
    inImmediateTransaction(db, () => {
      if (isApplied.get(migration.version) !== undefined) return;
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name, now());
    });
  }
}
