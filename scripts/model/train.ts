import { createFeaturizer, type ModelText } from '../../src/engine/model/features.js';
import {
  hiddenOf,
  softmaxInto,
  type TextModelHeader,
  type TextModelWeights,
} from '../../src/engine/model/text-model.js';

/** One labelled text; `weight` scales its gradient (sources of unequal size or reliability). */
export interface TrainingExample {
  text: ModelText;
  code: string;
  weight: number;
}

/** Hyper-parameters of a training run: part of the model's identity, recorded in its header. */
export interface TrainingSettings {
  buckets: number;
  dim: number;
  epochs: number;
  learningRate: number;
  seed: number;
}

export const DEFAULT_TRAINING: TrainingSettings = {
  buckets: 1 << 18,
  dim: 32,
  epochs: 6,
  learningRate: 0.4,
  seed: 20261123,
};

/**
 * Trains the text model by stochastic gradient descent on the softmax loss, with a linearly
 * decaying learning rate. Seeded: the same examples and settings give the same weights.
 */
export function trainTextModel(
  examples: readonly TrainingExample[],
  settings: TrainingSettings = DEFAULT_TRAINING,
): { header: TextModelHeader; weights: TextModelWeights } {
  const { buckets, dim, epochs, learningRate, seed } = settings;
  const classes = [...new Set(examples.map((e) => e.code))].sort();
  const classIndex = new Map(classes.map((code, i) => [code, i]));
  const random = mulberry32(seed);
  const embeddings = new Float32Array(buckets * dim);
  for (let i = 0; i < embeddings.length; i += 1) embeddings[i] = (random() * 2 - 1) / dim;
  const output = new Float32Array(classes.length * dim);
  const bias = new Float32Array(classes.length);
  const weights: TextModelWeights = { embeddings, output, bias };
  const seen = new Set<number>();
  const featurize = createFeaturizer(buckets, { seen });
  const featureSets = examples.map((example) => {
    const f = featurize(example.text);
    return { ids: f.ids.slice(0, f.length), weights: f.weights.slice(0, f.length) };
  });
  const hidden = new Float32Array(dim);
  const gradHidden = new Float32Array(dim);
  const probs = new Float32Array(classes.length);
  const touched = new Uint8Array(buckets);
  for (const f of featureSets) for (const id of f.ids) touched[id] = 1;
  const order = examples.map((_, i) => i);
  const totalSteps = epochs * order.length;
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    shuffle(order, random);
    for (const i of order) {
      const lr = learningRate * (1 - step / totalSteps);
      step += 1;
      const example = examples[i];
      const features = featureSets[i];
      const target = example === undefined ? undefined : classIndex.get(example.code);
      if (example === undefined || features === undefined || target === undefined) continue;
      const vector = { ids: features.ids, weights: features.weights, length: features.ids.length };
      const total = hiddenOf(vector, weights, dim, hidden);
      if (total === 0) continue;
      softmaxInto(output, bias, hidden, dim, probs);
      gradHidden.fill(0);
      const rate = lr * example.weight;
      for (let c = 0; c < classes.length; c += 1) {
        const g = ((probs[c] ?? 0) - (c === target ? 1 : 0)) * rate;
        if (g > -1e-7 && g < 1e-7) continue;
        const base = c * dim;
        for (let d = 0; d < dim; d += 1) {
          gradHidden[d] = (gradHidden[d] ?? 0) + g * (output[base + d] ?? 0);
          output[base + d] = (output[base + d] ?? 0) - g * (hidden[d] ?? 0);
        }
        bias[c] = (bias[c] ?? 0) - g;
      }
      for (let f = 0; f < vector.length; f += 1) {
        const share = (vector.weights[f] ?? 0) / total;
        const base = (vector.ids[f] ?? 0) * dim;
        for (let d = 0; d < dim; d += 1) {
          embeddings[base + d] = (embeddings[base + d] ?? 0) - share * (gradHidden[d] ?? 0);
        }
      }
    }
  }
  // A bucket no training text reached keeps its random start: zero it, so that words never seen
  // add nothing rather than noise.
  for (let b = 0; b < buckets; b += 1) {
    if (touched[b] === 0) embeddings.fill(0, b * dim, (b + 1) * dim);
  }
  const known = { hashes: Uint32Array.from(seen).sort() };
  return {
    header: {
      format: 'fasttext-like-v1',
      buckets,
      dim,
      classes,
      training: { ...settings, examples: examples.length },
      knownWords: known.hashes.length,
    },
    weights: { ...weights, known },
  };
}

/** Small seeded PRNG (mulberry32): deterministic shuffles and initial weights. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items: number[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i] ?? 0;
    items[i] = items[j] ?? 0;
    items[j] = a;
  }
}

/** Int8 embeddings with one scale per bucket: a quarter of the size, the same answers in practice. */
export function quantize(weights: TextModelWeights, dim: number): TextModelWeights {
  const { embeddings } = weights;
  const buckets = embeddings.length / dim;
  const quantized = new Int8Array(embeddings.length);
  const scales = new Float32Array(buckets);
  for (let b = 0; b < buckets; b += 1) {
    let max = 0;
    for (let d = 0; d < dim; d += 1) max = Math.max(max, Math.abs(embeddings[b * dim + d] ?? 0));
    const scale = max === 0 ? 0 : max / 127;
    scales[b] = scale;
    for (let d = 0; d < dim; d += 1) {
      quantized[b * dim + d] = scale === 0 ? 0 : Math.round((embeddings[b * dim + d] ?? 0) / scale);
    }
  }
  return {
    embeddings: quantized,
    scales,
    output: weights.output,
    bias: weights.bias,
    ...(weights.known === undefined ? {} : { known: weights.known }),
  };
}
