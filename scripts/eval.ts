/**
 * Measures the categorizer. `npm run eval [-- --split dev --show-errors --skip-sources --extra DIR]`.
 * 1. The hand-written set (eval/listings.jsonl) with the engine as shipped.
 * 2. Real listings (../shared/data/listings), leave-one-source-out: for each source, a text model
 *    and combiner that never saw it answer its listings; plus the rules alone for comparison, and
 *    the same listings sent with their retailer's category path as the client's hint.
 * 3. With --extra DIR: listings from other retailers (DIR/*.jsonl with DIR/labels.tsv), answered by
 *    the engine as shipped; they are never used to build it.
 * It measures; it always exits 0.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRuleCategorizer } from '../src/engine/build-engine.js';
import { loadEngine } from '../src/engine/index.js';
import { loadEngineData } from '../src/engine/load-data.js';
import { VERSION_DEFINITIONS } from '../src/engine/versions.js';
import { DATA_DIR } from '../src/paths.js';
import { printHandWritten } from './eval/hand-written.js';
import { printCalibration, printSourceTable, scoreBySource } from './eval/real-listings.js';
import { FALLBACK_BELOW, labelledListings } from './model/build-model.js';
import { combinerRows, crossSourceRows, hintedRows } from './model/cross-source.js';
import { calibrationTable, crossSourceReport } from './model/cross-source-report.js';
import { readCategoryLabels, readLabelledListings } from './model/listings-corpus.js';
import { DEFAULT_TRAINING } from './model/train.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string' },
    'show-errors': { type: 'boolean', default: false },
    'skip-sources': { type: 'boolean', default: false },
    file: { type: 'string', default: join(DATA_DIR, '..', 'eval', 'listings.jsonl') },
    raw: { type: 'string', default: join(DATA_DIR, '..', '..', 'shared', 'data') },
    extra: { type: 'string' },
  },
});

const engine = loadEngine({ dataDir: DATA_DIR });
const calculator = engine.active;
printHandWritten(calculator, values.file, values.split, values['show-errors']);

const rawDir = resolve(values.raw);
if (values['skip-sources']) {
  console.log('\nreal listings: skipped (--skip-sources)');
} else if (!existsSync(join(rawDir, 'listings'))) {
  console.log(`\nreal listings: skipped, ${rawDir}/listings not found`);
} else {
  const data = loadEngineData(
    DATA_DIR,
    VERSION_DEFINITIONS.map((d) => d.factorDir),
  );
  const listings = labelledListings(rawDir, join(DATA_DIR, 'labels'));
  const rules = buildRuleCategorizer(data);
  console.log(
    `\nreal listings: ${listings.length} labelled, leave-one-source-out (a model is trained per source; this takes minutes)`,
  );
  const rows = crossSourceRows(
    data,
    listings,
    rules,
    DEFAULT_TRAINING,
    (source, seconds) => console.log(`  model without ${source}: ${seconds.toFixed(0)} s`),
    { withHints: true },
  );
  const report = crossSourceReport(rows, FALLBACK_BELOW, rules.fallbackCode);
  printSourceTable(
    'rules alone (no source was used to build them):',
    scoreBySource(rules, listings).scores,
  );
  printSourceTable(
    'rules + text model, each source left out of training and fitting:',
    report.sources,
  );
  printCalibration(report);
  // Catalogue names never fit the combiner, so the shop sources' own figures are these rows alone.
  const shops = crossSourceReport(combinerRows(rows), FALLBACK_BELOW, rules.fallbackCode);
  printSourceTable('the same, shop sources only (catalogue names left out):', shops.sources);
  printCalibration(shops);
  // A client may send the retailer's category path as `category`: the same listings and left-out
  // models, answered with the path as the hint and weighed by the combiner for hinted listings
  // (fitted, like the other, on the other sources only).
  const hinted = crossSourceReport(
    hintedRows(combinerRows(rows)),
    FALLBACK_BELOW,
    rules.fallbackCode,
  );
  printSourceTable(
    "the same shop listings sent with the retailer's category path as the hint (`category`):",
    hinted.sources,
  );
  printCalibration(hinted);
}

if (values.extra !== undefined) {
  const dir = resolve(values.extra);
  const labels = readCategoryLabels([join(dir, 'labels.tsv')]);
  const listings = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readLabelledListings(join(dir, name), labels));
  const scored = scoreBySource(calculator, listings);
  printSourceTable(`other retailers (${dir}), engine as shipped:`, scored.scores);
  printCalibration(calibrationTable(scored.answers));
}
