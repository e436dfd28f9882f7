/**
 * Measures the categorizer on eval/listings.jsonl: accuracy per split, confusions, worst types.
 * `npm run eval [-- --split dev --show-errors]`. It measures; it always exits 0.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEngine } from '../src/engine/index.js';
import { DATA_DIR } from '../src/paths.js';
import { listingText, readListings } from './eval/listings.js';
import { confusedPairs, type EvalResult, metricsOf, worstTypes } from './eval/metrics.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string' },
    'show-errors': { type: 'boolean', default: false },
    file: { type: 'string', default: join(DATA_DIR, '..', 'eval', 'listings.jsonl') },
  },
});

const engine = loadEngine({ dataDir: DATA_DIR });
const calculator = engine.active;
const listings = readListings(values.file);
const results: EvalResult[] = listings.map((listing) => ({
  listing,
  result: calculator.categorize(listingText(listing)),
}));

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`.padStart(8);
const splits = values.split === undefined ? ['dev', 'test', 'all'] : [values.split];
console.log(
  `calculator ${calculator.version}, categorizer ${calculator.methodology().categorizer.version}`,
);
console.log('split    acc@6    acc@4    acc@3   top3@6  fallback      n');
for (const split of splits) {
  const subset = results.filter((r) => split === 'all' || r.listing.split === split);
  const m = metricsOf(subset);
  console.log(
    `${split.padEnd(5)}${pct(m.accuracy6)}${pct(m.accuracy4)}${pct(m.accuracy3)}${pct(m.top3)}${pct(m.fallbackRate)}${String(m.n).padStart(7)}`,
  );
}

const scope = results.filter((r) => values.split === undefined || r.listing.split === values.split);
console.log('\nmost confused (expected → got):');
for (const [pair, count] of confusedPairs(scope, 10))
  console.log(`  ${String(count).padStart(3)}  ${pair}`);
console.log('\nworst types (errors / n):');
for (const { type, errors, n } of worstTypes(scope, 10)) console.log(`  ${errors}/${n}  ${type}`);

if (values['show-errors']) {
  if (values.split !== 'dev') {
    console.log('\n--show-errors lists dev errors only: add --split dev');
  } else {
    console.log('\ndev errors:');
    for (const { listing, result } of scope) {
      if (result.best.code === listing.expected) continue;
      console.log(
        `\n${listing.id} [${listing.type}] expected ${listing.expected}, got ${result.best.code}${result.best.fallback ? ' (fallback)' : ''} conf ${result.best.confidence}`,
      );
      console.log(`  title: ${listing.productName}`);
      if (listing.category) console.log(`  hint: ${listing.category}`);
      for (const candidate of result.candidates.slice(0, 3)) {
        console.log(
          `  ${candidate.code} ${candidate.confidence}: ${candidate.evidence.join(' | ')}`,
        );
      }
    }
  }
}
