import { DataBuildError } from './build-error.js';
import { readCsvTable } from './csv-table.js';
import type { JsonValue } from './stable-json.js';

export const NAICS_CODES_FILE = 'naics-2017/2-6_digit_2017_Codes.csv';
export const NAICS_INDEX_FILE = 'naics-2017/2017_NAICS_Index_File.csv';

// Two to six digits, or a sector range such as "31-33".
const NAICS_CODE = /^(\d{2,6}|\d{2}-\d{2})$/;
const NAICS6 = /^\d{6}$/;
// The Census index marks its "see …" cross-references, which have no code of their own, this way.
const NO_CODE = '******';

/** Every 2017 NAICS code (sectors to national industries) with its title. */
export async function buildNaicsTitles(fromDir: string): Promise<Record<string, string>> {
  const { file, rows } = await readCsvTable(fromDir, NAICS_CODES_FILE, [
    'seq_no',
    'naics17',
    'title',
  ]);
  const titles: Record<string, string> = {};
  for (const row of rows) {
    const code = row.get('naics17');
    const title = row.get('title').trim();
    if (!NAICS_CODE.test(code)) {
      throw new DataBuildError(file, row.line, `"${code}" is not a NAICS code`);
    }
    if (code in titles) throw new DataBuildError(file, row.line, `code ${code} appears twice`);
    if (title === '') throw new DataBuildError(file, row.line, `code ${code} has no title`);
    titles[code] = title;
  }
  return titles;
}

/**
 * The Census index entries as [code, description] pairs in file order, keeping only six-digit codes;
 * each code must have a title, so the index cannot point at a code the service does not know.
 */
export async function buildNaicsIndex(
  fromDir: string,
  titles: Readonly<Record<string, string>>,
): Promise<JsonValue[]> {
  const { file, rows } = await readCsvTable(fromDir, NAICS_INDEX_FILE, [
    'naics17',
    'index_item_description',
  ]);
  const entries: JsonValue[] = [];
  for (const row of rows) {
    const code = row.get('naics17');
    const description = row.get('index_item_description').trim();
    if (code === NO_CODE) continue;
    if (!NAICS6.test(code)) {
      throw new DataBuildError(
        file,
        row.line,
        `"${code}" is neither a six-digit code nor ${NO_CODE}`,
      );
    }
    if (!(code in titles)) {
      throw new DataBuildError(file, row.line, `code ${code} is not in ${NAICS_CODES_FILE}`);
    }
    if (description === '') throw new DataBuildError(file, row.line, 'the description is empty');
    entries.push([code, description]);
  }
  return entries;
}
