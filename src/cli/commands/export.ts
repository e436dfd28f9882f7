import { createWriteStream } from 'node:fs';
import type { Command } from 'commander';
import { stringify } from 'csv-stringify/sync';
import type { Environment } from '../../client/index.js';
import { CSV_OPTIONS } from '../batch/output.js';
import { type ApiOptions, CliError, type CliIo, clientFor, EXIT } from '../cli-io.js';

interface ExportOptions extends ApiOptions {
  env?: string;
  format: string;
  out?: string;
}

const CSV_HEADER = [
  'transactionId',
  'env',
  'dateCreated',
  'itemId',
  'externalId',
  'title',
  'price',
  'currency',
  'quantity',
  'isUsed',
  'categoryCode',
  'categoryTitle',
  'confidence',
  'fallback',
  'carbonFootprint',
  'carbonFootprintSavings',
  'calculatorVersion',
];

/** `footprint export --env sandbox --format csv`: every transaction of an environment. */
export function exportCommand(program: Command, io: CliIo): void {
  program
    .command('export')
    .description(
      'Write every transaction of an environment, newest first, as CSV (one row per item) or JSONL (one transaction per line).',
    )
    .option('--env <env>', "sandbox or production (default: the key's own)")
    .option('--format <format>', 'csv or jsonl', 'csv')
    .option('--out <file>', 'write here instead of stdout')
    .option('--api-key <key>', 'API key (or FOOTPRINT_API_KEY)')
    .option('--base-url <url>', 'API base URL (or FOOTPRINT_BASE_URL)')
    .action(async (options: ExportOptions) => {
      if (options.format !== 'csv' && options.format !== 'jsonl') {
        throw new CliError(`--format must be csv or jsonl, not "${options.format}".`, EXIT.usage);
      }
      if (options.env !== undefined && options.env !== 'sandbox' && options.env !== 'production') {
        throw new CliError(
          `--env must be sandbox or production, not "${options.env}".`,
          EXIT.usage,
        );
      }
      const client = clientFor(options, io);
      const file = options.out === undefined ? null : createWriteStream(options.out);
      const write = (text: string) => (file ? file.write(text) : io.stdout(text));
      if (options.format === 'csv') write(stringify([CSV_HEADER]));
      let count = 0;
      for await (const t of client.transactions({ env: options.env as Environment | undefined })) {
        count += 1;
        if (options.format === 'jsonl') {
          write(`${JSON.stringify(t)}\n`);
          continue;
        }
        write(
          stringify(
            t.items.map(({ id, externalId, submission: s, footprint: f }) => [
              t.id,
              t.env,
              t.dateCreated,
              id,
              externalId,
              s.title,
              s.price,
              s.currency,
              s.quantity,
              s.isUsed,
              f.category.code,
              f.category.title,
              f.category.confidence,
              f.category.fallback,
              f.carbonFootprint,
              f.carbonFootprintSavings,
              f.version,
            ]),
            CSV_OPTIONS,
          ),
        );
      }
      if (file) await new Promise((resolve) => file.end(resolve));
      io.stderr(`Exported ${count} transactions.\n`);
    });
}
