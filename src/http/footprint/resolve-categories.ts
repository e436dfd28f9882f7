import { setImmediate } from 'node:timers/promises';
import type { Calculator, ProductText } from '../../engine/types.js';
import type { NewCategory, Store, StoredCategory } from '../../store/store.js';
import type { HttpMetrics } from '../metrics.js';
import type { CategoryCache } from './category-cache.js';

/** The longest the categorizer runs before letting the event loop serve other requests. */
const SLICE_MS = 5;

/** Categories for every product key of a request, and those assigned for the first time. */
export interface ResolvedCategories {
  byKey: Map<string, StoredCategory>;
  newCategories: NewCategory[];
}

/**
 * In-process cache, then the store, then the categorizer for what neither knows: a product is
 * categorized once per calculator version, and once per request however often it repeats.
 */
export async function resolveCategories(
  products: ReadonlyArray<{ key: string; text: ProductText }>,
  deps: { calculator: Calculator; store: Store; cache: CategoryCache; metrics: HttpMetrics },
): Promise<ResolvedCategories> {
  const { calculator, store, cache, metrics } = deps;
  const version = calculator.version;
  const textByKey = new Map<string, ProductText>();
  for (const product of products) {
    if (!textByKey.has(product.key)) textByKey.set(product.key, product.text);
  }

  const byKey = new Map<string, StoredCategory>();
  const uncached: string[] = [];
  for (const key of textByKey.keys()) {
    const cached = cache.get(version, key);
    if (cached === undefined) uncached.push(key);
    else byKey.set(key, cached);
  }
  metrics.categoryCacheHits.inc(byKey.size);
  metrics.categoryCacheMisses.inc(uncached.length);
  if (uncached.length === 0) return { byKey, newCategories: [] };

  const stored = await store.getCategories(version, uncached);
  const newCategories: NewCategory[] = [];
  let sliceStarted = performance.now();
  for (const key of uncached) {
    // A large batch of new products is categorized in slices, so that other requests are served
    // between them instead of waiting for the whole batch.
    if (performance.now() - sliceStarted > SLICE_MS) {
      await setImmediate();
      sliceStarted = performance.now();
    }
    const known = stored.get(key);
    if (known !== undefined) {
      byKey.set(key, known);
      cache.set(version, key, known);
      continue;
    }
    const text = textByKey.get(key);
    if (text === undefined) continue;
    const { best } = calculator.categorize(text);
    const assigned = { code: best.code, confidence: best.confidence, fallback: best.fallback };
    byKey.set(key, assigned);
    newCategories.push({ ...assigned, version, productKey: key });
  }
  return { byKey, newCategories };
}
