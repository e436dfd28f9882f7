import { DataBuildError } from './build-error.js';
import { readCsvTable } from './csv-table.js';

export const ZIP3_FILE = 'zip-state/zip3_to_state.csv';
const ZIP3 = /^\d{3}$/;
const STATE = /^[A-Z]{2}$/;

/** The majority state or territory of each three-digit ZIP prefix. */
export async function buildZip3States(fromDir: string): Promise<Record<string, string>> {
  const { file, rows } = await readCsvTable(fromDir, ZIP3_FILE, [
    'zip3',
    'state',
    'n_zip5_in_state',
    'n_zip5_total',
    'other_states',
  ]);
  const states: Record<string, string> = {};
  for (const row of rows) {
    const zip3 = row.get('zip3');
    const state = row.get('state');
    if (!ZIP3.test(zip3)) throw new DataBuildError(file, row.line, `"${zip3}" is not a ZIP prefix`);
    if (!STATE.test(state)) {
      throw new DataBuildError(file, row.line, `"${state}" is not a two-letter state code`);
    }
    if (zip3 in states) throw new DataBuildError(file, row.line, `prefix ${zip3} appears twice`);
    states[zip3] = state;
  }
  if (rows.length === 0) throw new DataBuildError(file, undefined, 'has no prefixes');
  return states;
}
