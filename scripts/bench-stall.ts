/**
 * Do large batches stall small requests? Starts the service (SQLite, rate limits off), measures the
 * latency of `GET /v1/transactions/{id}` with autocannon (10 connections) alone, then while two
 * clients keep posting batches of 1,000 new products, and writes the "Small requests during large
 * batches" section of BENCHMARKS.md.
 *   npm run bench:stall [-- --duration 10]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printedKey, startService } from '../test/helpers/service-process.js';
import { machineLine, writeSection } from './bench/benchmarks-file.js';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
const dataDir = mkdtempSync(join(tmpdir(), 'footprint-bench-stall-'));
const loadAtStart = loadavg();
const service = await startService(dataDir, { RATE_LIMIT_PER_SECOND: '0' });
const key = printedKey(service.output(), 'test') ?? '';
service.child.stdout?.removeAllListeners('data');
service.child.stdout?.resume();
const base = `http://127.0.0.1:${service.port}`;
const headers = { 'service-api-key': key, 'content-type': 'application/json' };

async function postBatch(size: number): Promise<{ id: string; ms: number }> {
  const run = randomBytes(4).toString('hex');
  const items = Array.from({ length: size }, (_, i) => ({
    productName: `Stainless steel insulated water bottle ${run} model ${i}`,
    productPrice: 10 + (i % 90),
  }));
  const started = performance.now();
  const response = await fetch(`${base}/v2/footprint/products`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ items }),
  });
  if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  return { id, ms: performance.now() - started };
}

async function small(id: string) {
  const result = await autocannon({
    url: `${base}/v1/transactions/${id}`,
    headers: { 'service-api-key': key },
    connections: 10,
    duration,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
}

try {
  const { id } = await postBatch(1);
  const alone = await small(id);
  let running = true;
  const batchTimes: number[] = [];
  const posters = [0, 1].map(async () => {
    while (running) batchTimes.push((await postBatch(1000)).ms);
  });
  const during = await small(id);
  running = false;
  await Promise.all(posters);
  batchTimes.sort((a, b) => a - b);
  const median = batchTimes[Math.floor(batchTimes.length / 2)] ?? 0;
  const rows = [
    `| alone | ${alone.p50} ms | ${alone.p99} ms | ${alone.max} ms |`,
    `| while 2 clients post 1,000 new products each (${batchTimes.length} batches, median ${Math.round(median)} ms) | ${during.p50} ms | ${during.p99} ms | ${during.max} ms |`,
  ];
  for (const row of rows) console.log(row);
  writeSection(
    'Small requests during large batches',
    [
      'Command: `npm run bench:stall` (`scripts/bench-stall.ts`).',
      `${machineLine()}; run ${new Date().toISOString()}; load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}.`,
      `\`GET /v1/transactions/{id}\` with autocannon, 10 connections, ${duration} s; SQLite, rate limits off, logging`,
      'at info, large batches categorized in a worker thread (`CATEGORIZER_THREADS=1`, the default). The',
      'machine may be shared with other agents working at the same time: figures are noisy.',
      '',
      '| condition | p50 | p99 | max |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
} finally {
  service.child.kill('SIGTERM');
  await service.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
