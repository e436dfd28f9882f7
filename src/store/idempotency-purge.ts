import type { Store } from './store.js';

interface PurgeLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Deletes expired idempotency records now and then every `intervalMs`, so the table holds about
 * one idempotency window of keys. A failed purge is logged and retried at the next tick; the
 * timer never keeps the process alive. Returns a function that stops it.
 */
export function scheduleIdempotencyPurge(
  store: Pick<Store, 'purgeExpiredIdempotencyKeys'>,
  options: { now: () => Date; intervalMs: number; logger: PurgeLogger },
): () => void {
  const purge = async (): Promise<void> => {
    try {
      const deleted = await store.purgeExpiredIdempotencyKeys(options.now().toISOString());
      if (deleted > 0) options.logger.info({ deleted }, 'purged expired idempotency keys');
    } catch (err) {
      options.logger.error({ err }, 'could not purge expired idempotency keys');
    }
  };
  void purge();
  const timer = setInterval(() => void purge(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
