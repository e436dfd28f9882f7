import type { Categorizer } from '../categorizer/categorizer.js';
import { decide } from '../categorizer/decision.js';
import { isHeadEvidence } from '../categorizer/evidence.js';
import { productLevels } from '../categorizer/shop-hint.js';
import { categoryKind, NOT_A_PRODUCT_CODE } from '../category-kind.js';
import type { Categorization, CategoryCandidate, ProductText } from '../types.js';
import {
  type CombinerParams,
  calibrate,
  combine,
  combinerCandidates,
  FEATURE_NAMES,
} from './combiner.js';
import type { TextModel } from './text-model.js';

/** What the hybrid categorizer is built from. */
export interface HybridParts {
  rules: Categorizer;
  model: TextModel;
  combiner: CombinerParams;
  /** Weighs listings sent with a category hint, when the model file has it. */
  hintCombiner?: CombinerParams | undefined;
  titleOf: (code: string) => string | null;
  version: string;
}

const MODEL_NOTE_DIGITS = 3;
/** "Phone + case + charger", "camera bundle: …": several products sold as one. */
const BUNDLE = /\s\+\s|\bbundle\b/i;

/**
 * What the model reads of a listing, as the service and the combiner's fit both must: the title
 * with the description and the hint as description words, and a non-blank hint alone as a title.
 */
export function readListing(
  model: TextModel,
  title: string,
  description: string,
  hint: string | null,
): {
  probabilities: Float32Array;
  hintProbabilities: Float32Array | undefined;
  unknownWordShare: number;
} {
  const shopHint = productLevels(hint);
  const { probabilities, unknownWordShare } = model.read({
    title,
    description: [description, shopHint].join(' ').trim(),
  });
  return {
    probabilities,
    hintProbabilities: shopHint === '' ? undefined : model.probabilities({ title: shopHint }),
    unknownWordShare,
  };
}

/**
 * The rules and the learned text model together: each proposes codes, the fitted combiner weighs
 * them, and the confidence is the calibrated probability that the answer is right.
 */
export function createHybridCategorizer(parts: HybridParts): Categorizer {
  const { rules, model, combiner, titleOf } = parts;
  const hintCombiner = parts.hintCombiner ?? combiner;
  // A model file fitted for other features would weigh the wrong ones without a word.
  for (const params of [combiner, hintCombiner]) {
    if (params.weights.length !== FEATURE_NAMES.length) {
      throw new Error(
        `the combiner has ${params.weights.length} weights, this engine weighs ${FEATURE_NAMES.length} features: run npm run data:build`,
      );
    }
  }
  const classes = model.header.classes;
  const classIndex = new Map(classes.map((code, i) => [code, i]));

  function categorize(text: ProductText): Categorization {
    const ruled = rules.categorize(text);
    // Gift cards, fees and the like are a rule's call alone: the model knows only industries.
    if (ruled.best.code === NOT_A_PRODUCT_CODE) return ruled;
    const hint = productLevels(text.categoryHint);
    if (
      text.categoryHint !== null &&
      (hintNamesTheHost(ruled) ||
        departmentOnly(hint, ruled) ||
        gearForUse(hint, ruled) ||
        shopOnly(ruled))
    ) {
      return categorize({ ...text, categoryHint: null });
    }
    // A shop's own category path is strong evidence: rules and model read it, and the weights
    // fitted for hinted listings trust them accordingly.
    const params = hint === '' ? combiner : hintCombiner;
    const { probabilities, hintProbabilities, unknownWordShare } = readListing(
      model,
      text.name,
      text.description,
      hint,
    );
    const ranked = combine(
      params.weights,
      combinerCandidates(ruled, probabilities, classes, classIndex, {
        hintProbabilities,
        unknownWordShare,
      }),
    );
    // A bundle is its main product, which the rules read from the title's head; the model, seeing
    // every product of the bundle, may prefer an accessory.
    if (BUNDLE.test(text.name) && headDecided(ruled)) promote(ranked, ruled.best.code);
    // "Inflatable water park for kids": a service is named in words; when the rules read none in a
    // title whose head names a product, the model's service is a guess from its neighbours.
    if (unnamedService(ruled, ranked[0]?.code)) promote(ranked, ruled.best.code);
    const candidates: CategoryCandidate[] = ranked.slice(0, 5).map(({ code, probability }) => {
      const index = classIndex.get(code);
      const modelP = index === undefined ? 0 : (probabilities[index] ?? 0);
      const ruleEvidence = ruled.candidates.find((c) => c.code === code)?.evidence ?? [];
      return {
        code,
        title: titleOf(code) ?? code,
        kind: categoryKind(code),
        confidence: round(calibrate(params.calibration, probability)),
        evidence: [
          ...ruleEvidence.slice(0, 5),
          `model: ${code} with probability ${modelP.toFixed(MODEL_NOTE_DIGITS)}`,
        ],
      };
    });
    return decide(candidates, {
      threshold: params.fallbackBelow,
      fallbackCode: rules.fallbackCode,
      titleOf,
    });
  }

  return {
    name: 'listing-lexicon+text-model',
    version: parts.version,
    threshold: combiner.fallbackBelow,
    fallbackCode: rules.fallbackCode,
    categorize,
  };
}

