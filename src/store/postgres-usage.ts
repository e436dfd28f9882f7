import type pg from 'pg';
import type { Store, Transaction, UsageMetrics } from './store.js';
import { toUsageGroup, type UsageGroupRow, usageDeltas } from './usage-rollup.js';

/** Adds the transaction's items to `usage_daily`; runs inside the transaction that stores it. */
export async function addUsage(client: pg.ClientBase, transaction: Transaction): Promise<void> {
  const deltas = usageDeltas(transaction);
  if (deltas.length === 0) return;
  // Rows in category order, so concurrent transactions of one account lock them in one order.
  await client.query(
    `INSERT INTO usage_daily
       (account_id, env, day, category_code, items, kg, savings_kg, fallback_items)
     SELECT $1, $2, $3::date, * FROM unnest($4::text[], $5::int[], $6::float8[], $7::float8[], $8::int[])
     ON CONFLICT (account_id, env, day, category_code) DO UPDATE SET
       items = usage_daily.items + EXCLUDED.items,
       kg = usage_daily.kg + EXCLUDED.kg,
       savings_kg = usage_daily.savings_kg + EXCLUDED.savings_kg,
       fallback_items = usage_daily.fallback_items + EXCLUDED.fallback_items`,
    [
      transaction.accountId,
      transaction.env,
      transaction.dateCreated.slice(0, 10),
      deltas.map((d) => d.categoryCode),
      deltas.map((d) => d.items),
      deltas.map((d) => d.carbonFootprint),
      deltas.map((d) => d.savings),
      deltas.map((d) => d.fallbackItems),
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
