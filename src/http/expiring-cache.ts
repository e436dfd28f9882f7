/**
 * Values kept for `ttlMs` of real time, at most `maxEntries` of them (oldest out first); with a
 * `ttlMs` of 0 nothing is kept. For facts read on almost every request that may change, but whose
 * change may take effect a few seconds late (a revoked key, an account's quota).
 */
export class ExpiringCache<V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string): V | undefined {
    if (this.#ttlMs <= 0) return undefined;
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= performance.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.#ttlMs <= 0) return;
    // Oldest first: Map keeps insertion order, so the first entry is the one to evict.
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: performance.now() + this.#ttlMs });
  }
}
