/**
 * One scenario of `npm run bench` against the service alone, to find where its time goes:
 *   node --import tsx scripts/bench-profile.ts --scenario d [--duration 10] [--connections 50] [--cpu-prof]
 *     [--fill 8]
 * Scenarios as in scripts/bench-compare.ts: a (POST 1 known product), d (GET one transaction),
 * e (list 20), f (/healthz). Prints req/s, p50/p99 and the service's CPU time per request (user +
 * system of its process, from /proc, so less sensitive to other load than req/s). With
 * `--cpu-prof`, the service runs under `node --cpu-prof` and the script prints the functions with
 * the most self time and the packages or files they belong to; the profile is kept for DevTools.
 * `--fill <seconds>` first posts known products with the live key for that long, so that the
 * service's caches are as full as when `npm run bench` reaches (d) and (e) after its POST scenarios.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printedKey } from '../test/helpers/service-process.js';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'd' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'cpu-prof': { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
    fill: { type: 'string', default: '0' },
  },
});

const KNOWN = { productName: 'Organic cotton crew neck t-shirt', productPrice: 25.5 };
const ROOT = join(import.meta.dirname, '..');

/** User + system CPU time of a process so far, in milliseconds (all its threads). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

function where(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = path.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path);
  }
  if (path.startsWith(ROOT)) return relative(ROOT, path);
  return path === '' ? '(native)' : path.startsWith('node:') ? 'node internals' : path;
}

/**
 * Self time of the profile's last `seconds` (the load, not the start-up), by function and by
 * package or file, as shares of the busy (not idle) samples.
 */
function report(profilePath: string, seconds: number, top: number): void {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    endTime: number;
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.endTime;
  for (const delta of profile.timeDeltas) time -= delta;
  const from = profile.endTime - seconds * 1e6;
  const hitsOf = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time >= from) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
  });
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let busy = 0;
  for (const [id, hits] of hitsOf) {
    const node = nodes.get(id);
    if (node === undefined || node.callFrame.functionName === '(idle)') continue;
    busy += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    const place = url === '' ? functionName : where(url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((hits / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
  };
  print('self time by function (share of busy samples under load)', byFunction);
  print('self time by package or file', byPlace);
  console.log(`\nprofile: ${profilePath} (${busy} busy samples under load)`);
}

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The service as test/helpers/service-process.ts starts it (logging at info unless LOG_LEVEL
 * says otherwise), under --cpu-prof if asked; resolves once it has printed its first keys.
 */
async function start() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      'src/main.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_SECOND: '0',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The first keys are printed once the service listens.
      if (/live key/.test(output)) resolve();
    });
    exited.then((code) => reject(new Error(`the service exited with ${code}:\n${output}`)));
  });
  return { child, port, exited, output: () => output };
}

const dataDir = mkdtempSync(join(tmpdir(), 'footprint-profile-'));
const profileDir = join(dataDir, 'profiles');
const cpuProf = values['cpu-prof'];
const service = await start();
try {
  const testKey = printedKey(service.output(), 'test') ?? '';
  const liveKey = printedKey(service.output(), 'live') ?? '';
  service.child.stdout?.removeAllListeners('data');
  service.child.stdout?.resume();
  const base = `http://127.0.0.1:${service.port}`;
  let id = '';
  for (let made = 0; made < 25; made += 1) {
    const created = await fetch(`${base}/v2/footprint/products`, {
      method: 'POST',
      headers: { 'service-api-key': testKey, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [KNOWN, KNOWN, KNOWN] }),
    });
    ({ id } = (await created.json()) as { id: string });
  }
  const scenarios: Record<string, autocannon.Options> = {
    a: {
      url: `${base}/v2/footprint/products`,
      method: 'POST',
      headers: { 'service-api-key': liveKey, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [KNOWN] }),
    },
    d: { url: `${base}/v1/transactions/${id}`, headers: { 'service-api-key': testKey } },
    e: { url: `${base}/v1/transactions?limit=20`, headers: { 'service-api-key': testKey } },
    f: { url: `${base}/healthz` },
  };
  const options = scenarios[values.scenario];
  if (options === undefined) {
    throw new Error(
      `unknown scenario ${values.scenario}: use one of ${Object.keys(scenarios).join(', ')}`,
    );
  }
  const fill = scenarios.a;
  if (Number(values.fill) > 0 && fill !== undefined) {
    await autocannon({ ...fill, connections: 20, duration: Number(values.fill) });
  }
  const pid = service.child.pid ?? 0;
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    ...options,
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  const cpu = cpuMs(pid) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  const requests = result.requests.total;
  console.log(
    `(${values.scenario}) ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx + result.errors}; service CPU ` +
      `${((cpu / Number(values.duration)) * 0.1).toFixed(0)} % of a core, ` +
      `${((cpu * 1000) / requests).toFixed(1)} µs per request (autocannon: ` +
      `${((client.user + client.system) / requests).toFixed(1)} µs per request)`,
  );
} finally {
  service.child.kill('SIGTERM');
  await service.exited;
  if (cpuProf) {
    const main = readdirSync(profileDir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => join(profileDir, name))
      .sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
    if (main) report(main, Number(values.duration), Number(values.top));
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
