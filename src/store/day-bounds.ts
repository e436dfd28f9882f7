import type { DayRange } from './store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instants bounding inclusive UTC days: from the first day's midnight (or the beginning of
 * time) up to, not including, the midnight after the last day (or the end of time). ISO strings
 * with milliseconds, so they compare with stored timestamps as text (SQLite) or as timestamps.
 */
export function dayBounds(days: Partial<DayRange>): { start: string; end: string } {
  const start = days.from ? `${days.from}T00:00:00.000Z` : '0001-01-01T00:00:00.000Z';
  const end = days.to
    ? new Date(Date.parse(`${days.to}T00:00:00.000Z`) + DAY_MS).toISOString()
    : '9999-12-31T23:59:59.999Z';
  return { start, end };
}

/** The same inclusive UTC days as `YYYY-MM-DD` keys of the daily tables: every day when unbounded. */
export function dayKeys(days: Partial<DayRange>): { from: string; to: string } {
  return { from: days.from ?? '0001-01-01', to: days.to ?? '9999-12-31' };
}
