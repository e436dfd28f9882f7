import {
  createFeaturizer,
  type FeatureVector,
  type KnownWords,
  type ModelText,
} from './features.js';

/** Shape and classes of a trained text model: the JSON beside its weights. */
export interface TextModelHeader {
  format: 'fasttext-like-v1';
  buckets: number;
  dim: number;
  classes: string[];
  /** How the model was trained: data, seed, epochs; and its measured figures. */
  training: Record<string, unknown>;
  /** How many word-feature hashes follow the weights (see `KnownWords`); absent: no filter. */
  knownWords?: number;
}

/** Weights of a text model, as trained (float) or as loaded from the quantized file. */
export interface TextModelWeights {
  /** buckets × dim word and n-gram vectors. */
  embeddings: Float32Array | Int8Array;
  /** One scale per bucket when `embeddings` is quantized. */
  scales?: Float32Array;
  /** classes × dim. */
  output: Float32Array;
  bias: Float32Array;
  /** The word features seen in training, when the model filters the rest out. */
  known?: KnownWords;
}

/** One class with its probability. */
export interface ClassProbability {
  code: string;
  probability: number;
}

/** A linear text classifier over hashed word and n-gram features, softmax over NAICS codes. */
export interface TextModel {
  readonly header: TextModelHeader;
  /** Every class's probability, in the order of `header.classes`. */
  probabilities(text: ModelText): Float32Array;
  /**
   * The probabilities and the share of the title's words the model never trained on (0 for a
   * model without its known words): how far its answer is a guess from word pieces.
   */
  read(text: ModelText): { probabilities: Float32Array; unknownWordShare: number };
  /** The `k` most probable classes, best first. */
  top(text: ModelText, k: number): ClassProbability[];
}

/** Builds a model over trained or loaded weights. */
export function createTextModel(header: TextModelHeader, weights: TextModelWeights): TextModel {
  const { dim, classes } = header;
  const featurize = createFeaturizer(
    header.buckets,
    weights.known === undefined ? {} : { known: weights.known },
  );
  const hidden = new Float32Array(dim);
  const scores = new Float32Array(classes.length);

  function read(text: ModelText): { probabilities: Float32Array; unknownWordShare: number } {
    const features = featurize(text);
    hiddenOf(features, weights, dim, hidden);
    softmaxInto(weights.output, weights.bias, hidden, dim, scores);
    const { titleWords, unknownTitleWords } = features;
    return {
      probabilities: scores.slice(),
      unknownWordShare: titleWords === 0 ? 0 : unknownTitleWords / titleWords,
    };
  }

  function probabilities(text: ModelText): Float32Array {
    return read(text).probabilities;
  }

  function top(text: ModelText, k: number): ClassProbability[] {
    const probs = probabilities(text);
    const best: ClassProbability[] = [];
    for (let c = 0; c < probs.length; c += 1) {
      const probability = probs[c] ?? 0;
      if (best.length === k && probability <= (best[k - 1]?.probability ?? 0)) continue;
      best.push({ code: classes[c] ?? '', probability });
      best.sort((a, b) => b.probability - a.probability);
      if (best.length > k) best.pop();
    }
    return best;
  }

  return { header, probabilities, read, top };
}

/** Weighted mean of the feature vectors; zero when there are no features. */
export function hiddenOf(
  features: Pick<FeatureVector, 'ids' | 'weights' | 'length'>,
  weights: TextModelWeights,
  dim: number,
  into: Float32Array,
): number {
  into.fill(0);
  let total = 0;
  const { embeddings, scales } = weights;
  for (let f = 0; f < features.length; f += 1) {
    const id = features.ids[f] ?? 0;
    const scale = scales === undefined ? 1 : (scales[id] ?? 0);
    // A zero scale marks a bucket no training text reached: an unknown word, not evidence.
    if (scale === 0) continue;
    const weight = (features.weights[f] ?? 0) * scale;
    total += features.weights[f] ?? 0;
    const base = id * dim;
    for (let d = 0; d < dim; d += 1)
      into[d] = (into[d] ?? 0) + weight * (embeddings[base + d] ?? 0);
  }
  if (total > 0) for (let d = 0; d < dim; d += 1) into[d] = (into[d] ?? 0) / total;
  return total;
}

/** Softmax of output · hidden + bias, written into `into`. */
export function softmaxInto(
  output: Float32Array,
  bias: Float32Array,
  hidden: Float32Array,
  dim: number,
  into: Float32Array,
): void {
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < into.length; c += 1) {
    let sum = bias[c] ?? 0;
    const base = c * dim;
    for (let d = 0; d < dim; d += 1) sum += (output[base + d] ?? 0) * (hidden[d] ?? 0);
    into[c] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let c = 0; c < into.length; c += 1) {
    const e = Math.exp((into[c] ?? 0) - max);
    into[c] = e;
    total += e;
  }
  for (let c = 0; c < into.length; c += 1) into[c] = (into[c] ?? 0) / total;
}
