import type { Calculator } from '../../src/engine/index.js';
import { listingText, readListings } from './listings.js';
import { confusedPairs, type EvalResult, metricsOf, worstTypes } from './metrics.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`.padStart(8);

/** Accuracy per split of the hand-written set, its confusions and worst types. */
export function printHandWritten(
  calculator: Calculator,
  file: string,
  split: string | undefined,
  showErrors: boolean,
): void {
  const results: EvalResult[] = readListings(file).map((listing) => ({
    listing,
    result: calculator.categorize(listingText(listing)),
  }));
  const splits = split === undefined ? ['dev', 'test', 'all'] : [split];
  console.log(
    `calculator ${calculator.version}, categorizer ${calculator.methodology().categorizer.version}`,
  );
  console.log('\nhand-written set (eval/listings.jsonl)');
  console.log('split    acc@6    acc@4    acc@3   top3@6  fallback      n');
  for (const name of splits) {
    const subset = results.filter((r) => name === 'all' || r.listing.split === name);
    const m = metricsOf(subset);
    console.log(
      `${name.padEnd(5)}${pct(m.accuracy6)}${pct(m.accuracy4)}${pct(m.accuracy3)}${pct(m.top3)}${pct(m.fallbackRate)}${String(m.n).padStart(7)}`,
    );
  }
  const scope = results.filter((r) => split === undefined || r.listing.split === split);
  console.log('\nmost confused (expected → got):');
  for (const [pair, count] of confusedPairs(scope, 10)) {
    console.log(`  ${String(count).padStart(3)}  ${pair}`);
  }
  console.log('\nworst types (errors / n):');
  for (const { type, errors, n } of worstTypes(scope, 10)) console.log(`  ${errors}/${n}  ${type}`);
  if (!showErrors) return;
  if (split !== 'dev') {
    console.log('\n--show-errors lists dev errors only: add --split dev');
    return;
  }
  console.log('\ndev errors:');
  for (const { listing, result } of scope) {
    if (result.best.code === listing.expected) continue;
    console.log(
      `\n${listing.id} [${listing.type}] expected ${listing.expected}, got ${result.best.code}${result.best.fallback ? ' (fallback)' : ''} conf ${result.best.confidence}`,
    );
    console.log(`  title: ${listing.productName}`);
    if (listing.category) console.log(`  hint: ${listing.category}`);
    for (const candidate of result.candidates.slice(0, 3)) {
      console.log(`  ${candidate.code} ${candidate.confidence}: ${candidate.evidence.join(' | ')}`);
    }
  }
}
