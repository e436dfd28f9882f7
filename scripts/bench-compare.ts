/**
 * `npm run bench`: the service and a bare Fastify server, each in its own process, driven in one
 * run by autocannon (50 connections): (a) POST 1 known product, (b) POST 100 known products,
 * (c) POST 1 new product, (d) GET one transaction, (e) list 20, (f) /healthz. Reports req/s, p50,
 * p99 and the ratio to bare, and writes the "Service against bare Fastify (<store>)" section of
 * BENCHMARKS.md.
 *   npm run bench [-- --store postgres] [-- --duration 5] [-- --connections 50]
 * PostgreSQL uses TEST_DATABASE_URL (a throw-away schema). Rate limits are off, logging at the
 * default level (info).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printedKey, startService } from '../test/helpers/service-process.js';
import { createThrowawaySchema } from '../test/helpers/throwaway-schema.js';
import { machineLine, writeSection } from './bench/benchmarks-file.js';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
});
const store = values.store === 'postgres' ? 'postgres' : 'sqlite';
const duration = Number(values.duration);
const connections = Number(values.connections);
// The service inherits the environment: WORKERS=2 npm run bench measures two processes.
const workers = Number(process.env.WORKERS ?? '1');

const KNOWN = { productName: 'Organic cotton crew neck t-shirt', productPrice: 25.5 };

interface Scenario {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Writes go through the live key, so that the test key's list of (e) stays the same. */
  live?: boolean;
  /** `[<id>]` in the body becomes a fresh value per request. */
  idReplacement?: boolean;
}

async function postgresEnv(t: Array<() => Promise<void>>): Promise<Record<string, string>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('--store postgres needs TEST_DATABASE_URL');
  const schema = await createThrowawaySchema(url, 'bench');
  t.push(() => schema.drop());
  return { DATABASE_URL: schema.url.toString() };
}

function startBare(answersFile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'bench', 'bare-server.ts'), answersFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Replaces `[<id>]` with a new value per request, so that every product is new to the service. */
function freshBody(template: string) {
  let counter = 0;
  const run = randomBytes(4).toString('hex');
  return (request: autocannon.Request): autocannon.Request => {
    counter += 1;
    return { ...request, body: template.replace('[<id>]', `${run}-${counter}`) };
  };
}

async function drive(port: number, scenario: Scenario, headers: Record<string, string>) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    method: scenario.method,
    headers: scenario.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(scenario.body && !scenario.idReplacement ? { body: scenario.body } : {}),
    ...(scenario.body && scenario.idReplacement
      ? { requests: [{ method: scenario.method, setupRequest: freshBody(scenario.body) }] }
      : {}),
    connections,
    duration,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  } satisfies Figures;
}

const cleanups: Array<() => Promise<void>> = [];
const dataDir = mkdtempSync(join(tmpdir(), 'footprint-bench-'));
cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
const loadAtStart = loadavg();
try {
  const env = {
    RATE_LIMIT_PER_SECOND: '0',
    ...(store === 'postgres' ? await postgresEnv(cleanups) : {}),
  };
  const service = await startService(dataDir, env);
  cleanups.push(async () => {
    service.child.kill('SIGTERM');
    await service.exited;
  });
  const key = printedKey(service.output(), 'test') ?? '';
  const liveHeaders = { 'service-api-key': printedKey(service.output(), 'live') ?? '' };
  // Keep draining the service's request log, but stop collecting it into one growing string.
  service.child.stdout?.removeAllListeners('data');
  service.child.stdout?.resume();
  const headers = { 'service-api-key': key };

  const base = `http://127.0.0.1:${service.port}`;
  const oneKnown = JSON.stringify({ items: [KNOWN] });
  const hundredKnown = JSON.stringify({ items: Array.from({ length: 100 }, () => KNOWN) });
  // The reads of (d) and (e) see 25 transactions of 3 items, before and during the run alike.
  let id = '';
  for (let made = 0; made < 25; made += 1) {
    const created = await fetch(`${base}/v2/footprint/products`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [KNOWN, KNOWN, KNOWN] }),
    });
    ({ id } = (await created.json()) as { id: string });
  }

  const scenarios: Scenario[] = [
    {
      label: '(a) POST 1 known product',
      method: 'POST',
      path: '/v2/footprint/products',
      body: oneKnown,
      live: true,
    },
    {
      label: '(b) POST 100 known products',
      method: 'POST',
      path: '/v2/footprint/products',
      body: hundredKnown,
      live: true,
    },
    {
      label: '(c) POST 1 new product',
      method: 'POST',
      path: '/v2/footprint/products',
      body: JSON.stringify({
        items: [{ productName: 'Stainless steel water bottle [<id>]', productPrice: 19 }],
      }),
      idReplacement: true,
      live: true,
    },
    { label: '(d) GET one transaction', method: 'GET', path: `/v1/transactions/${id}` },
    { label: '(e) list 20', method: 'GET', path: '/v1/transactions?limit=20' },
    { label: '(f) /healthz', method: 'GET', path: '/healthz' },
  ];

  // The bare server answers each scenario with the body the service gives it.
  const answers: Record<string, { status: number; body: string }> = {};
  for (const [index, scenario] of scenarios.entries()) {
    const response = await fetch(`${base}${scenario.path}`, {
      method: scenario.method,
      headers: {
        ...(scenario.live ? liveHeaders : headers),
        ...(scenario.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(scenario.body ? { body: scenario.body.replace('[<id>]', 'sample') } : {}),
    });
    answers[`${scenario.method} /s${index}`] = {
      status: response.status,
      body: await response.text(),
    };
  }
  const answersFile = join(dataDir, 'bare-answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const bare = await startBare(answersFile);
  cleanups.push(async () => {
    bare.child.kill('SIGTERM');
  });

  const rows: string[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const ours = await drive(service.port, scenario, scenario.live ? liveHeaders : headers);
    const theirs = await drive(bare.port, { ...scenario, path: `/s${index}` }, {});
    const ratio = ours.rps / theirs.rps;
    const line = `| ${scenario.label} | ${Math.round(ours.rps)} | ${ours.p50} / ${ours.p99} ms | ${Math.round(theirs.rps)} | ${theirs.p50} / ${theirs.p99} ms | ${ratio.toFixed(2)} | ${ours.errors} |`;
    console.log(line);
    rows.push(line);
  }

  const prefix = workers > 1 ? `WORKERS=${workers} ` : '';
  const command =
    store === 'postgres'
      ? `\`${prefix}TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- --store postgres\``
      : `\`${prefix}npm run bench\``;
  writeSection(
    `Service against bare Fastify (${store}${workers > 1 ? `, WORKERS=${workers}` : ''})`,
    [
      `Command: ${command} (\`scripts/bench-compare.ts\`).`,
      `${machineLine()}; run ${new Date().toISOString()}; load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(', ')}.`,
      `autocannon in the benchmark process, ${connections} connections, ${duration} s per scenario and server; the service`,
      'and the bare Fastify server (answering the same body) each in its own process; rate limits off, logging at',
      'info. The machine is shared with other agents working at the same time: figures are noisy, compare',
      'the ratios within one run rather than absolute numbers across runs.',
      '',
      '| scenario | service req/s | service p50 / p99 | bare req/s | bare p50 / p99 | ratio | non-2xx or errors |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
