/** How long to wait before retry number `attempt` (0-based): capped exponential backoff, full jitter. */
export function backoffMs(
  attempt: number,
  options: { baseMs: number; maxMs: number; random?: () => number },
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** attempt);
  return Math.round(ceiling * (options.random ?? Math.random)());
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
