import { Piscina } from 'piscina';
import type { Calculator, ProductText } from '../../engine/types.js';
import { workerModuleUrl } from '../../worker-module.js';

/** What the categorizer decided for one product, as the store keeps it. */
export interface AssignedCategory {
  code: string;
  confidence: number;
  fallback: boolean;
}

/** The category `calculator` assigns to a product, as the store keeps it. */
export function assignCategory(calculator: Calculator, text: ProductText): AssignedCategory {
  const { best } = calculator.categorize(text);
  return { code: best.code, confidence: best.confidence, fallback: best.fallback };
}

/** One task of a categorizer thread: texts to categorize with one calculator version. */
export interface CategorizeTask {
  version: string;
  texts: ProductText[];
}

/** Categorizes large batches of new products in worker threads, off the event loop. */
export interface CategorizerPool {
  categorize(version: string, texts: ProductText[]): Promise<AssignedCategory[]>;
  close(): Promise<void>;
}

/** Texts per task: small enough to spread a batch over the threads, large enough to be cheap. */
const TEXTS_PER_TASK = 250;

/**
 * A pool of `threads` worker threads (piscina), each with its own copy of the engine loaded from
 * `dataDir` (about 150 MB each). The threads start at once and stay up, so no request waits for
 * an engine to load.
 */
export function openCategorizerPool(options: {
  threads: number;
  dataDir: string;
  /** Told why a batch could not be categorized in a thread (the caller then does it itself). */
  onError: (error: unknown) => void;
}): CategorizerPool {
  const pool = new Piscina({
    filename: workerModuleUrl('categorize-worker', import.meta.url),
    name: 'categorizeTexts',
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { dataDir: options.dataDir },
  });
  return {
    async categorize(version, texts) {
      const tasks: Array<Promise<AssignedCategory[]>> = [];
      for (let start = 0; start < texts.length; start += TEXTS_PER_TASK) {
        const task: CategorizeTask = { version, texts: texts.slice(start, start + TEXTS_PER_TASK) };
        tasks.push(pool.run(task));
      }
      try {
        return (await Promise.all(tasks)).flat();
      } catch (error) {
        options.onError(error);
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
