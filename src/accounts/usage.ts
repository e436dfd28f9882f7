import type { Store } from '../store/store.js';

/** A calendar month in UTC: its first and last day and the instant the next one starts. */
export interface MonthPeriod {
  from: string;
  to: string;
  resetsAt: string;
}

export function monthOf(now: Date): MonthPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const first = new Date(Date.UTC(year, month, 1));
  const next = new Date(Date.UTC(year, month + 1, 1));
  const last = new Date(next.getTime() - 24 * 60 * 60 * 1000);
  return {
    from: first.toISOString().slice(0, 10),
    to: last.toISOString().slice(0, 10),
    resetsAt: next.toISOString(),
  };
}

/** The account's billable usage this month: production items (test keys and replays are free). */
export interface MonthlyUsage {
  period: MonthPeriod;
  billableItems: number;
  sandboxItems: number;
  quota: number | null;
  /** Items left under the quota this month, or null without a quota. */
  remaining: number | null;
}

export async function monthlyUsage(
  store: Store,
  input: { accountId: string; now: Date; quota: number | null },
): Promise<MonthlyUsage> {
  const period = monthOf(input.now);
  const days = { from: period.from, to: period.to };
  const [production, sandbox] = await Promise.all(
    (['production', 'sandbox'] as const).map((env) =>
      store.usageMetrics({ accountId: input.accountId, env, days, groupBy: 'month' }),
    ),
  );
  const billableItems = production?.totals.items ?? 0;
  return {
    period,
    billableItems,
    sandboxItems: sandbox?.totals.items ?? 0,
    quota: input.quota,
    remaining: input.quota === null ? null : Math.max(0, input.quota - billableItems),
  };
}

/** The account's monthly item quota: its own if the operator set one, else the service default. */
export async function quotaOf(
  store: Store,
  accountId: string,
  serviceDefault: number | null,
): Promise<number | null> {
  return (await store.getMonthlyQuota(accountId)) ?? serviceDefault;
}
