import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildRuleCategorizer } from '../../src/engine/build-engine.js';
import type { EngineData } from '../../src/engine/load-data.js';
import type { CombinerParams } from '../../src/engine/model/combiner.js';
import { encodeWeights, type TextModelFile } from '../../src/engine/model/model-file.js';
import { type CrossSourceRow, combinerRows, crossSourceRows, hintedRows } from './cross-source.js';
import { type CrossSourceReport, crossSourceReport } from './cross-source-report.js';
import { balanceBySource, fitCalibration, fitCombinerWeights, topAnswers } from './fit-combiner.js';
import {
  type LabelledListing,
  readCategoryLabels,
  readLabelledListings,
} from './listings-corpus.js';
import { DEFAULT_TRAINING, quantize, type TrainingSettings, trainTextModel } from './train.js';
import { trainingExamples } from './training-set.js';

/** Below this calibrated confidence an answer is replaced by the documented default category. */
export const FALLBACK_BELOW = 0.15;
export const LISTINGS_FILE = 'listings/listings.jsonl.gz';

/**
 * The labelled real listings: the raw corpus and the listings committed beside the labels
 * (`data/listings/*.jsonl`, other public sources, see DATA.md), joined with our category labels.
 */
export function labelledListings(rawDataDir: string, labelsDir: string): LabelledListing[] {
  const filesIn = (dir: string, suffix: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(suffix))
          .sort()
          .map((name) => join(dir, name))
      : [];
  const labels = readCategoryLabels(filesIn(labelsDir, '.tsv'));
  return [
    join(rawDataDir, LISTINGS_FILE),
    ...filesIn(join(labelsDir, '..', 'listings'), '.jsonl'),
  ].flatMap((file) => readLabelledListings(file, labels));
}

/** Fits the combiner and its calibration on leave-one-source-out rows. */
export function fitCombiner(rows: readonly CrossSourceRow[]): CombinerParams {
  const balanced = balanceBySource(combinerRows(rows), (row) => row.listing.source);
  const weights = fitCombinerWeights(balanced);
  return {
    weights,
    calibration: fitCalibration(topAnswers(weights, balanced)),
    fallbackBelow: FALLBACK_BELOW,
  };
}

/**
 * Trains the text model on every labelled text, fits the combiner on out-of-source answers, and
 * returns the model's two files with the figures measured on the way.
 */
export function buildTextModel(
  data: EngineData,
  listings: readonly LabelledListing[],
  settings: TrainingSettings = DEFAULT_TRAINING,
  log: (line: string) => void = () => {},
): { json: TextModelFile; bin: Uint8Array; report: CrossSourceReport } {
  const rules = buildRuleCategorizer(data);
  const rows = crossSourceRows(
    data,
    listings,
    rules,
    settings,
    (source, seconds) =>
      log(`  model without ${source}: trained and scored in ${seconds.toFixed(0)} s`),
    { withHints: true },
  );
  const report = crossSourceReport(rows, FALLBACK_BELOW, rules.fallbackCode);
  const hinted = hintedRows(rows);
  const hintReport = crossSourceReport(hinted, FALLBACK_BELOW, rules.fallbackCode);
  const combiner = fitCombiner(rows);
  const combinerWithHint = fitCombiner(hinted);
  const examples = trainingExamples(data, listings);
  const { header, weights } = trainTextModel(examples, settings);
  const quantized = quantize(weights, header.dim);
  const sources = [...new Set(listings.map((l) => l.source))].sort();
  const json: TextModelFile = {
    ...header,
    training: {
      ...header.training,
      listings: listings.length,
      listingSources: sources,
      leaveOneSourceOut: sourceFigures(report),
      expectedCalibrationError: round(report.expectedCalibrationError),
      leaveOneSourceOutWithHint: sourceFigures(hintReport),
      expectedCalibrationErrorWithHint: round(hintReport.expectedCalibrationError),
    },
    combiner,
    combinerWithHint,
  };
  return { json, bin: encodeWeights(header, quantized), report };
}

function sourceFigures(report: CrossSourceReport): Record<string, number | string>[] {
  return report.sources.map((s) => ({
    source: s.source,
    n: s.n,
    accuracy6: round(s.accuracy6),
    accuracy3: round(s.accuracy3),
  }));
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
