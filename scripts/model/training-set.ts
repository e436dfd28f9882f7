import { buildRuleCategorizer } from '../../src/engine/build-engine.js';
import type { Categorizer } from '../../src/engine/categorizer/categorizer.js';
import { censusPhrases, isProducingCode } from '../../src/engine/categorizer/census-phrases.js';
import type { EngineData } from '../../src/engine/load-data.js';
import { type LabelledListing, retailerHint } from './listings-corpus.js';
import type { TrainingExample } from './train.js';

/**
 * Sectors a purchase is never assigned to: mining, utilities, construction, wholesale and retail
 * trade (the seller, not the maker), finance, management, administration and government.
 */
const EXCLUDED_SECTORS = /^(?:21|22|23|42|44|45|52|55|56|92)/;

/** Service sectors a purchase may be: transport, information, rental, professional, education,
 * health, arts and recreation, lodging and food, repair and personal services. */
const SERVICE_SECTORS = /^(?:48|49|51|53|54|61|62|71|72|81)/;

/** How much one example of each kind counts. */
const WEIGHTS = {
  vocabulary: 1,
  line: 0.7,
  brand: 0.3,
  taxonomy: 1,
  census: 0.4,
  listing: 1,
  shopPath: 1,
};

/** Codes the model may answer: those with a factor in every set, outside the excluded sectors. */
export function modelCodes(data: EngineData): Set<string> {
  const sets = [...data.factorSets.values()];
  const [first, ...others] = sets;
  return new Set(
    Object.keys(first?.factors ?? {}).filter(
      (code) =>
        !EXCLUDED_SECTORS.test(code) && others.every((set) => Object.hasOwn(set.factors, code)),
    ),
  );
}

/** Every labelled text the model learns from: vocabulary, taxonomy, Census index, listings. */
export function trainingExamples(
  data: EngineData,
  listings: readonly LabelledListing[],
): TrainingExample[] {
  const codes = modelCodes(data);
  const examples: TrainingExample[] = [];
  const add = (title: string, code: string, weight: number, description?: string): void => {
    if (!codes.has(code) || title.trim() === '') return;
    examples.push({ text: description ? { title, description } : { title }, code, weight });
  };
  for (const entry of data.vocabulary) {
    const weight =
      entry.kind === 'type'
        ? WEIGHTS.vocabulary
        : entry.kind === 'line'
          ? WEIGHTS.line
          : WEIGHTS.brand;
    add(entry.phrase, entry.code, weight);
  }
  /** A category path's last segment, and its last two at half the weight. */
  const addPath = (path: string, code: string, weight: number): void => {
    const segments = path.split('>').map((segment) => segment.trim());
    add(segments.at(-1) ?? '', code, weight);
    if (segments.length >= 2) add(segments.slice(-2).join(' '), code, weight / 2);
  };
  for (const row of data.taxonomy) addPath(row.path, row.naics6, WEIGHTS.taxonomy);
  // Service rows are learned whole below; their short phrases would count them twice.
  for (const entry of censusPhrases(data.censusIndex, (code) => codes.has(code))) {
    if (isProducingCode(entry.code)) add(entry.phrase, entry.code, WEIGHTS.census);
  }
  for (const [code, description] of data.censusIndex) {
    if (SERVICE_SECTORS.test(code)) add(withoutParentheses(description), code, WEIGHTS.census);
  }
  const codeOf = trainingCodes(data);
  for (const listing of listings) {
    add(listing.title, codeOf(listing), WEIGHTS.listing, listing.description);
  }
  // Each shop category once, its path as a client sends it in `category`: the model reads a hint
  // alone as a title, and shops name their aisles otherwise than the product taxonomy does.
  const shopCategories = new Map(listings.map((l) => [l.retailerCategory, l]));
  for (const listing of shopCategories.values()) {
    addPath(retailerHint(listing), listing.code, WEIGHTS.shopPath);
  }
  return examples;
}

/**
 * The code a listing teaches. A retailer category that mixes two kinds of product carries its
 * commoner code and an alternative ("Air Fresheners & Candles": 325612, 339999); a listing the
 * rules read as that alternative ("Cashmere Woods Candle") teaches the alternative, so the model
 * does not learn that a candle is an air freshener. Cached per listing: every leave-one-source-out
 * model reads the same listings.
 */
function trainingCodes(data: EngineData): (listing: LabelledListing) => string {
  let rules: Categorizer | undefined;
  return (listing) => {
    if (listing.alternatives.length === 0) return listing.code;
    const cached = resolved.get(listing);
    if (cached !== undefined) return cached;
    rules ??= buildRuleCategorizer(data);
    const { best } = rules.categorize({
      name: listing.title,
      description: listing.description,
      manufacturer: null,
      sku: null,
      categoryHint: null,
    });
    const code =
      !best.fallback && listing.alternatives.includes(best.code) ? best.code : listing.code;
    resolved.set(listing, code);
    return code;
  };
}

const resolved = new WeakMap<LabelledListing, string>();

function withoutParentheses(text: string): string {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
