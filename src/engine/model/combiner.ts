import { MERCHANT_NOTE } from '../categorizer/card-descriptor.js';
import { GIFT_BOXED_NOTE, NAMED_FIRST_NOTE } from '../categorizer/categorizer.js';
import { isHeadEvidence } from '../categorizer/evidence.js';
import { COMPUTER, COMPUTER_WORDS_NOTE } from '../categorizer/refinements.js';
import { SERVICE_ACT_NOTE } from '../categorizer/service-acts.js';
import { STAY_NOTE } from '../categorizer/stay-evidence.js';
import { FIXTURE_NOTE, FLIGHT_NOTE } from '../categorizer/ticket-evidence.js';
import { VEHICLE_NOTE } from '../categorizer/vehicle-evidence.js';
import type { Categorization } from '../types.js';

/**
 * How the rules and the text model are combined into one probability per candidate code:
 * a conditional logit over the union of both candidate lists, its weights fitted on listings from
 * sources the model was not trained on, then an isotonic map from the top probability to the
 * observed share of right answers.
 */
export interface CombinerParams {
  /** One weight per feature of `FEATURE_NAMES`. */
  weights: number[];
  /** Isotonic calibration: raw top probability breakpoints (ascending) and their accuracy. */
  calibration: { x: number[]; y: number[] };
  /** Below this calibrated confidence the documented default category is used. */
  fallbackBelow: number;
}

export const FEATURE_NAMES = [
  'model log-probability',
  'model log-probability of the 3-digit group',
  'rule confidence',
  'rule answer',
  'rule answer from the title head',
  'model answer',
  'rule answer decided by the title structure or a service',
  'none of the candidates',
  'rule answer from a vocabulary phrase at the head',
  'rule answer in the model answer 3-digit group',
  'rule answer confidence minus the second rule candidate',
  'rule candidate read in the category hint',
  'model log-probability of the category hint read alone',
  'model answer to the category hint read alone',
  'model log-probability × share of title words the model never saw',
  'model answer × share of title words the model never saw',
  'rule answer × share of title words the model never saw',
] as const;

/**
 * Weights fixed by design, not fitted. The real listings have next to no accessories "for" a
 * product, toy replicas, platform-only media or services, so they cannot teach how far to trust
 * those rules; they are explicit knowledge and decide.
 */
export const PINNED_WEIGHTS: ReadonlyMap<number, number> = new Map([[6, 10]]);

/** The feature that marks the pseudo-candidate "none of these". */
const NONE_FEATURE = FEATURE_NAMES.indexOf('none of the candidates');

/** The code of the pseudo-candidate that stands for "the right code is none of these". */
export const NONE_OF_THESE = '';

const FLOOR = 1e-6;
/**
 * Evidence written by the structure rules (accessory "for", toy modifiers, platform or format
 * parts, a notebook with processor or memory words, a service named by its object and act, a head
 * a Romance title names first, a product presented in a gift box, seats at a fixture, a flight by its number or route, a stay of some
 * nights, the merchant a card statement names, a vehicle by its make and year or mileage).
 */
const STRUCTURE_EVIDENCE = new RegExp(
  `accessory for the product|\\(toy or model\\)|after a title naming no hardware|${COMPUTER_WORDS_NOTE}|\\(${SERVICE_ACT_NOTE}\\)|${NAMED_FIRST_NOTE}, head\\)|${GIFT_BOXED_NOTE}, head\\)|${FIXTURE_NOTE}|${FLIGHT_NOTE}|${STAY_NOTE}|${MERCHANT_NOTE}|${VEHICLE_NOTE}`,
);
/**
 * A computer named at the head with its parts after it ("Gaming Laptop, 16GB DDR5, GeForce RTX
 * 4060"): the parts are its specs, and the model, which reads their words, would sell the parts.
 */
const COMPUTER_PARTS = new Set(['334112', '334413', '334418']);
const CANDIDATES_FROM_EACH = 5;
const VOCABULARY_HEAD = /vocabulary, head\)$/;
/** Evidence the rules read in the client's category hint ("hint: …"). */
const HINT_EVIDENCE = /^hint: /;

