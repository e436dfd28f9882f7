import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL schema of its own for one test or benchmark, and a connection to inspect it. */
export interface ThrowawaySchema {
  name: string;
  /** `databaseUrl` with this schema as its search path. */
  url: URL;
  admin: pg.Client;
  /** Drops the schema and everything in it, and closes `admin`. */
  drop(): Promise<void>;
}

/** Creates a schema named `<prefix>_<random>` in the database at `databaseUrl`. */
export async function createThrowawaySchema(
  databaseUrl: string,
  prefix: string,
): Promise<ThrowawaySchema> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${name}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url,
    admin,
    drop: async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await admin.end();
    },
  };
}
