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
  #tick = 0;

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

  /** Sets `key` as the most recently used entry. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#tick += 1;
    this.#entries.set(key, { value, tick: this.#tick });
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  /** The least recently used entry (roughly), or undefined when the map is empty. */
  oldest(): [K, V] | undefined {
    for (const [key, entry] of this.#entries) return [key, entry.value];
    return undefined;
  }
}
