import type { Categorizer } from '../categorizer/categorizer.js';
import type { FactorSetFile } from '../data-files.js';
import type { Methodology } from '../types.js';
import type { RateTable } from './rate-table.js';

/** The formulas of the contract, in words; shared by every version. */
export const FORMULAS: Record<string, string> = {
  spendUsd:
    'price ÷ (currency units per USD, annual average of the purchase year, or the latest earlier year with a rate) × quantity',
  spendReferenceUsd:
    "spendUsd × CPI-U(factor set's dollar year) ÷ CPI-U(purchase year); years after the CPI data use its latest year, years before it its earliest",
  carbonFootprintNew:
    'new product: carbonFootprint = cradle to shelf = spendReferenceUsd × factor with margins',
  carbonFootprintUsed:
    'used product: carbonFootprint = retail only = spendReferenceUsd × margins (resale, transport, retail)',
  carbonFootprintSavings:
    'used product: spendReferenceUsd × factor without margins (production avoided); null for a new product',
  carbonFootprintCradleToShelf:
    'spendReferenceUsd × factor with margins (what the same spend on a new product emits)',
  carbonFootprintRetailOnly: 'spendReferenceUsd × margins',
  carbonFootprintPerDollar:
    'carbonFootprint ÷ spendUsd (before deflation); null when the price is 0',
  rounding: 'figures are kg CO2e, rounded to 3 decimals (grams) only at output',
};

/** Describes one calculator version for `GET /v1/methodology`. */
export function buildMethodology(
  version: string,
  method: string,
  factorSet: FactorSetFile,
  rates: RateTable,
  categorizer: Categorizer,
): Methodology {
  const partial =
    rates.cpiLastYearMonths < 12
      ? `; ${rates.cpiLastYear} is a partial year (${rates.cpiLastYearMonths} months), used for later years too`
      : '';
  return {
    version,
    method,
    factorSet: {
      name: factorSet.name,
      version: factorSet.version,
      doi: factorSet.doi,
      dollarYear: factorSet.dollarYear,
      unit: factorSet.unit,
      gwp: factorSet.gwp,
    },
    priceIndex: {
      name: 'US BLS CPI-U, all items, U.S. city average, annual average of monthly values',
      series: rates.cpiSeries,
      years: `${rates.cpiFirstYear}–${rates.cpiLastYear}${partial}`,
    },
    exchangeRates: {
      name: 'Federal Reserve H.10/G.5A annual averages via FRED (currency units per 1 USD)',
      currencies: rates.currencies,
      years: `${rates.fxFirstYear}–${rates.fxLastYear}`,
    },
    categorizer: {
      name: categorizer.name,
      version: categorizer.version,
      fallbackCode: categorizer.fallbackCode,
      threshold: categorizer.threshold,
    },
    formulas: { ...FORMULAS },
  };
}
