import type { StoredCategory } from '../../store/store.js';

/**
 * Product categories already assigned, per calculator version, in front of the store. A category
 * never changes once stored for a version, so entries never go stale; only the size is bounded.
 */
export class CategoryCache {
  private readonly byVersion = new Map<string, Map<string, StoredCategory>>();

  constructor(private readonly capacityPerVersion = 20_000) {}

  get(version: string, productKey: string): StoredCategory | undefined {
    const entries = this.byVersion.get(version);
    const found = entries?.get(productKey);
    if (entries !== undefined && found !== undefined) {
      // Re-insert to mark as most recently used: a Map iterates in insertion order.
      entries.delete(productKey);
      entries.set(productKey, found);
    }
    return found;
  }

  set(version: string, productKey: string, category: StoredCategory): void {
    let entries = this.byVersion.get(version);
    if (entries === undefined) {
      entries = new Map();
      this.byVersion.set(version, entries);
    }
    entries.delete(productKey);
    entries.set(productKey, category);
    if (entries.size > this.capacityPerVersion) {
      const oldest = entries.keys().next();
      if (oldest.done !== true) entries.delete(oldest.value);
    }
  }
}
