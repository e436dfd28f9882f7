/**
 * Engine benchmark: load time, resident memory, first-time categorization latency and throughput,
 * footprint throughput. Run with `npm run bench:engine` (node --expose-gc); writes the "Engine"
 * section of BENCHMARKS.md.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadEngine, type ProductText, type Purchase } from '../src/engine/index.js';
import { DATA_DIR } from '../src/paths.js';
import { machineLine, percentile, resultTable, writeSection } from './bench/benchmarks-file.js';
import { readListings } from './eval/listings.js';

const TARGET_PRODUCTS = 24_000;
const FOOTPRINTS = 200_000;
const ROOT = join(DATA_DIR, '..');

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with node --expose-gc (npm run bench:engine)');
  gc();
  gc();
}

/** A small deterministic PRNG so every run benchmarks the same products. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const COLOURS = [
  'Black',
  'White',
  'Navy Blue',
  'Red',
  'Olive Green',
  'Grey',
  'Pink',
  'Beige',
  'Teal',
  'Gold',
];
const SIZES = [
  'XL',
  'Size M',
  '13-inch',
  '2-Pack',
  '256GB',
  '5qt',
  '12 oz',
  'Large',
  '3 Count',
  '10 ft',
];

/** Eval titles plus distinct variants: words shuffled after the first, sizes and colours added. */
function benchmarkProducts(): ProductText[] {
  const listings = readListings(join(ROOT, 'eval', 'listings.jsonl'));
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const seen = new Set<string>();
  const products: ProductText[] = [];
  for (let round = 0; products.length < TARGET_PRODUCTS && round < 1_000; round += 1) {
    for (const listing of listings) {
      const words = listing.productName.split(/\s+/);
      if (round > 0) {
        for (let i = words.length - 1; i > 1; i -= 1) {
          const j = 1 + Math.floor(next() * i);
          [words[i], words[j]] = [words[j] ?? '', words[i] ?? ''];
        }
        words.push(`, ${pick(COLOURS)}`, pick(SIZES));
      }
      const name = words.join(' ');
      if (seen.has(name)) continue;
      seen.add(name);
      products.push({
        name,
        description: listing.productDescription ?? '',
        manufacturer: listing.manufacturer ?? null,
        sku: null,
        categoryHint: listing.category ?? null,
      });
      if (products.length >= TARGET_PRODUCTS) break;
    }
  }
  return products;
}

const loadAverageAtStart = loadavg();
collectGarbage();
const rssBefore = process.memoryUsage().rss;
const cpuStart = process.cpuUsage();
const loadStart = process.hrtime.bigint();
const engine = loadEngine({ dataDir: DATA_DIR });
const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;
const loadCpuMs = (process.cpuUsage(cpuStart).user + process.cpuUsage(cpuStart).system) / 1000;
collectGarbage();
const rssAfter = process.memoryUsage().rss;

const products = benchmarkProducts();
const calculator = engine.active;
// Leftovers of loading are collected first, so the timings are of categorization alone.
collectGarbage();
const latencies: number[] = new Array(products.length);
const categorizeStart = process.hrtime.bigint();
for (let i = 0; i < products.length; i += 1) {
  const start = process.hrtime.bigint();
  calculator.categorize(products[i] as ProductText);
  latencies[i] = Number(process.hrtime.bigint() - start) / 1e6;
}
const categorizeSeconds = Number(process.hrtime.bigint() - categorizeStart) / 1e9;
latencies.sort((a, b) => a - b);

const purchase: Purchase = {
  name: 'Laptop',
  description: '',
  manufacturer: null,
  sku: null,
  categoryHint: null,
  price: 999.99,
  currency: 'EUR',
  quantity: 2,
  postalCode: null,
  country: 'DE',
  isUsed: false,
  purchasedAt: new Date('2024-05-01T00:00:00Z'),
};
const codes = calculator.categories().map((row) => row.code);
const footprintStart = process.hrtime.bigint();
let checksum = 0;
for (let i = 0; i < FOOTPRINTS; i += 1) {
  checksum += calculator.footprint(purchase, codes[i % codes.length] as string).carbonFootprint;
}
const footprintSeconds = Number(process.hrtime.bigint() - footprintStart) / 1e9;

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rows: [string, string, string][] = [
  ['load time (all versions, indexes built), wall', `${loadMs.toFixed(0)} ms`, '≤ 1,500 ms'],
  ['load time, CPU (user + system)', `${loadCpuMs.toFixed(0)} ms`, ''],
  ['RSS after load (after gc)', mb(rssAfter), '≤ 250 MB'],
  ['RSS growth from load', mb(rssAfter - rssBefore), ''],
  [
    `categorize, ${products.length.toLocaleString('en-US')} unseen products: p50`,
    `${percentile(latencies, 50).toFixed(3)} ms`,
    '≤ 1 ms',
  ],
  ['categorize p95', `${percentile(latencies, 95).toFixed(3)} ms`, ''],
  ['categorize p99', `${percentile(latencies, 99).toFixed(3)} ms`, '≤ 5 ms'],
  ['categorize max', `${(latencies[latencies.length - 1] ?? 0).toFixed(3)} ms`, ''],
  [
    'categorize throughput (one core)',
    `${Math.round(products.length / categorizeSeconds).toLocaleString('en-US')} products/s`,
    '≥ 2,000/s',
  ],
  [
    'footprint throughput (one core)',
    `${Math.round(FOOTPRINTS / footprintSeconds).toLocaleString('en-US')} footprints/s`,
    '',
  ],
];

const table = resultTable(rows);
console.log(table);
console.log(`(checksum ${checksum.toFixed(1)})`);

writeSection(
  'Engine',
  [
    `Command: \`npm run bench:engine\` (\`node --import tsx --expose-gc scripts/bench-engine.ts\`).`,
    `${machineLine()}; run ${new Date().toISOString()};`,
    `load average at start ${loadAverageAtStart.map((x) => x.toFixed(2)).join(', ')} (other engineers' jobs share the cores).`,
    `Calculator ${calculator.version}; categorizer ${calculator.methodology().categorizer.version}.`,
    'Products: the evaluation listings (title, description, manufacturer, hint) plus variants of their',
    'titles (words shuffled after the first, a colour and a size added), each categorized once, so none',
    'is seen twice. Garbage from loading is collected before timing; no warm-up.',
    '',
    table,
  ].join('\n'),
);
