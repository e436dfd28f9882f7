import type { Command } from 'commander';
import { runBatch } from '../batch/run-batch.js';
import { type ApiOptions, CliError, type CliIo, clientFor, EXIT } from '../cli-io.js';

interface BatchCommandOptions extends ApiOptions {
  out: string;
  concurrency: string;
  chunk: string;
  map?: string;
  progress: boolean;
}

function positiveInteger(name: string, text: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new CliError(`--${name} must be an integer from 1 to ${max}, not "${text}".`, EXIT.usage);
  }
  return value;
}

/** `footprint batch catalogue.csv --out results.csv`. */
export function batchCommand(program: Command, io: CliIo): void {
  program
    .command('batch')
    .description(
      'Footprint every row of a .csv or .jsonl catalogue into a results CSV. Rerun the same command to resume: rows already in --out are skipped, and interrupted chunks are replayed, not duplicated.',
    )
    .argument('<file>', 'catalogue: .csv with a header line, or .jsonl')
    .requiredOption('--out <results.csv>', 'results file (created, or resumed when it exists)')
    .option('--concurrency <n>', 'requests in flight', '4')
    .option('--chunk <n>', 'rows per request (1–1000)', '500')
    .option(
      '--map <field=column,…>',
      'columns for request fields, e.g. productName=Title,productPrice=Price',
    )
    .option('--no-progress', 'no progress bar')
    .option('--api-key <key>', 'API key (or FOOTPRINT_API_KEY)')
    .option('--base-url <url>', 'API base URL (or FOOTPRINT_BASE_URL)')
    .action(async (file: string, options: BatchCommandOptions) => {
      const concurrency = positiveInteger('concurrency', options.concurrency, 64);
      const chunk = positiveInteger('chunk', options.chunk, 1000);
      const client = clientFor(options, io, 5);
      const outcome = await runBatch(
        client,
        {
          input: file,
          out: options.out,
          concurrency,
          chunk,
          map: options.map,
          progress: options.progress && io.interactive,
        },
        io,
      );
      io.stdout(`${outcome.summary}\n`);
      if (outcome.rejected > 0) {
        throw new CliError(
          `${outcome.rejected} rows were rejected; their reasons are in the error column of ${options.out}.`,
          EXIT.rowsRejected,
        );
      }
    });
}
