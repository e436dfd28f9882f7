import { DataBuildError } from './build-error.js';
import { readCsvTable } from './csv-table.js';
import { parseScaled, roundedScaledMean } from './numbers.js';
import type { JsonValue } from './stable-json.js';

export const CPI_FILE = 'cpi-u/cpiai.csv';
const DECIMALS = 3;
const MONTH_DATE = /^(\d{4})-(0[1-9]|1[0-2])-01$/;

/** CPI-U annual averages of the months present in the file, with how many months each year has. */
export async function buildCpiAnnual(fromDir: string): Promise<JsonValue> {
  const { file, rows } = await readCsvTable(fromDir, CPI_FILE, ['Date', 'Index', 'Inflation']);
  const seenMonths = new Set<string>();
  const monthsByYear = new Map<string, number[]>();
  for (const row of rows) {
    const date = row.get('Date');
    const match = MONTH_DATE.exec(date);
    const year = match?.[1];
    if (year === undefined) {
      throw new DataBuildError(file, row.line, `date "${date}" is not the first of a month`);
    }
    if (seenMonths.has(date))
      throw new DataBuildError(file, row.line, `month ${date} appears twice`);
    seenMonths.add(date);
    const index = parseScaled(row.get('Index'), DECIMALS, file, row.line, 'Index');
    if (index === 0) throw new DataBuildError(file, row.line, 'the index is zero');
    const months = monthsByYear.get(year) ?? [];
    months.push(index);
    monthsByYear.set(year, months);
  }
  if (monthsByYear.size === 0) throw new DataBuildError(file, undefined, 'has no months');

  const annual: Record<string, JsonValue> = {};
  for (const [year, values] of monthsByYear) {
    annual[year] = { average: roundedScaledMean(values, DECIMALS), months: values.length };
  }
  return { series: 'CUUR0000SA0', base: '1982-84=100', annual };
}
