import {
  type CombinerCandidate,
  type CombinerParams,
  combine,
  FEATURE_NAMES,
  NONE_OF_THESE,
  PINNED_WEIGHTS,
} from '../../src/engine/model/combiner.js';

/** One listing's candidates and the codes that count as right for it. */
export interface CombinerRow {
  candidates: CombinerCandidate[];
  accepted: ReadonlySet<string>;
  /** How much the row counts; rows of each source together count alike (see `balanceBySource`). */
  weight?: number;
}

/**
 * Weights that make every source count alike, so the combiner and its calibration describe an
 * average retailer rather than the largest source: a new retailer is most like none in particular.
 */
export function balanceBySource<T extends CombinerRow>(
  rows: readonly T[],
  sourceOf: (row: T) => string,
): T[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(sourceOf(row), (counts.get(sourceOf(row)) ?? 0) + 1);
  const perSource = rows.length / Math.max(1, counts.size);
  return rows.map((row) => ({ ...row, weight: perSource / (counts.get(sourceOf(row)) ?? 1) }));
}

const ITERATIONS = 400;
const STEP = 0.5;
const L2 = 1e-3;
const CALIBRATION_POINTS = 40;

/**
 * Fits the conditional-logit weights by full-batch gradient ascent on the log-likelihood of the
 * right candidate, or of "none of these" when no candidate is right. Pinned weights stay fixed.
 */
export function fitCombinerWeights(rows: readonly CombinerRow[]): number[] {
  const usable = rows;
  const totalWeight = usable.reduce((sum, row) => sum + (row.weight ?? 1), 0);
  const n = FEATURE_NAMES.length;
  const weights = new Array<number>(n).fill(0);
  weights[0] = 1;
  for (const [f, value] of PINNED_WEIGHTS) weights[f] = value;
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const gradient = new Array<number>(n).fill(0);
    for (const row of usable) {
      const probs = softmax(weights, row.candidates);
      const anyRight = row.candidates.some((c) => row.accepted.has(c.code));
      const isTarget = (code: string): boolean =>
        anyRight ? row.accepted.has(code) : code === NONE_OF_THESE;
      const rightMass = row.candidates.reduce(
        (sum, c, i) => sum + (isTarget(c.code) ? (probs[i] ?? 0) : 0),
        0,
      );
      const weight = row.weight ?? 1;
      row.candidates.forEach((candidate, i) => {
        const p = probs[i] ?? 0;
        const target = isTarget(candidate.code) ? p / rightMass : 0;
        candidate.features.forEach((value, f) => {
          gradient[f] = (gradient[f] ?? 0) + weight * (target - p) * value;
        });
      });
    }
    for (let f = 0; f < n; f += 1) {
      if (PINNED_WEIGHTS.has(f)) continue;
      weights[f] =
        (weights[f] ?? 0) + STEP * ((gradient[f] ?? 0) / totalWeight - L2 * (weights[f] ?? 0));
    }
  }
  return weights.map((w) => Math.round(w * 1e6) / 1e6);
}

/** Isotonic regression (pool adjacent violators) of rightness on the raw top probability. */
export function fitCalibration(
  points: readonly { raw: number; right: boolean; weight?: number }[],
): CombinerParams['calibration'] {
  const sorted = [...points].sort((a, b) => a.raw - b.raw);
  const blocks: { sum: number; count: number; lo: number; hi: number }[] = [];
  for (const point of sorted) {
    const weight = point.weight ?? 1;
    blocks.push({ sum: point.right ? weight : 0, count: weight, lo: point.raw, hi: point.raw });
    while (blocks.length >= 2) {
      const b = blocks[blocks.length - 1];
      const a = blocks[blocks.length - 2];
      if (a === undefined || b === undefined || a.sum / a.count <= b.sum / b.count) break;
      blocks.splice(blocks.length - 2, 2, {
        sum: a.sum + b.sum,
        count: a.count + b.count,
        lo: a.lo,
        hi: b.hi,
      });
    }
  }
  // One breakpoint per block centre, thinned to a short list.
  const x: number[] = [];
  const y: number[] = [];
  const stride = Math.max(1, Math.ceil(blocks.length / CALIBRATION_POINTS));
  blocks.forEach((block, i) => {
    if (i % stride !== 0 && i !== blocks.length - 1) return;
    x.push(round((block.lo + block.hi) / 2));
    y.push(round(block.sum / block.count));
  });
  return { x, y };
}

/** The combined top answer's raw probability and whether it is right, for each row. */
export function topAnswers(
  weights: readonly number[],
  rows: readonly CombinerRow[],
): { code: string; raw: number; right: boolean; weight: number }[] {
  return rows.map((row) => {
    const top = combine(weights, row.candidates)[0];
    return {
      code: top?.code ?? '',
      raw: top?.probability ?? 0,
      right: top !== undefined && row.accepted.has(top.code),
      weight: row.weight ?? 1,
    };
  });
}

function softmax(weights: readonly number[], candidates: readonly CombinerCandidate[]): number[] {
  const scores = candidates.map((c) =>
    c.features.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0),
  );
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
