import { appendFileSync, existsSync, readFileSync, truncateSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { TransactionItem } from '../../client/index.js';
import { CliError, EXIT } from '../cli-io.js';
import type { InputRow } from './read-input.js';

/** One line of the results file: the input row and its footprint, or why the API rejected it. */
export interface RowResult {
  input: InputRow;
  transactionId: string | null;
  item: TransactionItem | null;
  error: string | null;
}

/** The results file's columns, in order; add a column with one line here. */
const COLUMNS: Array<[string, (result: RowResult) => string | number | boolean | null]> = [
  ['row', (r) => r.input.row],
  ['line', (r) => r.input.line],
  ['status', (r) => (r.error === null ? 'ok' : 'rejected')],
  ['error', (r) => r.error],
  ['productName', (r) => r.item?.submission.title ?? String(r.input.record.productName ?? '')],
  ['transactionId', (r) => r.transactionId],
  ['itemId', (r) => r.item?.id ?? null],
  ['externalId', (r) => r.item?.externalId ?? null],
  ['categoryCode', (r) => r.item?.footprint.category.code ?? null],
  ['categoryTitle', (r) => r.item?.footprint.category.title ?? null],
  ['confidence', (r) => r.item?.footprint.category.confidence ?? null],
  ['fallback', (r) => r.item?.footprint.category.fallback ?? null],
  ['carbonFootprint', (r) => r.item?.footprint.carbonFootprint ?? null],
  ['carbonFootprintSavings', (r) => r.item?.footprint.carbonFootprintSavings ?? null],
  ['carbonFootprintCradleToShelf', (r) => r.item?.footprint.carbonFootprintCradleToShelf ?? null],
  ['carbonFootprintPerDollar', (r) => r.item?.footprint.carbonFootprintPerDollar ?? null],
  ['calculatorVersion', (r) => r.item?.footprint.version ?? null],
];

/** A results file as read back: one record per line, by column name. */
export type OutputRecord = Record<string, string>;

/**
 * Opens the results file for appending, and reads what an earlier run wrote. A line cut short by
 * an interrupted write is removed first, so its row is simply done again.
 */
export function openOutput(path: string): { done: Map<number, OutputRecord> } {
  if (!existsSync(path)) {
    appendFileSync(path, stringify([COLUMNS.map(([name]) => name)]));
    return { done: new Map() };
  }
  const text = readFileSync(path, 'utf8');
  const complete = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  if (complete.length !== text.length) truncateSync(path, Buffer.byteLength(complete));
  if (complete === '') {
    appendFileSync(path, stringify([COLUMNS.map(([name]) => name)]));
    return { done: new Map() };
  }
  return { done: new Map(readOutput(path, complete).map((r) => [Number(r.row), r])) };
}

export function readOutput(path: string, text = readFileSync(path, 'utf8')): OutputRecord[] {
  try {
    const records = parse(text, { columns: true, skip_empty_lines: true }) as OutputRecord[];
    if (records.length > 0 && records[0]?.row === undefined) throw new Error('no "row" column');
    return records;
  } catch (error) {
    throw new CliError(
      `The output file ${path} exists but is not a results file of footprint batch (${error instanceof Error ? error.message : error}); choose another --out.`,
      EXIT.usage,
    );
  }
}

/** Booleans as `true`/`false` (csv-stringify's default writes `1` and an empty cell). */
export const CSV_OPTIONS = { cast: { boolean: (value: boolean) => String(value) } };

/** Appends the results of one chunk in one write. */
export function appendResults(path: string, results: RowResult[]): void {
  if (results.length === 0) return;
  appendFileSync(
    path,
    stringify(
      results.map((r) => COLUMNS.map(([, value]) => value(r))),
      CSV_OPTIONS,
    ),
  );
}
