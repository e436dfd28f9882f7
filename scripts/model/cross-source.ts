import type { Categorizer } from '../../src/engine/categorizer/categorizer.js';
import type { EngineData } from '../../src/engine/load-data.js';
import { type CombinerCandidate, combinerCandidates } from '../../src/engine/model/combiner.js';
import { readListing } from '../../src/engine/model/hybrid-categorizer.js';
import { createTextModel, type TextModel } from '../../src/engine/model/text-model.js';
import { type LabelledListing, retailerHint } from './listings-corpus.js';
import { quantize, type TrainingSettings, trainTextModel } from './train.js';
import { trainingExamples } from './training-set.js';

/** A listing, and the candidates of a model that never saw its source. */
export interface CrossSourceRow {
  listing: LabelledListing;
  candidates: CombinerCandidate[];
  accepted: Set<string>;
  /** With `withHints`: the candidates when the retailer's category path is sent as the hint. */
  hinted?: CombinerCandidate[];
}

/** The same rows answered with the retailer's category path as the hint. */
export function hintedRows(rows: readonly CrossSourceRow[]): CrossSourceRow[] {
  return rows.map((row) => ({ ...row, candidates: row.hinted ?? row.candidates }));
}

/**
 * Sources that teach the text model and are measured, but do not fit the combiner: part names as a
 * catalogue lists them ("Noctua NF-A12x25 PWM"), not shop titles. The combiner learns how far to
 * trust the rules against the model on shop listings; a catalogue of bare model names would teach
 * it to fall back on every retailer.
 */
export const CATALOGUE_SOURCES: ReadonlySet<string> = new Set(['pcpartpicker']);

/** The rows the combiner and its calibration are fitted on. */
export function combinerRows<T extends CrossSourceRow>(rows: readonly T[]): T[] {
  return rows.filter((row) => !CATALOGUE_SOURCES.has(row.listing.source));
}

/** Trains the text model on everything but `listings` of the excluded sources (or on all). */
export function trainModel(
  data: EngineData,
  listings: readonly LabelledListing[],
  settings: TrainingSettings,
): TextModel {
  const { header, weights } = trainTextModel(trainingExamples(data, listings), settings);
  return createTextModel(header, quantize(weights, header.dim));
}

/** The candidate features of one listing under the rules and a model. */
export function listingCandidates(
  listing: LabelledListing,
  rules: Categorizer,
  model: TextModel,
  classIndex: ReadonlyMap<string, number>,
  hint: string | null = null,
): CombinerCandidate[] {
  const ruled = rules.categorize({
    name: listing.title,
    description: listing.description,
    manufacturer: null,
    sku: null,
    categoryHint: hint,
  });
  const { probabilities, hintProbabilities, unknownWordShare } = readListing(
    model,
    listing.title,
    listing.description,
    hint,
  );
  return combinerCandidates(ruled, probabilities, model.header.classes, classIndex, {
    hintProbabilities,
    unknownWordShare,
  });
}

/**
 * Leave-one-source-out: for each source, a model trained on everything except that source's
 * listings proposes candidates for them. `onSource` reports progress.
 */
export function crossSourceRows(
  data: EngineData,
  listings: readonly LabelledListing[],
  rules: Categorizer,
  settings: TrainingSettings,
  onSource: (source: string, seconds: number) => void = () => {},
  { only, withHints = false }: { only?: readonly string[]; withHints?: boolean } = {},
): CrossSourceRow[] {
  const sources = [...new Set(listings.map((l) => l.source))]
    .filter((source) => only === undefined || only.includes(source))
    .sort();
  const rows: CrossSourceRow[] = [];
  for (const source of sources) {
    const started = Date.now();
    const model = trainModel(
      data,
      listings.filter((l) => l.source !== source),
      settings,
    );
    const classIndex = new Map(model.header.classes.map((code, i) => [code, i]));
    for (const listing of listings) {
      if (listing.source !== source) continue;
      rows.push({
        listing,
        candidates: listingCandidates(listing, rules, model, classIndex),
        accepted: new Set([listing.code, ...listing.alternatives]),
        ...(withHints
          ? { hinted: listingCandidates(listing, rules, model, classIndex, retailerHint(listing)) }
          : {}),
      });
    }
    onSource(source, (Date.now() - started) / 1000);
  }
  return rows;
}
