import type pg from 'pg';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Applies the migrations this database has not recorded yet, each in its own transaction under
 * an advisory lock, so that two instances starting together never apply one twice.
 */
export async function migratePostgres(client: pg.ClientBase, schema: string | null): Promise<void> {
  const lockName = `footprints:migrate:${schema ?? ''}`;
  await inTransaction(client, async () => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockName]);
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  for (const migration of MIGRATIONS) {
    await inTransaction(client, async () => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockName]);
      const applied = await client.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (applied.rowCount) return;
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}

/** Runs `work` between BEGIN and COMMIT, rolling back when it throws. */
export async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
