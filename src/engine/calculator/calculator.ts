import type { Categorizer } from '../categorizer/categorizer.js';
import { NOT_A_PRODUCT_CODE, NOT_A_PRODUCT_TITLE } from '../category-kind.js';
import type { FactorSetFile } from '../data-files.js';
import type { Calculator, CategoryFactorRow, EmissionFactor, Methodology } from '../types.js';
import { computeFootprint } from './footprint.js';
import { buildMethodology } from './methodology.js';
import type { RateTable } from './rate-table.js';

/** What binds into one calculator version. */
export interface CalculatorParts {
  version: string;
  /** Short label of the factor set, e.g. "USEEIO v1.3". */
  label: string;
  factorSet: FactorSetFile;
  rates: RateTable;
  categorizer: Categorizer;
}

/** Binds a factor set, rate table and categorizer into one calculator version. */
export function createCalculator(parts: CalculatorParts): Calculator {
  const { factorSet, rates, categorizer } = parts;
  const method = `${parts.label} spend-based (US EPA supply-chain factors, ${factorSet.dollarYear} USD)`;
  const factors = new Map<string, EmissionFactor>();
  const titles = new Map<string, string>();
  const rows: CategoryFactorRow[] = [];
  // A payment that is no product (gift card, tax, tip…) emits nothing: zero factor, zero figures.
  factors.set(NOT_A_PRODUCT_CODE, { withoutMargins: 0, margins: 0, withMargins: 0 });
  titles.set(NOT_A_PRODUCT_CODE, NOT_A_PRODUCT_TITLE);
  for (const [code, row] of Object.entries(factorSet.factors).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const factor = {
      withoutMargins: row.withoutMargins,
      margins: row.margins,
      withMargins: row.withMargins,
    };
    factors.set(code, factor);
    titles.set(code, row.title);
    rows.push({ code, title: row.title, factor, unit: factorSet.unit });
  }
  const methodology: Methodology = buildMethodology(
    parts.version,
    method,
    factorSet,
    rates,
    categorizer,
  );

  return {
    version: parts.version,
    method,
    categorize: (text) => categorizer.categorize(text),
    footprint(purchase, categoryCode) {
      if (!rates.supportsCurrency(purchase.currency)) {
        throw new RangeError(`Unsupported currency ${purchase.currency}`);
      }
      const factor = factors.get(categoryCode);
      if (factor === undefined) {
        throw new RangeError(`NAICS code ${categoryCode} has no factor in ${parts.version}`);
      }
      return computeFootprint(purchase, factor, rates, factorSet.dollarYear);
    },
    supportsCurrency: (code) => rates.supportsCurrency(code),
    categoryTitle: (code) => titles.get(code) ?? null,
    categories: () => rows.map((row) => ({ ...row, factor: { ...row.factor } })),
    methodology: () => structuredClone(methodology),
  };
}
