import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import { CliError, EXIT } from '../cli-io.js';

export type CellValue = string | number | boolean | null;

/** One input record with its 1-based row number and the line of the file it ends on. */
export interface InputRow {
  row: number;
  line: number;
  record: Record<string, CellValue>;
  /** Set when the line itself cannot be read (e.g. malformed JSON). */
  problem?: string;
}

export interface InputFile {
  columns: string[];
  rows: InputRow[];
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code;
    throw new CliError(`Cannot read the input file ${path}: ${why}.`, EXIT.input);
  }
}

function readCsv(path: string, text: string): InputFile {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, { columns: true, info: true, bom: true, skip_empty_lines: true });
  } catch (error) {
    throw new CliError(
      `The CSV file ${path} is malformed: ${error instanceof Error ? error.message : error}`,
      EXIT.input,
    );
  }
  const columns = Object.keys(records[0]?.record ?? {});
  return {
    columns,
    rows: records.map(({ record, info }, index) => ({ row: index + 1, line: info.lines, record })),
  };
}

function readJsonl(text: string): InputFile {
  const rows: InputRow[] = [];
  const columns = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return;
    const row = rows.length + 1;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        rows.push({ row, line: index + 1, record: {}, problem: 'is not a JSON object' });
        return;
      }
      const record = value as Record<string, CellValue>;
      for (const key of Object.keys(record)) columns.add(key);
      rows.push({ row, line: index + 1, record });
    } catch {
      rows.push({ row, line: index + 1, record: {}, problem: 'is not valid JSON' });
    }
  });
  return { columns: [...columns], rows };
}

/** Reads a .csv (with a header line) or a .jsonl/.ndjson catalogue. */
export async function readInput(path: string): Promise<InputFile> {
  const extension = extname(path).toLowerCase();
  if (!['.csv', '.jsonl', '.ndjson'].includes(extension)) {
    throw new CliError(`The input file must end in .csv, .jsonl or .ndjson: ${path}`, EXIT.usage);
  }
  const text = await readText(path);
  return extension === '.csv' ? readCsv(path, text) : readJsonl(text);
}
