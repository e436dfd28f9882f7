import type { EmissionFactor, FootprintFigures, Purchase } from '../types.js';
import type { RateTable } from './rate-table.js';

/** The part of a purchase the formulas read. */
export type Spend = Pick<Purchase, 'price' | 'currency' | 'quantity' | 'isUsed' | 'purchasedAt'>;

/**
 * The contract's formulas, unrounded. Spend is converted to USD at the purchase year's rate, then
 * deflated to the factor set's dollar year with CPI-U; a used product carries only the margins.
 */
export function computeFootprint(
  spend: Spend,
  factor: EmissionFactor,
  rates: RateTable,
  dollarYear: number,
): FootprintFigures {
  const year = spend.purchasedAt.getUTCFullYear();
  const spendUsd = (spend.price / rates.unitsPerUsd(spend.currency, year)) * spend.quantity;
  const spendReferenceUsd = (spendUsd * rates.cpi(dollarYear)) / rates.cpi(year);
  const cradleToShelf = spendReferenceUsd * factor.withMargins;
  const retailOnly = spendReferenceUsd * factor.margins;
  const carbonFootprint = spend.isUsed ? retailOnly : cradleToShelf;
  return {
    carbonFootprint,
    carbonFootprintSavings: spend.isUsed ? spendReferenceUsd * factor.withoutMargins : null,
    carbonFootprintCradleToShelf: cradleToShelf,
    carbonFootprintRetailOnly: retailOnly,
    carbonFootprintPerDollar: spendUsd > 0 ? carbonFootprint / spendUsd : null,
    currency: 'USD',
    spendUsd,
    spendReferenceUsd,
    factor: { ...factor },
  };
}
