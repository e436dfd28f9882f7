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

const MAX_ITERATIONS = 100;
const L2 = 1e-3;
/** The fit stops when no weight moves by more than this. */
const TOLERANCE = 1e-7;

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

/** The penalized mean log-likelihood, its gradient and the Fisher information at `weights`. */
interface Evaluation {
  objective: number;
  gradient: Float64Array;
  /** n × n, row-major: the weighted mean covariance of the features under the model. */
  information: Float64Array;
}

function evaluate(packed: PackedRows, weights: Float64Array, n: number): Evaluation {
  const { rowStart, features, target, rowWeight } = packed;
  const rows = rowWeight.length;
  const totalWeight = rowWeight.reduce((sum, weight) => sum + weight, 0);
  const gradient = new Float64Array(n);
  const information = new Float64Array(n * n);
  const probs = new Float64Array(target.length);
  const meanAll = new Float64Array(n);
  let logLikelihood = 0;
  for (let r = 0; r < rows; r += 1) {
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
    meanAll.fill(0);
    for (let c = from; c < to; c += 1) {
      const p = (probs[c] ?? 0) / total;
      probs[c] = p;
      if (target[c] === 1) rightMass += p;
      for (let f = 0; f < n; f += 1)
        meanAll[f] = (meanAll[f] ?? 0) + p * (features[c * n + f] ?? 0);
    }
    const weight = rowWeight[r] ?? 1;
    logLikelihood += weight * Math.log(Math.max(rightMass, 1e-300));
    for (let c = from; c < to; c += 1) {
      const p = probs[c] ?? 0;
      const residual = weight * ((target[c] === 1 ? p / rightMass : 0) - p);
      for (let f = 0; f < n; f += 1) {
        const x = features[c * n + f] ?? 0;
        gradient[f] = (gradient[f] ?? 0) + residual * x;
        const centred = weight * p * (x - (meanAll[f] ?? 0));
        if (centred === 0) continue;
        for (let g = 0; g <= f; g += 1) {
          information[f * n + g] =
            (information[f * n + g] ?? 0) +
            centred * ((features[c * n + g] ?? 0) - (meanAll[g] ?? 0));
        }
      }
    }
  }
  let penalty = 0;
  for (let f = 0; f < n; f += 1) {
    penalty += (weights[f] ?? 0) ** 2;
    gradient[f] = (gradient[f] ?? 0) / totalWeight - L2 * (weights[f] ?? 0);
    for (let g = 0; g <= f; g += 1) {
      const value = (information[f * n + g] ?? 0) / totalWeight + (f === g ? L2 : 0);
      information[f * n + g] = value;
      information[g * n + f] = value;
    }
  }
  return { objective: logLikelihood / totalWeight - (L2 / 2) * penalty, gradient, information };
}

/**
 * Fits the conditional-logit weights by maximizing the penalized log-likelihood of the right
 * candidate, or of "none of these" when no candidate is right: Fisher scoring (Newton's method
 * with the features' covariance as curvature) with step halving, so it converges in a few dozen
 * passes whatever the features' scales. Pinned weights stay fixed.
 */
export function fitCombinerWeights(rows: readonly CombinerRow[]): number[] {
  const n = FEATURE_NAMES.length;
  const packed = packRows(rows, n);
  const free = [...Array(n).keys()].filter((f) => !PINNED_WEIGHTS.has(f));
  let weights: Float64Array = new Float64Array(n);
  weights[0] = 1;
  for (const [f, value] of PINNED_WEIGHTS) weights[f] = value;
  let current = evaluate(packed, weights, n);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const step = solve(
      free.map((f) => free.map((g) => current.information[f * n + g] ?? 0)),
      free.map((f) => current.gradient[f] ?? 0),
    );
    let scale = 1;
    let accepted: { weights: Float64Array; evaluation: Evaluation } | null = null;
    while (scale > 1e-4) {
      const trial = Float64Array.from(weights);
      free.forEach((f, i) => {
        trial[f] = (trial[f] ?? 0) + scale * (step[i] ?? 0);
      });
      const evaluation = evaluate(packed, trial, n);
      if (evaluation.objective >= current.objective) {
        accepted = { weights: trial, evaluation };
        break;
      }
      scale /= 2;
    }
    if (accepted === null) break;
    const moved = Math.max(
      ...free.map((f) => Math.abs((accepted.weights[f] ?? 0) - (weights[f] ?? 0))),
    );
    weights = accepted.weights;
    current = accepted.evaluation;
    if (moved < TOLERANCE) break;
  }
  return [...weights].map((w) => Math.round(w * 1e6) / 1e6);
}

/** Solves the symmetric positive-definite system `a x = b` by Gaussian elimination with pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const size = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < size; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < size; r += 1) {
      if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    }
    const swap = m[col];
    m[col] = m[pivot] ?? [];
    m[pivot] = swap ?? [];
    const lead = m[col]?.[col] ?? 0;
    if (lead === 0) continue;
    for (let r = 0; r < size; r += 1) {
      if (r === col) continue;
      const factor = (m[r]?.[col] ?? 0) / lead;
      if (factor === 0) continue;
      for (let k = col; k <= size; k += 1) {
        const row = m[r];
        if (row) row[k] = (row[k] ?? 0) - factor * (m[col]?.[k] ?? 0);
      }
    }
  }
  return m.map((row, i) => {
    const lead = row[i] ?? 0;
    return lead === 0 ? 0 : (row[size] ?? 0) / lead;
  });
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
