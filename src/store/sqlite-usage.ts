import type BetterSqlite3 from 'better-sqlite3';
import { prepared } from './sqlite-statements.js';
import type { Store, Transaction, UsageMetrics } from './store.js';
import {
  mergedUsageDeltas,
  toUsageGroup,
  transactionDayDeltas,
  type UsageGroupRow,
} from './usage-rollup.js';

/**
 * Adds the transactions' items to `usage_daily`, one row update per account, day and category,
 * and counts them into `transactions_daily`; runs inside the transaction that stores them.
 */
export function addDailyRollups(
  db: BetterSqlite3.Database,
  transactions: readonly Transaction[],
): void {
  const upsert = prepared(
    db,
    `INSERT INTO usage_daily
       (account_id, env, day, category_code, items, kg, savings_kg, fallback_items)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, env, day, category_code) DO UPDATE SET
       items = items + excluded.items,
       kg = kg + excluded.kg,
       savings_kg = savings_kg + excluded.savings_kg,
       fallback_items = fallback_items + excluded.fallback_items`,
  );
  for (const delta of mergedUsageDeltas(transactions)) {
    upsert.run(
      delta.accountId,
      delta.env,
      delta.day,
      delta.categoryCode,
      delta.items,
      delta.carbonFootprint,
      delta.savings,
      delta.fallbackItems,
    );
  }
  const count = prepared(
    db,
    `INSERT INTO transactions_daily (account_id, env, day, transactions) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, env, day) DO UPDATE SET
       transactions = transactions + excluded.transactions`,
  );
  for (const delta of transactionDayDeltas(transactions)) {
    count.run(delta.accountId, delta.env, delta.day, delta.transactions);
  }
}

// Monday of the day's week: SQLite's %w is 0 for Sunday.
const GROUP_KEYS = {
  day: 'day',
  week: "date(day, '-' || ((CAST(strftime('%w', day) AS INTEGER) + 6) % 7) || ' days')",
  month: "substr(day, 1, 7) || '-01'",
  category: 'category_code',
} as const;

const SUMS =
  'sum(items) AS items, sum(kg) AS kg, sum(savings_kg) AS savings_kg, sum(fallback_items) AS fallback_items';

export function usageMetrics(
  db: BetterSqlite3.Database,
  query: Parameters<Store['usageMetrics']>[0],
): UsageMetrics {
  const where = 'WHERE account_id = ? AND env = ? AND day BETWEEN ? AND ?';
  const params = [query.accountId, query.env, query.days.from, query.days.to];
  const key = GROUP_KEYS[query.groupBy];
  const order = query.groupBy === 'category' ? 'ORDER BY kg DESC, key LIMIT 10' : 'ORDER BY key';
  const groups = prepared(
    db,
    `SELECT ${key} AS key, ${SUMS} FROM usage_daily ${where} GROUP BY 1 ${order}`,
  ).all(...params) as UsageGroupRow[];
  const totals = prepared(db, `SELECT NULL AS key, ${SUMS} FROM usage_daily ${where}`).get(
    ...params,
  ) as UsageGroupRow;
  const { key: _, ...figures } = toUsageGroup(totals);
  return { totals: figures, groups: groups.map(toUsageGroup) };
}
