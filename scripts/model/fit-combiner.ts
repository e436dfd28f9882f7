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

/** The rows' candidates as flat arrays, so that each of the many passes over them is quick. */
interface PackedRows {
  /** Row r's candidates are `rowStart[r]` up to `rowStart[r + 1]`. */
  rowStart: Uint32Array;
  /** Candidate c's features are `features[c * n]` up to `features[(c + 1) * n]`. */
  features: Float64Array;
  /** 1 for a candidate the row's likelihood counts as right. */
  target: Uint8Array;
  rowWeight: Float64Array;
}

function packRows(rows: readonly CombinerRow[], n: number): PackedRows {
  const total = rows.reduce((sum, row) => sum + row.candidates.length, 0);
  const packed: PackedRows = {
    rowStart: new Uint32Array(rows.length + 1),
    features: new Float64Array(total * n),
    target: new Uint8Array(total),
    rowWeight: new Float64Array(rows.length),
  };
  let c = 0;
  rows.forEach((row, r) => {
    packed.rowStart[r] = c;
    packed.rowWeight[r] = row.weight ?? 1;
    const anyRight = row.candidates.some((candidate) => row.accepted.has(candidate.code));
    for (const candidate of row.candidates) {
      const right = anyRight ? row.accepted.has(candidate.code) : candidate.code === NONE_OF_THESE;
      packed.target[c] = right ? 1 : 0;
      for (let f = 0; f < n; f += 1) packed.features[c * n + f] = candidate.features[f] ?? 0;
      c += 1;
    }
  });
  packed.rowStart[rows.length] = c;
  return packed;
}

/**
 * Fits the conditional-logit weights by full-batch gradient ascent on the log-likelihood of the
 * right candidate, or of "none of these" when no candidate is right. Pinned weights stay fixed.
 */
export function fitCombinerWeights(rows: readonly CombinerRow[]): number[] {
  const n = FEATURE_NAMES.length;
  const { rowStart, features, target, rowWeight } = packRows(rows, n);
  const totalWeight = rowWeight.reduce((sum, weight) => sum + weight, 0);
  const weights = new Float64Array(n);
  weights[0] = 1;
  for (const [f, value] of PINNED_WEIGHTS) weights[f] = value;
  const gradient = new Float64Array(n);
  const probs = new Float64Array(features.length / n);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    gradient.fill(0);
    for (let r = 0; r < rows.length; r += 1) {
      const from = rowStart[r] ?? 0;
      const to = rowStart[r + 1] ?? 0;
      let max = Number.NEGATIVE_INFINITY;
      for (let c = from; c < to; c += 1) {
        let score = 0;
        for (let f = 0; f < n; f += 1) score += (features[c * n + f] ?? 0) * (weights[f] ?? 0);
        probs[c] = score;
        if (score > max) max = score;
      }
      let total = 0;
      for (let c = from; c < to; c += 1) {
        probs[c] = Math.exp((probs[c] ?? 0) - max);
        total += probs[c] ?? 0;
      }
      let rightMass = 0;
      for (let c = from; c < to; c += 1) {
        probs[c] = (probs[c] ?? 0) / total;
        if (target[c] === 1) rightMass += probs[c] ?? 0;
      }
      const weight = rowWeight[r] ?? 1;
      for (let c = from; c < to; c += 1) {
        const p = probs[c] ?? 0;
        const residual = weight * ((target[c] === 1 ? p / rightMass : 0) - p);
        for (let f = 0; f < n; f += 1)
          gradient[f] = (gradient[f] ?? 0) + residual * (features[c * n + f] ?? 0);
      }
    }
    for (let f = 0; f < n; f += 1) {
      if (PINNED_WEIGHTS.has(f)) continue;
      weights[f] =
        (weights[f] ?? 0) + STEP * ((gradient[f] ?? 0) / totalWeight - L2 * (weights[f] ?? 0));
    }
  }
  return [...weights].map((w) => Math.round(w * 1e6) / 1e6);
}

/** Isotonic regression (pool adjacent violators) of rightness on the raw top probability. */
export function fitCalibration(
  points: readonly { raw: number; right: boolean; weight?: number }[],
): CombinerParams['calibration'] {
  const sorted = [...points].sort((a, b) => a.raw - b.raw);
  const blocks: { sum: number; count: number; rawSum: number }[] = [];
  for (const point of sorted) {
    const weight = point.weight ?? 1;
    blocks.push({ sum: point.right ? weight : 0, count: weight, rawSum: point.raw * weight });
    while (blocks.length >= 2) {
      const b = blocks[blocks.length - 1];
      const a = blocks[blocks.length - 2];
      if (a === undefined || b === undefined || a.sum / a.count <= b.sum / b.count) break;
      blocks.splice(blocks.length - 2, 2, {
        sum: a.sum + b.sum,
        count: a.count + b.count,
        rawSum: a.rawSum + b.rawSum,
      });
    }
  }
  // One breakpoint per block, at its mean raw probability (the block's centre would misplace a
  // block whose answers crowd at one end).
  return {
    x: blocks.map((block) => round(block.rawSum / block.count)),
    y: blocks.map((block) => round(block.sum / block.count)),
  };
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

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
