import { buildEngine } from './build-engine.js';
import { loadEngineData } from './load-data.js';
import type { Engine } from './types.js';
import { VERSION_DEFINITIONS } from './versions.js';

export { categoryKind, NOT_A_PRODUCT_CODE } from './category-kind.js';
export { detectUsedCondition } from './condition.js';
export { productKey } from './product-key.js';
export { roundKg } from './round-kg.js';
export type * from './types.js';

/** Options of `loadEngine`: the data folder and, optionally, which version is active. */
export interface LoadEngineOptions {
  dataDir: string;
  activeVersion?: string;
}

/**
 * Loads every calculator version from `dataDir`. The newest version is active unless
 * `activeVersion` names another; an unknown name throws an Error listing the known versions.
 */
export function loadEngine(options: LoadEngineOptions): Engine {
  const known = VERSION_DEFINITIONS.map((definition) => definition.id);
  if (options.activeVersion !== undefined && !known.includes(options.activeVersion)) {
    throw new Error(
      `Unknown calculator version "${options.activeVersion}"; known versions: ${known.join(', ')}`,
    );
  }
  const data = loadEngineData(
    options.dataDir,
    VERSION_DEFINITIONS.map((definition) => definition.factorDir),
  );
  return buildEngine(data, VERSION_DEFINITIONS, options.activeVersion);
}
