import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import { inImmediateTransaction, prepared } from './sqlite-statements.js';
import type { Account, Login, Store } from './store.js';

interface LoginRow {
  account_id: string;
  email: string;
  password_hash: string;
  session_version: number;
}

function toLogin(row: LoginRow): Login {
  return {
    accountId: row.account_id,
    email: row.email,
    passwordHash: row.password_hash,
    sessionVersion: row.session_version,
  };
}

function emailTaken(db: BetterSqlite3.Database, email: string, accountId: string | null): boolean {
  const row = prepared(db, 'SELECT account_id FROM logins WHERE email = ?').get(email) as
    | { account_id: string }
    | undefined;
  return row !== undefined && row.account_id !== accountId;
}

export function createAccountWithLogin(
  db: BetterSqlite3.Database,
  input: Parameters<Store['createAccountWithLogin']>[0],
): Account | null {
  return inImmediateTransaction(db, (): Account | null => {
    if (emailTaken(db, input.email, null)) return null;
    const account = { id: randomUUID(), name: input.name, createdAt: input.createdAt };
    prepared(db, 'INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)').run(
      account.id,
      account.name,
      account.createdAt,
    );
    prepared(
      db,
      `INSERT INTO logins (account_id, email, password_hash, session_version, updated_at)
         VALUES (?, ?, ?, 1, ?)`,
    ).run(account.id, input.email, input.passwordHash, input.createdAt);
    return account;
  });
}

export function findLogin(
  db: BetterSqlite3.Database,
  column: 'email' | 'account_id',
  value: string,
): Login | null {
  const row = prepared(db, `SELECT * FROM logins WHERE ${column} = ?`).get(value) as
    | LoginRow
    | undefined;
  return row ? toLogin(row) : null;
}

export function setLogin(
  db: BetterSqlite3.Database,
  input: Parameters<Store['setLogin']>[0],
): boolean {
  return inImmediateTransaction(db, (): boolean => {
    if (emailTaken(db, input.email, input.accountId)) return false;
    prepared(
      db,
      `INSERT INTO logins (account_id, email, password_hash, session_version, updated_at)
         VALUES (?, ?, ?, 1, ?)
         ON CONFLICT (account_id) DO UPDATE SET
           email = excluded.email,
           password_hash = excluded.password_hash,
           session_version = logins.session_version + 1,
           updated_at = excluded.updated_at`,
    ).run(input.accountId, input.email, input.passwordHash, input.now);
    return true;
  });
}

export function ensureSecret(
  db: BetterSqlite3.Database,
  name: string,
  candidate: string,
  now: string,
): string {
  prepared(
    db,
    'INSERT INTO service_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
  ).run(name, candidate, now);
  const row = prepared(db, 'SELECT value FROM service_secrets WHERE name = ?').get(name) as {
    value: string;
  };
  return row.value;
}

export function recordKeyUse(db: BetterSqlite3.Database, keyId: string, at: string): void {
  prepared(
    db,
    `UPDATE api_keys SET last_used_at = ?
     WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)`,
  ).run(at, keyId, at);
}

export function keyLastUses(db: BetterSqlite3.Database, accountId: string): Map<string, string> {
  const rows = prepared(
    db,
    'SELECT id, last_used_at FROM api_keys WHERE account_id = ? AND last_used_at IS NOT NULL',
  ).all(accountId) as { id: string; last_used_at: string }[];
  return new Map(rows.map((row) => [row.id, row.last_used_at]));
}
