import type { ApiKeyRecord } from '../store/store.js';

/**
 * Key records found by hash, kept for `ttlMs` of real time so that a busy key is not looked up in
 * the store on every request. The price is a bound on revocation: a revoked key keeps working in
 * this process for at most `ttlMs`. Unknown keys are never cached, so a new key works at once.
 */
export class VerifiedKeyCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { record: ApiKeyRecord; expiresAt: number }>();

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(hash: string): ApiKeyRecord | undefined {
    if (this.#ttlMs <= 0) return undefined;
    const entry = this.#entries.get(hash);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= performance.now()) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.record;
  }

  set(hash: string, record: ApiKeyRecord): void {
    if (this.#ttlMs <= 0) return;
    // Oldest first: Map keeps insertion order, so the first entry is the one to evict.
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(hash, { record, expiresAt: performance.now() + this.#ttlMs });
  }
}