/** One code the combiner weighs, with its features. */
export interface CombinerCandidate {
  code: string;
  features: number[];
}

/** What the model read besides its probabilities for the listing. */
export interface ModelReading {
  /**
   * For a listing sent with a category hint, the model's probabilities for the hint read alone as
   * a title: a shop's category path says what its listing is, and read apart from the title its
   * words are not drowned by the title's.
   */
  hintProbabilities?: Float32Array | undefined;
  /**
   * The share of the title's words the model never trained on: its answer to "Peluche unicornio
   * suave" is a guess from word pieces, and the fit learns how far to trust it then.
   */
  unknownWordShare?: number;
}

/** Candidates of one listing: the rules' and the model's top codes, each with its features. */
export function combinerCandidates(
  rules: Categorization,
  modelProbabilities: Float32Array,
  classes: readonly string[],
  classIndex: ReadonlyMap<string, number>,
  { hintProbabilities, unknownWordShare = 0 }: ModelReading = {},
): CombinerCandidate[] {
  const { groupOfClass, groupIndex } = classGroups(classes);
  const groupMass = new Float64Array(groupIndex.size);
  const ranked: number[] = [];
  for (let c = 0; c < classes.length; c += 1) {
    const group = groupOfClass[c] ?? 0;
    groupMass[group] = (groupMass[group] ?? 0) + (modelProbabilities[c] ?? 0);
    insertTop(ranked, c, modelProbabilities, CANDIDATES_FROM_EACH);
  }
  const massOfGroup = (code: string): number => {
    const group = groupIndex.get(code.slice(0, 3));
    return group === undefined ? 0 : (groupMass[group] ?? 0);
  };
  const modelTop = classes[ranked[0] ?? -1];
  const hintTop = hintProbabilities === undefined ? undefined : classes[argMax(hintProbabilities)];
  const ruleTop = rules.best.fallback ? undefined : rules.best.code;
  const ruleHead =
    ruleTop !== undefined && (rules.candidates[0]?.evidence.some(isHeadEvidence) ?? false);
  const topEvidence = rules.candidates[0]?.evidence ?? [];
  const computerWithParts =
    ruleTop === COMPUTER &&
    ruleHead &&
    rules.candidates.some((candidate) => COMPUTER_PARTS.has(candidate.code));
  const ruleDecides =
    ruleTop !== undefined &&
    (topEvidence.some((reason) => STRUCTURE_EVIDENCE.test(reason)) ||
      (rules.best.kind === 'service' && ruleHead) ||
      computerWithParts);
  // A product type the vocabulary names at the head is surer than a taxonomy or Census phrase.
  const vocabularyHead =
    ruleTop !== undefined && topEvidence.some((reason) => VOCABULARY_HEAD.test(reason));
  const ruleMargin =
    (rules.candidates[0]?.confidence ?? 0) - (rules.candidates[1]?.confidence ?? 0);
  const modelGroup = modelTop?.slice(0, 3);
  const codes = new Set<string>();
  for (const candidate of rules.candidates.slice(0, CANDIDATES_FROM_EACH)) {
    codes.add(candidate.code);
  }
  for (const c of ranked) codes.add(classes[c] ?? '');
  codes.delete(NONE_OF_THESE);
  let candidateMass = 0;
  const candidates = [...codes].map((code) => {
    const index = classIndex.get(code);
    const p = index === undefined ? 0 : (modelProbabilities[index] ?? 0);
    const ruled = rules.candidates.find((c) => c.code === code);
    const ruleConfidence = ruled?.confidence ?? 0;
    candidateMass += p;
    const logP = Math.log(Math.max(p, FLOOR));
    return {
      code,
      features: [
        logP,
        Math.log(Math.max(massOfGroup(code), FLOOR)),
        ruleConfidence,
        code === ruleTop ? 1 : 0,
        code === ruleTop && ruleHead ? 1 : 0,
        code === modelTop ? 1 : 0,
        code === ruleTop && ruleDecides ? 1 : 0,
        0,
        code === ruleTop && vocabularyHead ? 1 : 0,
        code === ruleTop && modelGroup === code.slice(0, 3) ? 1 : 0,
        code === ruleTop ? ruleMargin : 0,
        ruled?.evidence.some((reason) => HINT_EVIDENCE.test(reason)) ? 1 : 0,
        hintProbabilities === undefined
          ? 0
          : Math.log(Math.max(index === undefined ? 0 : (hintProbabilities[index] ?? 0), FLOOR)),
        code === hintTop ? 1 : 0,
        unknownWordShare === 0 ? 0 : logP * unknownWordShare,
        code === modelTop ? unknownWordShare : 0,
        code === ruleTop ? unknownWordShare : 0,
      ],
    };
  });
  // The model's probability left outside the candidates: when it is large (words the model barely
  // knows, gibberish), no candidate deserves much probability.
  candidates.push({
    code: NONE_OF_THESE,
    features: FEATURE_NAMES.map((_, f) =>
      f === 0 ? Math.log(Math.max(1 - candidateMass, FLOOR)) : f === NONE_FEATURE ? 1 : 0,
    ),
  });
  return candidates;
}

