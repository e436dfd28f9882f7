import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/store.js';

const MINUTE_MS = 60_000;

/**
 * Records when each key was last used, for the key list of the web app, at most once a minute per
 * key and instance so that a busy key does not cost a write per request. The write is not awaited:
 * bookkeeping never delays or fails the request that used the key.
 */
export class KeyUseRecorder {
  readonly #written = new Map<string, number>();

  record(store: Store, keyId: string, now: Date, log: FastifyBaseLogger): void {
    const last = this.#written.get(keyId);
    if (last !== undefined && now.getTime() - last < MINUTE_MS) return;
    this.#written.set(keyId, now.getTime());
    store.recordKeyUse(keyId, now.toISOString()).catch((error: unknown) => {
      this.#written.delete(keyId);
      log.warn({ err: error, keyId }, 'could not record the last use of an API key');
    });
  }
}
