import { createCalculator } from './calculator/calculator.js';
import { buildRateTable } from './calculator/rate-table.js';
import {
  type Categorizer,
  createCategorizer,
  DEFAULT_SETTINGS,
} from './categorizer/categorizer.js';
import { censusPhrases } from './categorizer/census-phrases.js';
import { buildPhraseIndex } from './categorizer/phrase-index.js';
import { buildTaxonomyIndex } from './categorizer/taxonomy.js';
import { NOT_A_PRODUCT_CODE, NOT_A_PRODUCT_TITLE } from './category-kind.js';
import type { EngineData } from './load-data.js';
import { createHybridCategorizer } from './model/hybrid-categorizer.js';
import { createTextModel } from './model/text-model.js';
import type { Calculator, Engine } from './types.js';
import type { VersionDefinition } from './versions.js';

const CATEGORIZER_RELEASE = '2026.11.28.7';

/**
 * The shared categorizer: the rules, combined with the learned text model when the data folder
 * has one (built by `npm run data:build`).
 */
export function buildCategorizer(data: EngineData): Categorizer {
  const rules = buildRuleCategorizer(data);
  if (data.textModel === null) return rules;
  const { file, weights } = data.textModel;
  return createHybridCategorizer({
    rules,
    model: createTextModel(file, weights),
    combiner: file.combiner,
    hintCombiner: file.combinerWithHint,
    titleOf: (code) => titleIn(data, code),
    version: rules.version,
  });
}

/** The rule categorizer alone: vocabulary, taxonomy and Census index, as the model's partner. */
export function buildRuleCategorizer(data: EngineData): Categorizer {
  const sets = [...data.factorSets.values()];
  const [first, ...others] = sets;
  const commonCodes = new Set(
    Object.keys(first?.factors ?? {}).filter((code) =>
      others.every((set) => Object.hasOwn(set.factors, code)),
    ),
  );
  commonCodes.add(NOT_A_PRODUCT_CODE);
  const hasCode = (code: string): boolean => commonCodes.has(code);
  const taxonomy = buildTaxonomyIndex(data.taxonomy, hasCode);
  const primary = buildPhraseIndex([
    ...data.vocabulary.filter((entry) => hasCode(entry.code)),
    ...taxonomy.phrases,
  ]);
  const census = buildPhraseIndex(censusPhrases(data.censusIndex, hasCode), {
    gluedVariants: false,
  });
  const titleOf = (code: string): string | null => titleIn(data, code);
  const version = `${CATEGORIZER_RELEASE}+${data.categorizerInputHash}`;
  return createCategorizer(
    {
      version,
      primary,
      census,
      taxonomy,
      titleOf,
    },
    DEFAULT_SETTINGS,
  );
}

function titleIn(data: EngineData, code: string): string | null {
  if (code === NOT_A_PRODUCT_CODE) return NOT_A_PRODUCT_TITLE;
  for (const set of data.factorSets.values()) {
    const row = set.factors[code];
    if (row !== undefined && Object.hasOwn(set.factors, code)) return row.title;
  }
  return Object.hasOwn(data.naicsTitles, code) ? (data.naicsTitles[code] ?? null) : null;
}

/** Binds every version to its factor set, the shared categorizer and the shared rate table. */
export function buildEngine(
  data: EngineData,
  definitions: readonly VersionDefinition[],
  activeVersion: string | undefined,
): Engine {
  const known = definitions.map((definition) => definition.id);
  const activeId = activeVersion ?? known[0];
  if (activeId === undefined || !known.includes(activeId)) {
    throw new Error(
      `Unknown calculator version "${activeVersion}"; known versions: ${known.join(', ')}`,
    );
  }
  const categorizer = buildCategorizer(data);
  const rates = buildRateTable(data.cpi, data.fx);
  const calculators = new Map<string, Calculator>();
  for (const definition of definitions) {
    const factorSet = data.factorSets.get(definition.factorDir);
    if (factorSet === undefined) throw new Error(`Factor set ${definition.factorDir} not loaded`);
    calculators.set(
      definition.id,
      createCalculator({
        version: definition.id,
        label: definition.label,
        factorSet,
        rates,
        categorizer,
      }),
    );
  }
  const active = calculators.get(activeId);
  if (active === undefined) throw new Error(`Calculator ${activeId} not built`);
  return {
    versions: known,
    active,
    get: (version) => calculators.get(version),
  };
}
