/**
 * A map that knows roughly in which order its entries were last used, for caches that drop the
 * least recently used first. A strict LRU moves an entry to the back on every read (delete, then
 * set), which on a map of thousands of entries costs about 1.5 µs a read: the deleted slot stays
 * until the table is rebuilt, so reads fill it. Here a read moves an entry only when more than half
 * the map's size in entries were set after it; an entry just read is therefore kept for at least
 * half as many new entries as a strict LRU would keep it, and reads of entries near the back, the
 * common case in a cache, cost a lookup.
 */
export class RecencyMap<K, V> {
  readonly #entries = new Map<K, { value: V; tick: number }>();
  readonly #budget: number;
  readonly #costOf: (value: V) => number;
  #tick = 0;
  #cost = 0;
  /**
   * Where the last eviction stopped. Deleted entries stay at the front of a Map's table until it is
   * rebuilt, so looking for the oldest entry from the start skips all of them, thousands on a full
   * cache; a live iterator carries on from where it was and still sees the entries set since.
   */
  #evictionCursor: Iterator<[K, { value: V; tick: number }]> | null = null;

  /**
   * With a `budget`, setting an entry drops the least recently used ones until the entries' costs
   * (`costOf`, 1 each by default) add up to at most the budget.
   */
  constructor(limits: { budget?: number; costOf?: (value: V) => number } = {}) {
    this.#budget = limits.budget ?? Number.POSITIVE_INFINITY;
    this.#costOf = limits.costOf ?? (() => 1);
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value of `key`, which now counts as recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#tick - entry.tick > this.#entries.size / 2) {
      this.#entries.delete(key);
      this.#tick += 1;
      entry.tick = this.#tick;
      this.#entries.set(key, entry);
    }
    return entry.value;
  }

  /** Sets `key` as the most recently used entry, then keeps the entries within the budget. */
  set(key: K, value: V): void {
    this.delete(key);
    this.#tick += 1;
    this.#entries.set(key, { value, tick: this.#tick });
    this.#cost += this.#costOf(value);
    while (this.#cost > this.#budget && this.#evictOldest()) {}
  }

  #evictOldest(): boolean {
    for (let fresh = 0; fresh < 2; fresh += 1) {
      this.#evictionCursor ??= this.#entries.entries();
      const next = this.#evictionCursor.next();
      if (!next.done) return this.delete(next.value[0]);
      this.#evictionCursor = null;
    }
    return false;
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#cost -= this.#costOf(entry.value);
    return this.#entries.delete(key);
  }

  /** The least recently used entry (roughly), or undefined when the map is empty. */
  oldest(): [K, V] | undefined {
    for (const [key, entry] of this.#entries) return [key, entry.value];
    return undefined;
  }
}