/**
 * Probabilities of the real candidates under the combiner's weights, best first. They sum to less
 * than one by the probability of "none of these".
 */
export function combine(
  weights: readonly number[],
  candidates: readonly CombinerCandidate[],
): { code: string; probability: number }[] {
  const scores = candidates.map((candidate) =>
    candidate.features.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0),
  );
  const max = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return candidates
    .map((candidate, i) => ({ code: candidate.code, probability: (exps[i] ?? 0) / total }))
    .filter((candidate) => candidate.code !== NONE_OF_THESE)
    .sort((a, b) => b.probability - a.probability || a.code.localeCompare(b.code));
}

/** The calibrated confidence of a raw top probability: linear between isotonic breakpoints. */
export function calibrate(calibration: CombinerParams['calibration'], raw: number): number {
  const { x, y } = calibration;
  if (x.length === 0) return raw;
  if (raw <= (x[0] ?? 0)) return y[0] ?? 0;
  for (let i = 1; i < x.length; i += 1) {
    const x1 = x[i] ?? 0;
    if (raw <= x1) {
      const x0 = x[i - 1] ?? 0;
      const y0 = y[i - 1] ?? 0;
      const y1 = y[i] ?? 0;
      return x1 === x0 ? y1 : y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return y[y.length - 1] ?? raw;
}

/** Each class's 3-digit group as an index, worked out once per class list. */
interface ClassGroups {
  groupOfClass: Int32Array;
  groupIndex: ReadonlyMap<string, number>;
}

const CLASS_GROUPS = new WeakMap<readonly string[], ClassGroups>();

function classGroups(classes: readonly string[]): ClassGroups {
  const known = CLASS_GROUPS.get(classes);
  if (known !== undefined) return known;
  const groupIndex = new Map<string, number>();
  const groupOfClass = new Int32Array(classes.length);
  classes.forEach((code, c) => {
    const group = code.slice(0, 3);
    if (!groupIndex.has(group)) groupIndex.set(group, groupIndex.size);
    groupOfClass[c] = groupIndex.get(group) ?? 0;
  });
  const groups = { groupOfClass, groupIndex };
  CLASS_GROUPS.set(classes, groups);
  return groups;
}

function argMax(values: Float32Array): number {
  let best = 0;
  for (let i = 1; i < values.length; i += 1) {
    if ((values[i] ?? 0) > (values[best] ?? 0)) best = i;
  }
  return best;
}

function insertTop(ranked: number[], c: number, probs: Float32Array, k: number): void {
  const p = probs[c] ?? 0;
  if (ranked.length === k && p <= (probs[ranked[k - 1] ?? 0] ?? 0)) return;
  let i = ranked.length;
  while (i > 0 && (probs[ranked[i - 1] ?? 0] ?? 0) < p) i -= 1;
  ranked.splice(i, 0, c);
  if (ranked.length > k) ranked.pop();
}
