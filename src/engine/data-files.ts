/** Shapes of the compact data files under `data/` (written by `npm run data:build`). */

/** One NAICS-6 row of a factor set file. */
export interface FactorRow {
  title: string;
  withoutMargins: number;
  margins: number;
  withMargins: number;
  useeio: string;
}

/** `data/useeio-<version>/factors.json`: one EPA supply-chain factor set. */
export interface FactorSetFile {
  name: string;
  version: string;
  doi: string;
  dollarYear: number;
  unit: string;
  gwp: string;
  ghgDataYear: number;
  factors: Record<string, FactorRow>;
}

/** `data/cpi-u/annual.json`: CPI-U annual averages and how many months each year has. */
export interface CpiFile {
  series: string;
  base: string;
  annual: Record<string, { average: number; months: number }>;
}

/** `data/fx-rates/annual.json`: annual average exchange rates, currency units per 1 USD. */
export interface FxFile {
  unit: string;
  rates: Record<string, Record<string, number>>;
}
