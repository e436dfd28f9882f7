import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { MIGRATIONS } from '../../src/store/migrations/index.js';

/** Brings an empty SQLite database to the schema that migrations before `version` left. */
export function sqliteBefore(db: BetterSqlite3.Database, version: number): void {
  db.exec(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  for (const migration of MIGRATIONS.filter((m) => m.version < version)) {
    db.exec(migration.sqlite);
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
      migration.version,
      migration.name,
      '2026-11-01T00:00:00.000Z',
    );
  }
}

/** Brings an empty PostgreSQL schema (the client's search path) to the same. */
export async function postgresBefore(client: pg.ClientBase, version: number): Promise<void> {
  await client.query(
    'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const migration of MIGRATIONS.filter((m) => m.version < version)) {
    await client.query(migration.postgres);
    await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      migration.version,
      migration.name,
    ]);
  }
}
