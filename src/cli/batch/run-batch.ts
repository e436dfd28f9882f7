import { Presets, SingleBar } from 'cli-progress';
import { type FootprintClient, ValidationError } from '../../client/index.js';
import type { CliIo } from '../cli-io.js';
import { chunkKey, chunksOf } from './chunks.js';
import { parseColumnMap, toItem } from './column-map.js';
import { appendResults, openOutput, type RowResult, readOutput } from './output.js';
import type { InputRow } from './read-input.js';
import { readInput } from './read-input.js';
import { summarize } from './summary.js';

export interface BatchOptions {
  input: string;
  out: string;
  concurrency: number;
  chunk: number;
  map?: string;
  progress: boolean;
}

export interface BatchOutcome {
  /** Rows rejected in the whole results file, this run's and earlier ones'. */
  rejected: number;
  summary: string;
}

const ITEM_PATH = /^\/items\/(\d+)(\/.*)?$/;

/**
 * Sends one chunk; rows the API rejects are taken out and the rest sent again. The key of every
 * attempt depends only on the rows sent, so a rerun repeats the same requests and gets replays.
 */
async function footprintChunk(
  client: FootprintClient,
  chunk: InputRow[],
  toItems: (rows: InputRow[]) => ReturnType<typeof toItem>[],
): Promise<RowResult[]> {
  const firstRow = chunk[0]?.row ?? 0;
  const results: RowResult[] = [];
  let candidates: InputRow[] = [];
  for (const row of chunk) {
    if (row.problem === undefined) candidates.push(row);
    else
      results.push({ input: row, transactionId: null, item: null, error: `line ${row.problem}` });
  }
  while (candidates.length > 0) {
    const items = toItems(candidates);
    try {
      const transaction = await client.footprintProducts(items, {
        idempotencyKey: chunkKey(firstRow, items),
      });
      candidates.forEach((row, index) => {
        results.push({
          input: row,
          transactionId: transaction.id,
          item: transaction.items[index] ?? null,
          error: null,
        });
      });
      return results;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const messages = new Map<number, string[]>();
      for (const problem of error.errors) {
        const match = ITEM_PATH.exec(problem.path);
        if (!match) throw error;
        const index = Number(match[1]);
        const field = (match[2] ?? '').replace(/^\//, '') || 'the row';
        messages.set(index, [...(messages.get(index) ?? []), `${field} ${problem.message}`]);
      }
      if (messages.size === 0) throw error;
      candidates.forEach((row, index) => {
        const problems = messages.get(index);
        if (problems !== undefined) {
          results.push({ input: row, transactionId: null, item: null, error: problems.join('; ') });
        }
      });
      candidates = candidates.filter((_, index) => !messages.has(index));
    }
  }
  return results;
}

/** `footprint batch`: footprints a catalogue file into a results CSV, resuming an earlier run. */
export async function runBatch(
  client: FootprintClient,
  options: BatchOptions,
  io: CliIo,
): Promise<BatchOutcome> {
  const input = await readInput(options.input);
  const map = parseColumnMap(options.map, input.columns);
  const { done } = openOutput(options.out);
  const toItems = (rows: InputRow[]) => rows.map((row) => toItem(row.record, map));
  const pending = chunksOf(input.rows, options.chunk).filter((chunk) =>
    chunk.some((row) => !done.has(row.row)),
  );
  const todo = input.rows.length - done.size;
  if (done.size > 0) {
    io.stderr(
      `Resuming: ${done.size} of ${input.rows.length} rows are already in ${options.out}.\n`,
    );
  }

  const bar = options.progress
    ? new SingleBar(
        {
          format:
            '{bar} {percentage}% | {value}/{total} rows | {speed} rows/s | ETA {eta_formatted}',
          stream: process.stderr,
          hideCursor: true,
          etaBuffer: 50,
        },
        Presets.shades_classic,
      )
    : null;
  const started = Date.now();
  let written = 0;
  bar?.start(Math.max(todo, 0), 0, { speed: '0' });

  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < pending.length) {
      const chunk = pending[next++] ?? [];
      try {
        const results = (await footprintChunk(client, chunk, toItems))
          .filter((result) => !done.has(result.input.row))
          .sort((a, b) => a.input.row - b.input.row);
        appendResults(options.out, results);
        for (const result of results) {
          if (result.error !== null) {
            bar?.stop();
            io.stderr(
              `Row ${result.input.row} (line ${result.input.line}) rejected: ${result.error}\n`,
            );
          }
        }
        written += results.length;
        const seconds = Math.max((Date.now() - started) / 1000, 0.001);
        bar?.update(written, { speed: (written / seconds).toFixed(0) });
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  bar?.stop();
  if (failure !== undefined) throw failure;

  const records = readOutput(options.out);
  return {
    rejected: records.filter((r) => r.status !== 'ok').length,
    summary: summarize(records, input.rows.length),
  };
}