const TITLE_LINE = /^title: "[^"]*" → (\d{6}) \(product line/;
const HINT_READING = /^hint: .* → (\d{6})\b/;

/**
 * "Apple iPhone 15 Silicone Case" filed under "Smartphones > iPhone 15": a shop files an
 * accessory under the device it fits. When the title's head names a product type and all the
 * hint says is the product line the title names besides, of another industry group, the hint
 * describes the host, and the listing is read as if sent without it.
 */
function hintNamesTheHost(ruled: Categorization): boolean {
  if (!typeAtHead(ruled)) return false;
  // A host is another kind of good than its accessory: a phone and its case, not a cracker
  // brand and the olive oil its title names.
  const hinted = codesRead(ruled, HINT_READING);
  if (!allOfAnotherGroup(hinted, ruled.best.code)) return false;
  const lines = codesRead(ruled, TITLE_LINE);
  return [...hinted].every((code) => lines.has(code));
}

/** One level naming several things: "Auto & Tires", "Health and Medicine", "Bed, Bath". */
const DEPARTMENT = /^[^>]*(?:&|\band\b|,)[^>]*$/i;

/**
 * "Denso Ignition Coil" sent under "Auto & Tires": a hint that is only a store department says
 * less than a title whose head names a product type, and the department's nouns ("tires") must
 * not outvote it. When every reading of such a hint is of another industry group than the head,
 * the listing is read as if sent without it.
 */
function departmentOnly(hint: string, ruled: Categorization): boolean {
  const department = DEPARTMENT.test(hint) && typeAtHead(ruled);
  // "Insulated Water Bottle 24oz" under "Drinkware", "Inflatable Paddle Board" under "Water": a
  // path of one level is a department too, when the head's type is one the vocabulary names.
  const oneLevel = ONE_LEVEL.test(hint) && typeAtHead(ruled, VOCABULARY_TYPE_HEAD);
  return (
    (department || oneLevel) && allOfAnotherGroup(codesRead(ruled, HINT_READING), ruled.best.code)
  );
}

const ONE_LEVEL = /^[^>]+$/;
const VOCABULARY_TYPE_HEAD = /\(product type, vocabulary, head\)$/;

/** The words of a hint's reading, as its evidence quotes them. */
const HINT_WORDS = /^hint: (?:taxonomy (?:path|category) )?"([^"]*)"/;
/** A kind of shop or where one sells: "Gas station", "Convenience store", "Pharmacy". */
const SHOP =
  /\b(?:(?:gas|service|fuel|petrol) stations?|stores?|shops?|supermarkets?|pharmac(?:y|ies)|drugstores?|grocery|groceries|vending machines?)$/;

/** A hint's reading of a brand's name. */
const BRAND_READING = /\(brand, \w+\)$/;

/**
 * "Kingsford Charcoal 16 lb" sent under "Gas station", "Kerrygold Salted Butter" under "Kroger": a
 * hint that names only the chain says who sold the product, and one that names only the kind of
 * shop where it was bought, not what it is: neither may outvote a product type or line the
 * title's head names (of another industry group, for a kind of shop). The listing is read as if
 * sent without it.
 */
