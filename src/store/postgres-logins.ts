import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from './postgres-migrate.js';
import type { Account, Login, Store } from './store.js';

interface LoginRow {
  account_id: string;
  email: string;
  password_hash: string;
  session_version: number;
}

const UNIQUE_VIOLATION = '23505';

function toLogin(row: LoginRow): Login {
  return {
    accountId: row.account_id,
    email: row.email,
    passwordHash: row.password_hash,
    sessionVersion: row.session_version,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

/** Thrown inside the transaction to roll it back when the email is taken. */
class EmailTaken extends Error {}

export async function createAccountWithLogin(
  client: pg.ClientBase,
  input: Parameters<Store['createAccountWithLogin']>[0],
): Promise<Account | null> {
  const account = { id: randomUUID(), name: input.name, createdAt: input.createdAt };
  try {
    return await inTransaction(client, async () => {
      await client.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3)', [
        account.id,
        account.name,
        account.createdAt,
      ]);
      const inserted = await client.query(
        `INSERT INTO logins (account_id, email, password_hash, session_version, updated_at)
         VALUES ($1, $2, $3, 1, $4) ON CONFLICT (email) DO NOTHING`,
        [account.id, input.email, input.passwordHash, input.createdAt],
      );
      if (inserted.rowCount !== 1) throw new EmailTaken();
      return account;
    });
  } catch (error) {
    if (error instanceof EmailTaken) return null;
    throw error;
  }
}

export async function findLogin(
  client: pg.ClientBase | pg.Pool,
  column: 'email' | 'account_id',
  value: string,
): Promise<Login | null> {
  const result = await client.query<LoginRow>(
    `SELECT account_id, email, password_hash, session_version FROM logins WHERE ${column} = $1`,
    [value],
  );
  return result.rows[0] ? toLogin(result.rows[0]) : null;
}

export async function setLogin(
  client: pg.ClientBase | pg.Pool,
  input: Parameters<Store['setLogin']>[0],
): Promise<boolean> {
  try {
    await client.query(
      `INSERT INTO logins (account_id, email, password_hash, session_version, updated_at)
       VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (account_id) DO UPDATE SET
         email = EXCLUDED.email,
         password_hash = EXCLUDED.password_hash,
         session_version = logins.session_version + 1,
         updated_at = EXCLUDED.updated_at`,
      [input.accountId, input.email, input.passwordHash, input.now],
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function ensureSecret(
  client: pg.ClientBase | pg.Pool,
  name: string,
  candidate: string,
  now: string,
): Promise<string> {
  await client.query(
    `INSERT INTO service_secrets (name, value, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO NOTHING`,
    [name, candidate, now],
  );
  const result = await client.query<{ value: string }>(
    'SELECT value FROM service_secrets WHERE name = $1',
    [name],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`The secret ${name} vanished after it was stored`);
  return row.value;
}

export async function recordKeyUse(
  client: pg.ClientBase | pg.Pool,
  keyId: string,
  at: string,
): Promise<void> {
  await client.query(
    `UPDATE api_keys SET last_used_at = $1
     WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $1)`,
    [at, keyId],
  );
}

export async function keyLastUses(
  client: pg.ClientBase | pg.Pool,
  accountId: string,
): Promise<Map<string, string>> {
  const result = await client.query<{ id: string; last_used_at: string }>(
    'SELECT id, last_used_at FROM api_keys WHERE account_id = $1 AND last_used_at IS NOT NULL',
    [accountId],
  );
  return new Map(result.rows.map((row) => [row.id, row.last_used_at]));
}
