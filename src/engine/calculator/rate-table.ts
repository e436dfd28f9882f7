import type { CpiFile, FxFile } from '../data-files.js';

/** CPI and exchange rates of one calculator version, with the year rules of the contract. */
export interface RateTable {
  currencies: string[];
  cpiSeries: string;
  cpiFirstYear: number;
  cpiLastYear: number;
  /** Months present in the latest CPI year (12 = complete). */
  cpiLastYearMonths: number;
  fxFirstYear: number;
  fxLastYear: number;
  supportsCurrency(code: string): boolean;
  /** Currency units per 1 USD in `year`, or the latest earlier year that has a rate. */
  unitsPerUsd(code: string, year: number): number;
  /** CPI-U annual average of `year`, clamped to the years the data covers. */
  cpi(year: number): number;
}

/** Indexes the CPI and FX files for constant-time year lookups. */
export function buildRateTable(cpiFile: CpiFile, fxFile: FxFile): RateTable {
  const cpiYears = Object.keys(cpiFile.annual)
    .map(Number)
    .sort((a, b) => a - b);
  const cpiFirstYear = cpiYears[0] ?? 0;
  const cpiLastYear = cpiYears[cpiYears.length - 1] ?? 0;
  const fx = new Map<string, { years: number[]; rates: Map<number, number> }>();
  let fxFirstYear = Number.POSITIVE_INFINITY;
  let fxLastYear = Number.NEGATIVE_INFINITY;
  for (const [code, byYear] of Object.entries(fxFile.rates)) {
    const rates = new Map(Object.entries(byYear).map(([year, rate]) => [Number(year), rate]));
    const years = [...rates.keys()].sort((a, b) => a - b);
    fx.set(code.toUpperCase(), { years, rates });
    fxFirstYear = Math.min(fxFirstYear, years[0] ?? fxFirstYear);
    fxLastYear = Math.max(fxLastYear, years[years.length - 1] ?? fxLastYear);
  }

  function supportsCurrency(code: string): boolean {
    const upper = code.toUpperCase();
    return upper === 'USD' || fx.has(upper);
  }

  function unitsPerUsd(code: string, year: number): number {
    const upper = code.toUpperCase();
    if (upper === 'USD') return 1;
    const series = fx.get(upper);
    if (series === undefined) throw new RangeError(`No exchange rate for currency ${code}`);
    const exact = series.rates.get(year);
    if (exact !== undefined) return exact;
    let chosen = series.years[0];
    for (const candidate of series.years) {
      if (candidate <= year) chosen = candidate;
    }
    const rate = chosen === undefined ? undefined : series.rates.get(chosen);
    if (rate === undefined) throw new RangeError(`No exchange rate for currency ${code}`);
    return rate;
  }

  function cpi(year: number): number {
    const clamped = Math.min(cpiLastYear, Math.max(cpiFirstYear, year));
    const entry = cpiFile.annual[String(clamped)];
    if (entry === undefined) throw new RangeError(`No CPI for ${clamped}`);
    return entry.average;
  }

  return {
    currencies: ['USD', ...[...fx.keys()].sort()],
    cpiSeries: cpiFile.series,
    cpiFirstYear,
    cpiLastYear,
    cpiLastYearMonths: cpiFile.annual[String(cpiLastYear)]?.months ?? 0,
    fxFirstYear,
    fxLastYear,
    supportsCurrency,
    unitsPerUsd,
    cpi,
  };
}