function shopOnly(ruled: Categorization): boolean {
  const readings = ruled.candidates.flatMap((candidate) =>
    candidate.evidence.filter((reason) => HINT_WORDS.test(reason)),
  );
  const shop = readings.every((reason) => SHOP.test(HINT_WORDS.exec(reason)?.[1] ?? ''));
  // "BNLS SKNLS CHKN BRST" sent under "Kroger": a chain or maker's name alone is who sold it.
  const brand = readings.every((reason) => BRAND_READING.test(reason));
  if (readings.length === 0 || !(shop || brand)) return false;
  const head = ruled.candidates.find((candidate) => candidate.evidence.some(isTitleHead));
  if (head === undefined) return false;
  // A name says nothing of the product; a kind of shop may ("Bakery" under a bakery's goods).
  return brand || allOfAnotherGroup(codesRead(ruled, HINT_READING), head.code);
}

/** A last level naming what serves a use: "Coffee Gear", "Pet Supplies", "Travel Essentials". */
const GEAR_FOR_USE = /(?:^|>)[^>]*\b(?:gear|supplies|essentials)\s*$/i;

/**
 * "Conical Burr Coffee Grinder" filed under "Coffee Gear": a hint naming the gear of a use names
 * the use, whose nouns ("coffee") must not outvote the product type at the title's head. When
 * every reading of such a hint is of another industry group than the head, the listing is read as
 * if sent without it.
 */
function gearForUse(hint: string, ruled: Categorization): boolean {
  return (
    GEAR_FOR_USE.test(hint) &&
    typeAtHead(ruled) &&
    allOfAnotherGroup(codesRead(ruled, HINT_READING), ruled.best.code)
  );
}

/** A product type the title's head names (in a reason `source` fits) decided the rules' answer. */
function typeAtHead(ruled: Categorization, source?: RegExp): boolean {
  const named = (reason: string): boolean =>
    isTypeHead(reason) && (source === undefined || source.test(reason));
  return headDecided(ruled) && (ruled.candidates[0]?.evidence.some(named) ?? false);
}

/** The codes that evidence notes of one kind name, over all candidates. */
function codesRead(ruled: Categorization, note: RegExp): Set<string> {
  const codes = new Set<string>();
  for (const candidate of ruled.candidates) {
    for (const reason of candidate.evidence) {
      const code = note.exec(reason)?.[1];
      if (code !== undefined) codes.add(code);
    }
  }
  return codes;
}

/** True when there are codes and none is of `code`'s 3-digit industry group. */
function allOfAnotherGroup(codes: ReadonlySet<string>, code: string): boolean {
  const group = code.slice(0, 3);
  return codes.size > 0 && [...codes].every((other) => other.slice(0, 3) !== group);
}

function isTitleHead(reason: string): boolean {
  return reason.startsWith('title: ') && isHeadEvidence(reason);
}

function isTypeHead(reason: string): boolean {
  return reason.startsWith('title: ') && reason.includes('(product type') && isHeadEvidence(reason);
}

function headDecided(ruled: Categorization): boolean {
  return !ruled.best.fallback && (ruled.candidates[0]?.evidence.some(isHeadEvidence) ?? false);
}

/**
 * True when `code` is a service and the rules, whose answer a product at the title's head decided,
 * read no service at all in the listing.
 */
function unnamedService(ruled: Categorization, code: string | undefined): boolean {
  if (code === undefined || categoryKind(code) !== 'service') return false;
  if (!headDecided(ruled) || ruled.best.kind !== 'product') return false;
  return ruled.candidates.every((candidate) => candidate.kind !== 'service');
}

/** Moves `code` to the top of `ranked`, taking the top's probability (the calibrated figure). */
function promote(ranked: { code: string; probability: number }[], code: string): void {
  const index = ranked.findIndex((candidate) => candidate.code === code);
  const top = ranked[0];
  if (index <= 0 || top === undefined) return;
  const [entry] = ranked.splice(index, 1);
  if (entry !== undefined) ranked.unshift({ code: entry.code, probability: top.probability });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
