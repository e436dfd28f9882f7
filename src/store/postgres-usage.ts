import type pg from 'pg';
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
export async function addDailyRollups(
  client: pg.ClientBase,
  transactions: readonly Transaction[],
): Promise<void> {
  if (transactions.length === 0) return;
  const deltas = mergedUsageDeltas(transactions);
  const days = transactionDayDeltas(transactions);
  // One statement, one round trip: the usage upsert runs as a data-modifying CTE.
  await client.query(
    `WITH usage AS (
       INSERT INTO usage_daily
         (account_id, env, day, category_code, items, kg, savings_kg, fallback_items)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::text[], $5::int[],
                            $6::float8[], $7::float8[], $8::int[])
       ON CONFLICT (account_id, env, day, category_code) DO UPDATE SET
         items = usage_daily.items + EXCLUDED.items,
         kg = usage_daily.kg + EXCLUDED.kg,
         savings_kg = usage_daily.savings_kg + EXCLUDED.savings_kg,
         fallback_items = usage_daily.fallback_items + EXCLUDED.fallback_items
     )
     INSERT INTO transactions_daily (account_id, env, day, transactions)
     SELECT * FROM unnest($9::text[], $10::text[], $11::date[], $12::int[])
     ON CONFLICT (account_id, env, day) DO UPDATE SET
       transactions = transactions_daily.transactions + EXCLUDED.transactions`,
    [
      deltas.map((d) => d.accountId),
      deltas.map((d) => d.env),
      deltas.map((d) => d.day),
      deltas.map((d) => d.categoryCode),
      deltas.map((d) => d.items),
      deltas.map((d) => d.carbonFootprint),
      deltas.map((d) => d.savings),
      deltas.map((d) => d.fallbackItems),
      days.map((d) => d.accountId),
      days.map((d) => d.env),
      days.map((d) => d.day),
      days.map((d) => d.transactions),
    ],
  );
}

const GROUP_KEYS = {
  day: "to_char(day, 'YYYY-MM-DD')",
  week: "to_char(date_trunc('week', day), 'YYYY-MM-DD')",
  month: "to_char(date_trunc('month', day), 'YYYY-MM-DD')",
  category: 'category_code',
} as const;

const SUMS =
  'sum(items)::int8 AS items, sum(kg) AS kg, sum(savings_kg) AS savings_kg, sum(fallback_items)::int8 AS fallback_items';

export async function usageMetrics(
  client: pg.ClientBase | pg.Pool,
  query: Parameters<Store['usageMetrics']>[0],
): Promise<UsageMetrics> {
  const where = 'WHERE account_id = $1 AND env = $2 AND day BETWEEN $3::date AND $4::date';
  const params = [query.accountId, query.env, query.days.from, query.days.to];
  const order = query.groupBy === 'category' ? 'ORDER BY kg DESC, key LIMIT 10' : 'ORDER BY key';
  const groups = await client.query<UsageGroupRow>(
    `SELECT ${GROUP_KEYS[query.groupBy]} AS key, ${SUMS} FROM usage_daily ${where}
     GROUP BY 1 ${order}`,
    params,
  );
  const totals = await client.query<UsageGroupRow>(
    `SELECT NULL AS key, ${SUMS} FROM usage_daily ${where}`,
    params,
  );
  const row = totals.rows[0];
  if (!row) throw new Error('An aggregate query returned no row');
  const { key: _, ...figures } = toUsageGroup(row);
  return { totals: figures, groups: groups.rows.map(toUsageGroup) };
}
