import type { Categorizer } from '../../src/engine/categorizer/categorizer.js';
import type { CrossSourceReport, SourceScore } from '../model/cross-source-report.js';
import type { LabelledListing } from '../model/listings-corpus.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`.padStart(8);

/** Prints one accuracy table: a row per source, their mean and the weakest source. */
export function printSourceTable(title: string, scores: readonly SourceScore[]): void {
  console.log(`\n${title}`);
  console.log('source          acc@6    acc@4    acc@3  fallback       n');
  for (const s of scores) console.log(row(s.source, s));
  if (scores.length < 2) return;
  const mean = (pick: (s: SourceScore) => number): number =>
    scores.reduce((sum, s) => sum + pick(s), 0) / scores.length;
  console.log(
    row('mean', {
      source: 'mean',
      n: scores.reduce((sum, s) => sum + s.n, 0),
      accuracy6: mean((s) => s.accuracy6),
      accuracy4: mean((s) => s.accuracy4),
      accuracy3: mean((s) => s.accuracy3),
      fallbackRate: mean((s) => s.fallbackRate),
    }),
  );
  const weakest6 = [...scores].sort((a, b) => a.accuracy6 - b.accuracy6)[0];
  const weakest3 = [...scores].sort((a, b) => a.accuracy3 - b.accuracy3)[0];
  if (weakest6 && weakest3) {
    console.log(
      `weakest source: ${weakest6.source} at six digits (${pct(weakest6.accuracy6).trim()}), ${weakest3.source} at three (${pct(weakest3.accuracy3).trim()})`,
    );
  }
}

function row(name: string, s: SourceScore): string {
  return `${name.padEnd(12)}${pct(s.accuracy6)}${pct(s.accuracy4)}${pct(s.accuracy3)}${pct(s.fallbackRate)}${String(s.n).padStart(8)}`;
}

/** Prints the calibration table: confidence bins against observed accuracy. */
export function printCalibration(report: Omit<CrossSourceReport, 'sources'>): void {
  console.log('\ncalibration (confidence bin → share right)');
  console.log('bin          n   mean conf   accuracy');
  for (const bin of report.bins) {
    if (bin.n === 0) continue;
    console.log(
      `${bin.from.toFixed(1)}–${bin.to.toFixed(1)} ${String(bin.n).padStart(7)}${bin.meanConfidence.toFixed(3).padStart(12)}${bin.accuracy.toFixed(3).padStart(11)}`,
    );
  }
  console.log(`expected calibration error: ${report.expectedCalibrationError.toFixed(3)}`);
  console.log(
    `answers with confidence ≥ 0.8: ${report.highConfidence.n}, of which ${pct(report.highConfidence.accuracy).trim()} right`,
  );
}

/** Scores a categorizer on listings grouped by source, exactly as the service answers them. */
export function scoreBySource(
  categorizer: Pick<Categorizer, 'categorize'>,
  listings: readonly LabelledListing[],
): { scores: SourceScore[]; answers: { confidence: number; right: boolean }[] } {
  const sources = [...new Set(listings.map((l) => l.source))].sort();
  const answers: { confidence: number; right: boolean }[] = [];
  const scores = sources.map((source) => {
    const subset = listings.filter((l) => l.source === source);
    let r6 = 0;
    let r4 = 0;
    let r3 = 0;
    let fallbacks = 0;
    for (const listing of subset) {
      const { best } = categorizer.categorize({
        name: listing.title,
        description: listing.description,
        manufacturer: null,
        sku: null,
        categoryHint: null,
      });
      const accepted = [listing.code, ...listing.alternatives];
      const right = accepted.includes(best.code);
      if (right) r6 += 1;
      if (accepted.some((a) => a.slice(0, 4) === best.code.slice(0, 4))) r4 += 1;
      if (accepted.some((a) => a.slice(0, 3) === best.code.slice(0, 3))) r3 += 1;
      if (best.fallback) fallbacks += 1;
      answers.push({ confidence: best.confidence, right });
    }
    const n = subset.length;
    return {
      source,
      n,
      accuracy6: r6 / n,
      accuracy4: r4 / n,
      accuracy3: r3 / n,
      fallbackRate: fallbacks / n,
    };
  });
  return { scores, answers };
}
