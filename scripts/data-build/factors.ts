import { DataBuildError } from './build-error.js';
import { readCsvTable } from './csv-table.js';
import { FACTOR_SET_NAME, type FactorSetSource } from './factor-sets.js';
import { parseDecimal } from './numbers.js';
import type { JsonValue } from './stable-json.js';

const COLUMNS = [
  '2017 NAICS Code',
  '2017 NAICS Title',
  'GHG',
  'Unit',
  'Supply Chain Emission Factors without Margins',
  'Margins of Supply Chain Emission Factors',
  'Supply Chain Emission Factors with Margins',
  'Reference USEEIO Code',
] as const;

export const EXPECTED_FACTOR_CODES = 1016;
export const MARGIN_TOLERANCE = 0.0015;
// Floating-point slack so that a difference of exactly 0.0015 in the decimal data still passes.
const FLOAT_SLACK = 1e-9;

const NAICS6 = /^\d{6}$/;
const USEEIO_CODE = /^[0-9A-Z]{6}$/;

/** A built factor set: the JSON document to write and its codes for cross-file checks. */
export interface BuiltFactorSet {
  document: JsonValue;
  codes: string[];
  file: string;
}

/**
 * Reads one EPA Supply Chain factor CSV and checks it: 1,016 unique six-digit codes, the expected
 * GHG and unit on every row, without + margins = with (within 0.0015), valid USEEIO codes.
 */
export async function buildFactorSet(
  fromDir: string,
  source: FactorSetSource,
): Promise<BuiltFactorSet> {
  const { file, rows } = await readCsvTable(fromDir, source.file, COLUMNS);
  const csvUnit = `kg CO2e/${source.dollarYear} USD, purchaser price`;
  const factors: Record<string, JsonValue> = {};

  for (const row of rows) {
    const fail = (message: string): never => {
      throw new DataBuildError(file, row.line, message);
    };
    const code = row.get('2017 NAICS Code');
    if (!NAICS6.test(code)) fail(`NAICS code "${code}" is not six digits`);
    if (code in factors) fail(`NAICS code ${code} appears twice`);
    const title = row.get('2017 NAICS Title').trim();
    if (title === '') fail(`NAICS ${code} has no title`);
    if (row.get('GHG') !== 'All GHGs') fail(`GHG is "${row.get('GHG')}", expected "All GHGs"`);
    if (row.get('Unit') !== csvUnit) fail(`unit is "${row.get('Unit')}", expected "${csvUnit}"`);

    const number = (column: (typeof COLUMNS)[number]): number => {
      const value = parseDecimal(row.get(column), file, row.line, column);
      if (value < 0) fail(`${column} is negative`);
      return value;
    };
    const withoutMargins = number('Supply Chain Emission Factors without Margins');
    const margins = number('Margins of Supply Chain Emission Factors');
    const withMargins = number('Supply Chain Emission Factors with Margins');
    const gap = Math.abs(withoutMargins + margins - withMargins);
    if (gap > MARGIN_TOLERANCE + FLOAT_SLACK) {
      fail(
        `NAICS ${code}: without margins ${withoutMargins} + margins ${margins} differs from ` +
          `with margins ${withMargins} by ${gap.toFixed(4)} (tolerance ${MARGIN_TOLERANCE})`,
      );
    }

    const rawUseeio = row.get('Reference USEEIO Code').trim();
    const useeio = source.useeioRepairs[rawUseeio] ?? rawUseeio;
    for (const useeioCode of useeio.split(/,\s*/)) {
      if (!USEEIO_CODE.test(useeioCode)) {
        fail(
          `NAICS ${code}: Reference USEEIO Code "${rawUseeio}" holds the invalid code "${useeioCode}"`,
        );
      }
    }
    factors[code] = { title, withoutMargins, margins, withMargins, useeio };
  }

  const codes = Object.keys(factors);
  if (codes.length !== EXPECTED_FACTOR_CODES) {
    throw new DataBuildError(
      file,
      undefined,
      `has ${codes.length} factor codes, expected ${EXPECTED_FACTOR_CODES}`,
    );
  }
  return {
    file,
    codes,
    document: {
      name: FACTOR_SET_NAME,
      version: source.version,
      doi: source.doi,
      dollarYear: source.dollarYear,
      unit: `kg CO2e per ${source.dollarYear} USD, purchaser price`,
      gwp: source.gwp,
      ghgDataYear: source.ghgDataYear,
      factors,
    },
  };
}
