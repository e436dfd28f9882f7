import { setImmediate } from 'node:timers/promises';
import type { Calculator, ProductText } from '../../engine/types.js';
import type { NewCategory, Store, StoredCategory } from '../../store/store.js';
import type { HttpMetrics } from '../metrics.js';
import { type AssignedCategory, assignCategory, type CategorizerPool } from './categorizer-pool.js';
import type { CategoryCache } from './category-cache.js';

/** The longest the categorizer runs before letting the event loop serve other requests. */
const SLICE_MS = 5;

/** From this many new products in one request, the categorizer threads do the work. */
export const POOL_MIN_PRODUCTS = 32;

/** Categories for every product key of a request, and those assigned for the first time. */
export interface ResolvedCategories {
  byKey: Map<string, StoredCategory>;
  newCategories: NewCategory[];
}

/**
 * In-process cache, then the store, then the categorizer for what neither knows (in worker
 * threads for large batches, see `categorizeAll`): a product is categorized once per calculator
 * version, and once per request however often it repeats.
 */
export async function resolveCategories(
  products: ReadonlyArray<{ key: string; text: ProductText }>,
  deps: {
    calculator: Calculator;
    store: Store;
    cache: CategoryCache;
    metrics: HttpMetrics;
    pool?: CategorizerPool | null;
  },
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
  const unknown: Array<{ key: string; text: ProductText }> = [];
  for (const key of uncached) {
    const known = stored.get(key);
    const text = textByKey.get(key);
    if (known !== undefined) {
      byKey.set(key, known);
      cache.set(version, key, known);
    } else if (text !== undefined) {
      unknown.push({ key, text });
    }
  }
  const assigned = await categorizeAll(
    unknown.map(({ text }) => text),
    calculator,
    deps.pool ?? null,
  );
  const newCategories: NewCategory[] = unknown.map(({ key }, index) => {
    const category = assigned[index];
    if (category === undefined) throw new Error('The categorizer returned too few categories');
    byKey.set(key, category);
    return { ...category, version, productKey: key };
  });
  return { byKey, newCategories };
}

/**
 * A large batch goes to the categorizer threads when there are any; should they fail, it is
 * categorized here instead (the pool has logged why). What stays on the event loop is categorized
 * in slices, so that other requests are served between them instead of waiting for the batch.
 */
async function categorizeAll(
  texts: ProductText[],
  calculator: Calculator,
  pool: CategorizerPool | null,
): Promise<AssignedCategory[]> {
  if (pool !== null && texts.length >= POOL_MIN_PRODUCTS) {
    try {
      return await pool.categorize(calculator.version, texts);
    } catch {
      // Logged by the pool; the request is still answered.
    }
  }
  const assigned: AssignedCategory[] = [];
  let sliceStarted = performance.now();
  for (const text of texts) {
    if (performance.now() - sliceStarted > SLICE_MS) {
      await setImmediate();
      sliceStarted = performance.now();
    }
    assigned.push(assignCategory(calculator, text));
  }
  return assigned;
}
