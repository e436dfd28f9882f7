import { calibrate } from '../../src/engine/model/combiner.js';
import { type CrossSourceRow, combinerRows } from './cross-source.js';
import { balanceBySource, fitCalibration, fitCombinerWeights, topAnswers } from './fit-combiner.js';

/** Accuracy of one source's listings, answered by a combiner fitted without that source. */
export interface SourceScore {
  source: string;
  n: number;
  accuracy6: number;
  accuracy4: number;
  accuracy3: number;
  fallbackRate: number;
}

/** One confidence bin of the calibration table. */
export interface CalibrationBin {
  from: number;
  to: number;
  n: number;
  meanConfidence: number;
  accuracy: number;
}

/** What the leave-one-source-out evaluation measured. */
export interface CrossSourceReport {
  sources: SourceScore[];
  bins: CalibrationBin[];
  expectedCalibrationError: number;
  /** Share right among answers with confidence ≥ 0.8, and how many there were. */
  highConfidence: { n: number; accuracy: number };
}

/**
 * Scores each source with the combiner and calibration fitted on the other sources' rows only,
 * so that neither the model nor the combiner has seen the source it is scored on.
 */
export function crossSourceReport(
  rows: readonly CrossSourceRow[],
  fallbackBelow: number,
  fallbackCode: string,
): CrossSourceReport {
  const fitting = combinerRows(rows);
  const sources = [...new Set(rows.map((r) => r.listing.source))].sort();
  const scores: SourceScore[] = [];
  const answers: { confidence: number; right: boolean }[] = [];
  for (const source of sources) {
    const training = balanceBySource(
      fitting.filter((r) => r.listing.source !== source),
      (r) => r.listing.source,
    );
    const held = rows.filter((r) => r.listing.source === source);
    const weights = fitCombinerWeights(training);
    const calibration = fitCalibration(topAnswers(weights, training));
    let right6 = 0;
    let right4 = 0;
    let right3 = 0;
    let fallbacks = 0;
    topAnswers(weights, held).forEach((top, i) => {
      const accepted = held[i]?.accepted ?? new Set<string>();
      const confidence = calibrate(calibration, top.raw);
      const code = confidence < fallbackBelow ? fallbackCode : top.code;
      if (code === fallbackCode && confidence < fallbackBelow) fallbacks += 1;
      const acceptedList = [...accepted];
      if (accepted.has(code)) right6 += 1;
      if (acceptedList.some((a) => a.slice(0, 4) === code.slice(0, 4))) right4 += 1;
      if (acceptedList.some((a) => a.slice(0, 3) === code.slice(0, 3))) right3 += 1;
      answers.push({ confidence, right: accepted.has(code) });
    });
    const n = held.length;
    scores.push({
      source,
      n,
      accuracy6: right6 / n,
      accuracy4: right4 / n,
      accuracy3: right3 / n,
      fallbackRate: fallbacks / n,
    });
  }
  return { sources: scores, ...calibrationTable(answers) };
}

/** Ten equal-width confidence bins, the expected calibration error and the ≥ 0.8 accuracy. */
export function calibrationTable(
  answers: readonly { confidence: number; right: boolean }[],
): Omit<CrossSourceReport, 'sources'> {
  const bins: CalibrationBin[] = [];
  let ece = 0;
  for (let b = 0; b < 10; b += 1) {
    const from = b / 10;
    const to = (b + 1) / 10;
    const inBin = answers.filter(
      (a) => a.confidence >= from && (b === 9 ? a.confidence <= to : a.confidence < to),
    );
    const n = inBin.length;
    const meanConfidence = n === 0 ? 0 : inBin.reduce((s, a) => s + a.confidence, 0) / n;
    const accuracy = n === 0 ? 0 : inBin.filter((a) => a.right).length / n;
    ece += (n / Math.max(1, answers.length)) * Math.abs(accuracy - meanConfidence);
    bins.push({ from, to, n, meanConfidence, accuracy });
  }
  const high = answers.filter((a) => a.confidence >= 0.8);
  return {
    bins,
    expectedCalibrationError: ece,
    highConfidence: {
      n: high.length,
      accuracy: high.length === 0 ? 0 : high.filter((a) => a.right).length / high.length,
    },
  };
}
