import { RecencyMap } from '../../recency-map.js';
import type { StoredCategory } from '../../store/store.js';

/**
 * Product categories already assigned, per calculator version, in front of the store. A category
 * never changes once stored for a version, so entries never go stale; only the size is bounded
 * (least recently used out first, roughly: see RecencyMap).
 */
export class CategoryCache {
  private readonly byVersion = new Map<string, RecencyMap<string, StoredCategory>>();

  constructor(private readonly capacityPerVersion = 20_000) {}

  get(version: string, productKey: string): StoredCategory | undefined {
    return this.byVersion.get(version)?.get(productKey);
  }

  set(version: string, productKey: string, category: StoredCategory): void {
    let entries = this.byVersion.get(version);
    if (entries === undefined) {
      entries = new RecencyMap({ budget: this.capacityPerVersion });
      this.byVersion.set(version, entries);
    }
    entries.set(productKey, category);
  }
}
