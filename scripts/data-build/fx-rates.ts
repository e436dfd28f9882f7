import { DataBuildError } from './build-error.js';
import { type CsvTable, readCsvTable } from './csv-table.js';
import { CURRENCY_BY_COUNTRY, EXCLUDED_COUNTRIES, FIRST_CURRENT_YEAR } from './fx-currencies.js';
import { parseScaled, roundedScaledMean } from './numbers.js';
import type { JsonValue } from './stable-json.js';

export const FX_YEARLY_FILE = 'fx-rates/yearly.csv';
export const FX_MONTHLY_FILE = 'fx-rates/monthly.csv';
const DECIMALS = 4;

/** Scaled rates of one country, by year, with the line where the country first appears. */
interface CountrySeries {
  firstLine: number;
  file: string;
  valuesByYear: Map<string, number[]>;
}

function readSeries<Column extends string>(
  table: CsvTable<Column>,
  columns: { date: Column; country: Column; value: Column },
  datePattern: RegExp,
): Map<string, CountrySeries> {
  const seriesByCountry = new Map<string, CountrySeries>();
  const seen = new Set<string>();
  for (const row of table.rows) {
    const date = row.get(columns.date);
    const country = row.get(columns.country);
    const year = datePattern.exec(date)?.[1];
    if (year === undefined) {
      throw new DataBuildError(table.file, row.line, `date "${date}" has the wrong form`);
    }
    if (country === '') throw new DataBuildError(table.file, row.line, 'the country is empty');
    const key = `${country}|${date}`;
    if (seen.has(key)) {
      throw new DataBuildError(table.file, row.line, `${country} ${date} appears twice`);
    }
    seen.add(key);
    const value = parseScaled(row.get(columns.value), DECIMALS, table.file, row.line, 'rate');
    if (value === 0) throw new DataBuildError(table.file, row.line, 'the rate is zero');
    const series = seriesByCountry.get(country) ?? {
      firstLine: row.line,
      file: table.file,
      valuesByYear: new Map<string, number[]>(),
    };
    const values = series.valuesByYear.get(year) ?? [];
    values.push(value);
    series.valuesByYear.set(year, values);
    seriesByCountry.set(country, series);
  }
  return seriesByCountry;
}

/**
 * Annual currency units per USD by ISO code: the Fed's annual average where yearly.csv has the
 * country, otherwise the mean of that year's months in monthly.csv; 4 decimals.
 */
export async function buildFxRates(fromDir: string): Promise<JsonValue> {
  const yearly = await readCsvTable(fromDir, FX_YEARLY_FILE, ['Date', 'Country', 'Value']);
  const monthly = await readCsvTable(fromDir, FX_MONTHLY_FILE, [
    'Date',
    'Country',
    'Exchange rate',
  ]);
  const yearlySeries = readSeries(
    yearly,
    { date: 'Date', country: 'Country', value: 'Value' },
    /^(\d{4})-01-01$/,
  );
  const monthlySeries = readSeries(
    monthly,
    { date: 'Date', country: 'Country', value: 'Exchange rate' },
    /^(\d{4})-(?:0[1-9]|1[0-2])-01$/,
  );
  const countries = new Set([...yearlySeries.keys(), ...monthlySeries.keys()]);

  const rates: Record<string, JsonValue> = {};
  for (const country of countries) {
    const series = yearlySeries.get(country) ?? monthlySeries.get(country);
    if (series === undefined || EXCLUDED_COUNTRIES.has(country)) continue;
    const years = [...series.valuesByYear.keys()];
    if (!years.some((year) => Number(year) >= FIRST_CURRENT_YEAR)) continue;
    const currency = CURRENCY_BY_COUNTRY[country];
    if (currency === undefined) {
      throw new DataBuildError(
        series.file,
        series.firstLine,
        `country "${country}" has no ISO 4217 code in fx-currencies.ts`,
      );
    }
    if (currency in rates) {
      throw new DataBuildError(series.file, series.firstLine, `${currency} is mapped twice`);
    }
    const byYear: Record<string, number> = {};
    for (const [year, values] of series.valuesByYear) {
      byYear[year] = roundedScaledMean(values, DECIMALS);
    }
    rates[currency] = byYear;
  }
  return { unit: 'currency units per 1 USD', rates };
}
