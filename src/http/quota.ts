import { monthlyUsage, quotaOf } from '../accounts/usage.js';
import { AppError } from '../errors.js';
import type { Caller } from './auth.js';
import type { HttpContext } from './context.js';

/**
 * The account's monthly quota, asked of the store at most once per `KEY_CACHE_MS` (a read on every
 * production POST otherwise): a quota set with `accounts set-quota` applies within that time, as a
 * revocation does.
 */
async function cachedQuotaOf(accountId: string, context: HttpContext): Promise<number | null> {
  const cached = context.quotas.get(accountId);
  if (cached !== undefined) return cached;
  const quota = await quotaOf(context.store, accountId, context.config.monthlyItemQuota);
  context.quotas.set(accountId, quota);
  return quota;
}

/**
 * Refuses a production footprint that would take the account past its monthly item quota
 * (its own, set with `npm run accounts -- set-quota`, else `MONTHLY_ITEM_QUOTA`). Test keys are
 * never limited. The check reads the month's usage before
 * storing, so concurrent requests may together pass the quota by at most their own items.
 */
export async function enforceQuota(
  caller: Caller,
  newItems: number,
  context: HttpContext,
): Promise<void> {
  if (caller.env !== 'production') return;
  const quota = await cachedQuotaOf(caller.accountId, context);
  if (quota === null) return;
  const now = context.clock.now();
  const usage = await monthlyUsage(context.store, { accountId: caller.accountId, now, quota });
  if (usage.billableItems + newItems <= quota) return;
  const retryAfter = Math.ceil((Date.parse(usage.period.resetsAt) - now.getTime()) / 1000);
  throw new AppError(
    'quota-exceeded',
    `This request's ${newItems} production item(s) would pass the monthly quota of ${quota} ` +
      `(${usage.billableItems} used). The quota resets at ${usage.period.resetsAt}; ` +
      'test keys keep working.',
    { headers: { 'Retry-After': String(retryAfter), 'Quota-Reset': usage.period.resetsAt } },
  );
}
