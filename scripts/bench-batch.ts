/**
 * `npm run bench:batch`: rows per second of `footprint batch` from dist/ (as users run it) against
 * the compiled service on a fresh embedded store, over a generated catalogue; → BENCHMARKS.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCatalogue } from '../test/helpers/catalogue.js';
import { machineLine, resultTable, writeSection } from './bench/benchmarks-file.js';

const ROOT = join(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const RUNS: Array<{ concurrency: number; chunk: number }> = [
  { concurrency: 1, chunk: 500 },
  { concurrency: 4, chunk: 500 },
  { concurrency: 4, chunk: 100 },
];
const MAP = 'productName=Title,productPrice=Price,newProduct=Condition,sku=SKU';

async function startService(dataDir: string) {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'cli', 'footprint.js'), 'serve'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_PER_SECOND: '0' },
  });
  let output = '';
  const found = await new Promise<{ baseUrl: string; key: string }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const key = /test key \(sandbox\):\s+(fp_test_\w+)/.exec(output)?.[1];
      if (url && key) resolve({ baseUrl: url, key });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`the service stopped:\n${output}`)));
  });
  return { child, ...found };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-batch-'));
const catalogue = join(dir, 'catalogue.csv');
writeCatalogue(catalogue, ROWS);
const rows: Array<[string, string, string]> = [];
try {
  for (const run of RUNS) {
    // A fresh store per run, so that no run replays another's chunks.
    const service = await startService(join(dir, `store-${run.concurrency}-${run.chunk}`));
    const out = join(dir, `results-${run.concurrency}-${run.chunk}.csv`);
    const started = process.hrtime.bigint();
    const batch = spawnSync(
      process.execPath,
      [
        join(ROOT, 'dist', 'cli', 'footprint.js'),
        'batch',
        catalogue,
        '--out',
        out,
        '--map',
        MAP,
        '--concurrency',
        String(run.concurrency),
        '--chunk',
        String(run.chunk),
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          FOOTPRINT_API_KEY: service.key,
          FOOTPRINT_BASE_URL: service.baseUrl,
        },
      },
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    service.child.kill('SIGTERM');
    if (batch.status !== 0) throw new Error(`batch failed: ${batch.stderr}`);
    const rate = Math.round(ROWS / seconds);
    console.log(`concurrency ${run.concurrency}, chunk ${run.chunk}: ${rate} rows/s`);
    rows.push([
      `${ROWS.toLocaleString('en')} rows, --concurrency ${run.concurrency} --chunk ${run.chunk}`,
      `${rate.toLocaleString('en')} rows/s (${seconds.toFixed(1)} s)`,
      '-',
    ]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

writeSection(
  'Batch',
  [
    'Command: `npm run build && npm run bench:batch` (`BENCH_ROWS`, default 20,000).',
    machineLine(),
    '',
    '`footprint batch` from `dist/` against `footprint serve` from `dist/` on a fresh embedded',
    'SQLite store each run (rate limit off), both on this machine, over a generated catalogue of',
    'distinct titles in 10 product families (every title is new, so the categorizer runs for every',
    'row). Wall time of the whole command, parsing and writing the CSVs included. More concurrency',
    'does not help here: the one service process is CPU-bound on 2 cores it shares with the client.',
    'The machine is shared with other agents working in parallel, so the figures are noisy.',
    '',
    resultTable(rows, ['run', 'result', 'target']),
  ].join('\n'),
);
