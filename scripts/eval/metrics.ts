import type { Categorization } from '../../src/engine/index.js';
import type { EvalListing } from './listings.js';

/** One listing's outcome. */
export interface EvalResult {
  listing: EvalListing;
  result: Categorization;
}

/** The accuracy figures of one split. */
export interface SplitMetrics {
  n: number;
  accuracy6: number;
  accuracy4: number;
  accuracy3: number;
  top3: number;
  fallbackRate: number;
}

/** Accuracy at 6, 4 and 3 digits, top-3 at 6 digits, and the fallback rate. */
export function metricsOf(results: readonly EvalResult[]): SplitMetrics {
  const n = results.length;
  const share = (predicate: (r: EvalResult) => boolean): number =>
    n === 0 ? 0 : results.filter(predicate).length / n;
  const prefix = (digits: number) => (r: EvalResult) =>
    r.result.best.code.slice(0, digits) === r.listing.expected.slice(0, digits);
  return {
    n,
    accuracy6: share(prefix(6)),
    accuracy4: share(prefix(4)),
    accuracy3: share(prefix(3)),
    top3: share((r) =>
      [r.result.best.code, ...r.result.candidates.slice(0, 3).map((c) => c.code)].includes(
        r.listing.expected,
      ),
    ),
    fallbackRate: share((r) => r.result.best.fallback),
  };
}

/** The most frequent (expected → got) pairs among errors. */
export function confusedPairs(results: readonly EvalResult[], limit: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const { listing, result } of results) {
    if (result.best.code === listing.expected) continue;
    const key = `${listing.expected} → ${result.best.code}${result.best.fallback ? ' (fallback)' : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

/** Product types by error count, with their accuracy. */
export function worstTypes(
  results: readonly EvalResult[],
  limit: number,
): { type: string; errors: number; n: number }[] {
  const byType = new Map<string, { errors: number; n: number }>();
  for (const { listing, result } of results) {
    const entry = byType.get(listing.type) ?? { errors: 0, n: 0 };
    entry.n += 1;
    if (result.best.code !== listing.expected) entry.errors += 1;
    byType.set(listing.type, entry);
  }
  return [...byType]
    .map(([type, entry]) => ({ type, ...entry }))
    .filter((entry) => entry.errors > 0)
    .sort((a, b) => b.errors - a.errors || a.type.localeCompare(b.type))
    .slice(0, limit);
}
