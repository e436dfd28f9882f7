import type { CombinerParams } from './combiner.js';
import type { TextModelHeader, TextModelWeights } from './text-model.js';

/** `data/model/text-model.json`: the model's shape, how it was trained, the combiner, its figures. */
export interface TextModelFile extends TextModelHeader {
  combiner: CombinerParams;
  /**
   * The combiner for listings sent with a category hint: fitted on the same left-out listings
   * sent with their retailer's category path, which the rules and the model then also read.
   */
  combinerWithHint?: CombinerParams;
}

export const MODEL_JSON = 'text-model.json';
export const MODEL_BIN = 'text-model.bin';

/**
 * `text-model.bin`, little-endian: int8 embeddings (buckets × dim), float32 bucket scales
 * (buckets), float32 output weights (classes × dim), float32 biases (classes), then
 * `header.knownWords` uint32 hashes of the word features seen in training, ascending.
 */
export function encodeWeights(header: TextModelHeader, weights: TextModelWeights): Uint8Array {
  const { buckets, dim, classes } = header;
  if (!(weights.embeddings instanceof Int8Array) || weights.scales === undefined) {
    throw new Error('only quantized weights are written');
  }
  const known = weights.known?.hashes ?? new Uint32Array(0);
  if (known.length !== (header.knownWords ?? 0)) {
    throw new Error(`header counts ${header.knownWords ?? 0} known words, weights ${known.length}`);
  }
  const floats = buckets + classes.length * dim + classes.length;
  const bytes = new Uint8Array(buckets * dim + (floats + known.length) * 4);
  bytes.set(
    new Uint8Array(weights.embeddings.buffer, weights.embeddings.byteOffset, buckets * dim),
  );
  const view = new DataView(bytes.buffer);
  let offset = buckets * dim;
  for (const array of [weights.scales, weights.output, weights.bias]) {
    for (const value of array) {
      view.setFloat32(offset, value, true);
      offset += 4;
    }
  }
  for (const hash of known) {
    view.setUint32(offset, hash, true);
    offset += 4;
  }
  return bytes;
}

/** Reads the weights written by `encodeWeights`; throws when the size does not match the header. */
export function decodeWeights(header: TextModelHeader, bytes: Uint8Array): TextModelWeights {
  const { buckets, dim, classes } = header;
  const knownCount = header.knownWords ?? 0;
  const expected =
    buckets * dim + (buckets + classes.length * dim + classes.length + knownCount) * 4;
  if (bytes.byteLength !== expected) {
    throw new Error(`text model weights have ${bytes.byteLength} bytes, expected ${expected}`);
  }
  const embeddings = new Int8Array(bytes.buffer, bytes.byteOffset, buckets * dim);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = buckets * dim;
  const floats = (count: number): Float32Array => {
    const array = new Float32Array(count);
    for (let i = 0; i < count; i += 1) {
      array[i] = view.getFloat32(offset, true);
      offset += 4;
    }
    return array;
  };
  const scales = floats(buckets);
  const output = floats(classes.length * dim);
  const bias = floats(classes.length);
  if (header.knownWords === undefined) return { embeddings, scales, output, bias };
  const hashes = new Uint32Array(knownCount);
  for (let i = 0; i < knownCount; i += 1) {
    hashes[i] = view.getUint32(offset, true);
    offset += 4;
  }
  return { embeddings, scales, output, bias, known: { hashes } };
}
