import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataBuildError } from './build-error.js';
import { parseCsv } from './csv.js';

/** A data row whose cells are read by column name, keeping its line for error messages. */
export interface CsvRow<Column extends string> {
  line: number;
  get(column: Column): string;
}

/** A parsed CSV file whose header was checked against the columns the build expects. */
export interface CsvTable<Column extends string> {
  file: string;
  rows: CsvRow<Column>[];
}

/**
 * Reads `<fromDir>/<file>` and checks that its header is exactly `columns`, in order, and that every
 * row has as many cells. `file` is the path relative to the raw data folder, used in messages.
 */
export async function readCsvTable<Column extends string>(
  fromDir: string,
  file: string,
  columns: readonly Column[],
): Promise<CsvTable<Column>> {
  let text: string;
  try {
    text = await readFile(join(fromDir, file), 'utf8');
  } catch (error) {
    throw new DataBuildError(file, undefined, `cannot be read (${String(error)})`);
  }
  const [header, ...records] = parseCsv(text, file);
  if (header === undefined) throw new DataBuildError(file, undefined, 'the file is empty');
  if (header.fields.join(',') !== columns.join(',')) {
    throw new DataBuildError(
      file,
      header.line,
      `header is "${header.fields.join(',')}", expected "${columns.join(',')}"`,
    );
  }
  const indexOf = new Map(columns.map((column, index) => [column, index] as const));
  const rows = records.map((record): CsvRow<Column> => {
    if (record.fields.length !== columns.length) {
      throw new DataBuildError(
        file,
        record.line,
        `has ${record.fields.length} cells, expected ${columns.length}`,
      );
    }
    return {
      line: record.line,
      get(column: Column): string {
        const value = record.fields[indexOf.get(column) ?? -1];
        if (value === undefined) throw new DataBuildError(file, record.line, `no ${column} cell`);
        return value;
      },
    };
  });
  return { file, rows };
}
