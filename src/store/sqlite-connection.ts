import BetterSqlite3 from 'better-sqlite3';
import { StoreUnavailableError } from '../errors.js';

/** How long a connection waits for another's write lock before it gives up (SQLITE_BUSY). */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * `full` syncs the WAL on every commit, so an acknowledged transaction survives power loss;
 * `normal` syncs only at checkpoints: it survives a killed process but may lose the last commits
 * when the machine itself stops.
 */
export type SqliteSynchronous = 'full' | 'normal';

/**
 * WAL pages between checkpoints at `synchronous=full` (SQLite's default is 1,000). A checkpoint
 * copies the WAL's pages into the database file and syncs it, inside the commit that crosses the
 * mark; the pages every write touches (index leaves, the day's usage row, the tables' last pages)
 * are copied once per checkpoint however often they were written, so rarer checkpoints copy far
 * less per write: POST of one product gained about a tenth in throughput. The price is a WAL file
 * of up to 16 MB (4 KiB pages) and a longer recovery after a crash; every commit still syncs the
 * WAL, so nothing acknowledged is at more risk. With `normal` the WAL is synced only at
 * checkpoints, so there SQLite's default stays: rarer checkpoints would widen what a power loss
 * can take.
 */
const WAL_AUTOCHECKPOINT_PAGES = 4000;

/**
 * Opens a connection to a SQLite database (a file path, or `:memory:`) set up as every connection
 * of the store must be: WAL, foreign keys, the busy timeout and the durability setting. Throws
 * `StoreUnavailableError` when the file cannot be opened.
 */
export function openSqliteConnection(
  filename: string,
  synchronous: SqliteSynchronous,
): BetterSqlite3.Database {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(filename, { timeout: BUSY_TIMEOUT_MS });
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma(`synchronous = ${synchronous.toUpperCase()}`);
    if (synchronous === 'full') db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
  reusePreparedStatements(db);
  return db;
}

/**
 * Compiling SQL is a good part of a small query's cost: every statement this connection prepares is
 * kept and reused (the store's SQL is a fixed set of strings with `?` parameters, so the cache
 * stays small). None of them uses `pluck`, `raw` or `expand`, which would change a shared statement.
 */
function reusePreparedStatements(db: BetterSqlite3.Database): void {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, BetterSqlite3.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }) as typeof db.prepare;
}
