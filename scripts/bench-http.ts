/**
 * HTTP benchmark: starts the service as its own process on the embedded SQLite store (a WAL file in
 * a temporary folder, rate limits off), drives it over a real loopback socket with fetch, and writes
 * the HTTP section of BENCHMARKS.md. Client and server share the machine's cores.
 *   npm run bench:http
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { printedKey, startService } from '../test/helpers/service-process.js';
import { machineLine, percentile, resultTable, writeSection } from './bench/benchmarks-file.js';
import { readListings } from './eval/listings.js';

const REQUESTS = 2000;
const CONCURRENCY = 8;

const listings = readListings(join(import.meta.dirname, '..', 'eval', 'listings.jsonl'));
const dataDir = mkdtempSync(join(tmpdir(), 'footprint-bench-http-'));
const loadAverageAtStart = loadavg();
const service = await startService(dataDir, { RATE_LIMIT_PER_SECOND: '0' });
const key = printedKey(service.output(), 'test');
if (!key) throw new Error(`the service printed no test key:\n${service.output()}`);
const base = `http://127.0.0.1:${service.port}`;
const headers = { 'content-type': 'application/json', 'service-api-key': key };

/** Three items; `lot` makes every product new to the store (its key changes, its words do not). */
function threeItems(request: number, lot: number | null): string {
  const items = [0, 1, 2].map((offset) => {
    const listing = listings[(request * 3 + offset) % listings.length];
    if (!listing) throw new Error('no listings');
    return {
      productName:
        lot === null ? listing.productName : `${listing.productName} lot ${lot}-${offset}`,
      productPrice: listing.price,
      postalCode: '94103',
    };
  });
  return JSON.stringify({ items });
}

async function post(body: string): Promise<string> {
  const response = await fetch(`${base}/v2/footprint/products`, { method: 'POST', headers, body });
  if (response.status !== 201)
    throw new Error(`POST answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function get(path: string): Promise<void> {
  const response = await fetch(`${base}${path}`, { headers });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  await response.arrayBuffer();
}

interface Run {
  latencies: number[];
  seconds: number;
}

/** Runs `work(i)` for i < count with `concurrency` requests in flight; times each one. */
async function run(
  count: number,
  concurrency: number,
  work: (i: number) => Promise<unknown>,
): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await work(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const ms = (value: number): string => `${value.toFixed(2)} ms`;
const rows: [string, string, string][] = [];
function report(label: string, result: Run, concurrency: number): void {
  rows.push([
    `${label}, ${concurrency} in flight: p50 / p99`,
    `${ms(percentile(result.latencies, 50))} / ${ms(percentile(result.latencies, 99))}`,
    '',
  ]);
  rows.push([
    `${label}, ${concurrency} in flight: throughput`,
    `${Math.round(result.latencies.length / result.seconds).toLocaleString('en-US')} requests/s`,
    '',
  ]);
}

try {
  await run(200, 2, (i) => post(threeItems(i, null))); // warm-up: JIT, SQLite pages, known products
  let lot = 0;
  report('POST 3 new products', await run(REQUESTS, 1, () => post(threeItems(lot, ++lot))), 1);
  report(
    'POST 3 new products',
    await run(REQUESTS, CONCURRENCY, () => post(threeItems(lot, ++lot))),
    CONCURRENCY,
  );
  report(
    'POST 3 known products',
    await run(REQUESTS, CONCURRENCY, (i) => post(threeItems(i, null))),
    CONCURRENCY,
  );
  const ids = await Promise.all([0, 1, 2, 3].map((i) => post(threeItems(i, null))));
  report(
    'GET one transaction',
    await run(REQUESTS, CONCURRENCY, (i) => get(`/v1/transactions/${ids[i % ids.length]}`)),
    CONCURRENCY,
  );
  report(
    'GET a page of 20 transactions',
    await run(REQUESTS, CONCURRENCY, () => get('/v1/transactions?limit=20')),
    CONCURRENCY,
  );
  const thousand = JSON.stringify({
    items: Array.from({ length: 1000 }, (_, i) => ({
      productName: `${listings[i % listings.length]?.productName} batch ${i}`,
      productPrice: listings[i % listings.length]?.price ?? 10,
    })),
  });
  const big = await run(20, 1, () => post(thousand));
  rows.push([
    'POST 1,000 new products in one request: p50 / max',
    `${ms(percentile(big.latencies, 50))} / ${ms(big.latencies[big.latencies.length - 1] ?? Number.NaN)}`,
    '',
  ]);
} finally {
  service.child.kill('SIGTERM');
  await service.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

const table = resultTable(rows, ['measure', 'result', '']);
console.log(table);
writeSection(
  'HTTP',
  [
    'Command: `npm run bench:http` (`node --import tsx scripts/bench-http.ts`).',
    `${machineLine()}; run ${new Date().toISOString()};`,
    `load average at start ${loadAverageAtStart.map((x) => x.toFixed(2)).join(', ')}.`,
    'The service runs as its own process (`src/main.ts`) on the embedded SQLite store (WAL, a file in a',
    'temporary folder), rate limits off, request logs on (info, to a pipe); the client is `fetch` in another process over loopback, so the',
    'two share the 2 cores. Latency is measured at the client, from request to the last body byte.',
    `${REQUESTS.toLocaleString('en-US')} requests per row after 200 warm-up requests. "New products" carry a`,
    'name the store has not seen, so each runs the categorizer; "known products" reuse stored categories.',
    '',
    table,
  ].join('\n'),
);
