import type { Transaction, UsageFigures, UsageGroup } from './store.js';

/** What one transaction adds to one `usage_daily` row. */
export interface UsageDelta extends UsageFigures {
  accountId: string;
  env: string;
  /** The transaction's UTC day, `YYYY-MM-DD`. */
  day: string;
  categoryCode: string;
}

/** The transaction's items summed per category, sorted by code (a stable lock order). */
export function usageDeltas(transaction: Transaction): UsageDelta[] {
  const byCode = new Map<string, UsageDelta>();
  for (const { footprint } of transaction.items) {
    const code = footprint.category.code;
    const delta = byCode.get(code) ?? {
      accountId: transaction.accountId,
      env: transaction.env,
      day: transaction.dateCreated.slice(0, 10),
      categoryCode: code,
      items: 0,
      carbonFootprint: 0,
      savings: 0,
      fallbackItems: 0,
    };
    delta.items += 1;
    delta.carbonFootprint += footprint.carbonFootprint;
    delta.savings += footprint.carbonFootprintSavings ?? 0;
    delta.fallbackItems += footprint.category.fallback ? 1 : 0;
    byCode.set(code, delta);
  }
  return [...byCode.values()].sort((a, b) => (a.categoryCode < b.categoryCode ? -1 : 1));
}

/**
 * What these transactions add to `usage_daily`, one delta per account, environment, day and
 * category, in key order (so that concurrent writers lock the rows in one order): a group of
 * writes updates each row once.
 */
export function mergedUsageDeltas(transactions: readonly Transaction[]): UsageDelta[] {
  const merged = new Map<string, UsageDelta>();
  for (const delta of transactions.flatMap(usageDeltas)) {
    const key = [delta.accountId, delta.env, delta.day, delta.categoryCode].join('\u0000');
    const sum = merged.get(key);
    if (sum === undefined) {
      merged.set(key, { ...delta });
    } else {
      sum.items += delta.items;
      sum.carbonFootprint += delta.carbonFootprint;
      sum.savings += delta.savings;
      sum.fallbackItems += delta.fallbackItems;
    }
  }
  return valuesInKeyOrder(merged);
}

/** What a group of writes adds to one `transactions_daily` row. */
export interface TransactionDayDelta {
  accountId: string;
  env: string;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  transactions: number;
}

/** These transactions counted per account, environment and day, in key order (the lock order). */
export function transactionDayDeltas(transactions: readonly Transaction[]): TransactionDayDelta[] {
  const counted = new Map<string, TransactionDayDelta>();
  for (const transaction of transactions) {
    const day = transaction.dateCreated.slice(0, 10);
    const key = [transaction.accountId, transaction.env, day].join('\u0000');
    const sum = counted.get(key);
    if (sum === undefined) {
      counted.set(key, {
        accountId: transaction.accountId,
        env: transaction.env,
        day,
        transactions: 1,
      });
    } else {
      sum.transactions += 1;
    }
  }
  return valuesInKeyOrder(counted);
}

/** A map's values ordered by key: the order concurrent writers lock their rows in. */
function valuesInKeyOrder<T>(map: ReadonlyMap<string, T>): T[] {
  return [...map.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, value]) => value);
}

/** A row of a metrics query, as both drivers return it (PostgreSQL sums may come as strings). */
export interface UsageGroupRow {
  key: string | null;
  items: number | string | null;
  kg: number | string | null;
  savings_kg: number | string | null;
  fallback_items: number | string | null;
}

/** Rounds sums of kg to grams, as every kg figure the API reports is. */
function grams(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function toUsageGroup(row: UsageGroupRow): UsageGroup {
  return {
    key: row.key ?? '',
    items: Number(row.items ?? 0),
    carbonFootprint: grams(Number(row.kg ?? 0)),
    savings: grams(Number(row.savings_kg ?? 0)),
    fallbackItems: Number(row.fallback_items ?? 0),
  };
}
