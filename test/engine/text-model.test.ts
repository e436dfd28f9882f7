import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { quantize, type TrainingExample, trainTextModel } from '../../scripts/model/train.js';
import { createFeaturizer, fnv1a } from '../../src/engine/model/features.js';
import { decodeWeights, encodeWeights } from '../../src/engine/model/model-file.js';
import { createTextModel } from '../../src/engine/model/text-model.js';

const SETTINGS = { buckets: 1 << 12, dim: 16, epochs: 60, learningRate: 0.5, seed: 7 };

function example(title: string, code: string): TrainingExample {
  return { text: { title }, code, weight: 1 };
}

const EXAMPLES: TrainingExample[] = [
  example('wireless headphones', '334310'),
  example('bluetooth headphones over ear', '334310'),
  example('noise cancelling headphones', '334310'),
  example('portable speaker', '334310'),
  example('phone case', '326199'),
  example('silicone case', '326199'),
  example('clear case slim', '326199'),
  example('cotton t-shirt', '315220'),
  example('graphic t-shirt crew neck', '315220'),
  example('linen shirt', '315220'),
];

/** The bucket of one feature key, as `featureKeys` hashes them. */
function key(feature: string): number {
  return fnv1a(feature) % (1 << 20);
}

function featureKeys(title: string): Set<number> {
  const featurize = createFeaturizer(1 << 20);
  const vector = featurize({ title });
  return new Set(vector.ids.slice(0, vector.length));
}

describe('text model features', () => {
  test('a word after "for" is a different feature from the same word as the product', () => {
    const asProduct = featureKeys('iPhone');
    const asHost = featureKeys('case for iPhone');
    const iphone = fnv1a('t:iphone') % (1 << 20);
    assert.ok(asProduct.has(iphone));
    assert.ok(!asHost.has(iphone));
    assert.ok(asHost.has(fnv1a('f:iphone') % (1 << 20)));
  });

  test('plural and singular words share their word feature', () => {
    const word = fnv1a('t:headphone') % (1 << 20);
    assert.ok(featureKeys('Headphones').has(word));
    assert.ok(featureKeys('headphone').has(word));
  });

  test('the head word is the last word of the first part, past a lone brand before a dash', () => {
    const head = (word: string): number => fnv1a(`h:${word}`) % (1 << 20);
    assert.ok(featureKeys('Men Navy Blue Casual Shirt').has(head('shirt')));
    assert.ok(featureKeys('Oak table, 80 cm').has(head('table')));
    const brandFirst = featureKeys('Insignia - 6ft HDMI Cable - Black');
    assert.ok(brandFirst.has(head('cable')));
    assert.ok(!brandFirst.has(head('insignia')));
    assert.ok(featureKeys('Elden Ring - PS5').has(head('ring')));
  });

  test('a colour word is no feature of its own and never the head, but pairs with the next word', () => {
    const phone = featureKeys('Sony Xperia smartphone black');
    assert.ok(!phone.has(key('t:black')));
    assert.ok(!phone.has(key('h:black')));
    assert.ok(phone.has(key('h:smartphone')));
    const tea = featureKeys('Green tea bags');
    assert.ok(tea.has(key('b:green tea')));
    assert.ok(!tea.has(key('t:green')));
  });

  test('a word the model never trained on is no feature, but its character n-grams still count', () => {
    const known = { hashes: Uint32Array.from([fnv1a('t:case'), fnv1a('h:case')]).sort() };
    const featurize = createFeaturizer(1 << 20, { known });
    const vector = featurize({ title: 'Slim Case' });
    const ids = new Set(vector.ids.slice(0, vector.length));
    const bucket = (key: string): number => fnv1a(key) % (1 << 20);
    assert.ok(ids.has(bucket('t:case')));
    assert.ok(ids.has(bucket('h:case')));
    assert.ok(!ids.has(bucket('t:slim')));
    assert.ok(!ids.has(bucket('b:slim case')));
    assert.ok(ids.has(bucket('g:<sli')));
  });

  test('a length unit after a number is no feature and never the head; an amount still counts', () => {
    const plush = featureKeys('Peluche unicornio 40 cm');
    assert.ok(!plush.has(key('t:cm')));
    assert.ok(!plush.has(key('h:cm')));
    assert.ok(plush.has(key('h:unicornio')));
    assert.ok(featureKeys('Inch worm toy').has(key('t:inch')));
    assert.ok(featureKeys('Olive oil 500 ml').has(key('t:ml')));
  });

  test('a Romance title is headed by the word before "de", a set by what it holds', () => {
    const boots = featureKeys('Botas de agua para mujer');
    assert.ok(boots.has(key('h:bota')));
    assert.ok(!boots.has(key('h:agua')));
    assert.ok(featureKeys('Lampada da tavolo con LED').has(key('h:lampada')));
    assert.ok(featureKeys('Juego de sábanas de algodón').has(key('h:sabana')));
  });

  test('an English title that borrows "de" in a name keeps its last word as the head', () => {
    assert.ok(featureKeys('Dior Sauvage Eau de Toilette').has(key('h:toilette')));
    assert.ok(featureKeys('Broccoli Cheddar Au Gratin Potatoes').has(key('h:potato')));
  });

  test('"plus" after a number is part of a model name, not the start of what comes with it', () => {
    const plusCase = featureKeys('iPhone 15 Plus Case');
    assert.ok(plusCase.has(key('h:case')));
    assert.ok(plusCase.has(key('t:case')));
    assert.ok(featureKeys('Vitamin C plus Zinc').has(key('w:zinc')));
  });

  test('a title that opens with "for" names the host first: its words are plain and its last is the head', () => {
    const battery = featureKeys('Replacement for Lenovo ThinkPad T480 Battery, 6 Cell');
    assert.ok(battery.has(key('h:battery')));
    assert.ok(battery.has(key('t:battery')));
    assert.ok(!battery.has(key('f:battery')));
    const filter = featureKeys('Compatible with Keurig Reusable Coffee Filter');
    assert.ok(filter.has(key('h:filter')));
    assert.ok(!filter.has(key('w:filter')));
  });

  test('a variant named after a model number ("G7 Power", "S23 Ultra") is not the head', () => {
    const phone = featureKeys('motorola g7 power 64 gb black');
    assert.ok(phone.has(key('h:motorola')));
    assert.ok(!phone.has(key('h:power')));
    assert.ok(featureKeys('Samsung Galaxy S23 Ultra').has(key('h:galaxy')));
    assert.ok(featureKeys('Pixel 8 Pro Case').has(key('h:case')));
    assert.ok(featureKeys('Anker Portable Power Bank').has(key('h:bank')));
  });

  test('no unit after a number is the head: an amount or a count says how much, not what', () => {
    const oil = featureKeys('Olive oil 500 ml');
    assert.ok(oil.has(key('h:oil')));
    assert.ok(!oil.has(key('h:ml')));
    const crayons = featureKeys('Wax Crayons 24 Count');
    assert.ok(crayons.has(key('h:crayon')));
    assert.ok(!crayons.has(key('h:count')));
    assert.ok(featureKeys('Sparkling Water 12 Pack').has(key('h:water')));
  });

  test('what a product is packed in after "in" is a "with" part and never the head', () => {
    const orchid = featureKeys('Live Orchid in Ceramic Pot');
    assert.ok(orchid.has(key('h:orchid')));
    assert.ok(!orchid.has(key('h:pot')));
    assert.ok(orchid.has(key('w:pot')));
    assert.ok(!orchid.has(key('t:pot')));
    const tuna = featureKeys('Tuna in Olive Oil Cat Food');
    assert.ok(tuna.has(key('w:oil')));
    assert.ok(tuna.has(key('t:food')));
    const twoInOne = featureKeys('2 in 1 Shampoo and Conditioner');
    assert.ok(twoInOne.has(key('t:shampoo')));
  });

  test('hashes are stable numbers, the same on every run', () => {
    assert.equal(fnv1a(''), 0x811c9dc5);
    assert.equal(fnv1a('a'), 0xe40c292c);
  });
});

describe('text model training', () => {
  test('learns to tell apart the classes of its training texts', () => {
    const { header, weights } = trainTextModel(EXAMPLES, SETTINGS);
    const model = createTextModel(header, weights);
    assert.equal(model.top({ title: 'over ear headphones' }, 1)[0]?.code, '334310');
    assert.equal(model.top({ title: 'slim case' }, 1)[0]?.code, '326199');
    assert.equal(model.top({ title: 'crew neck t-shirt' }, 1)[0]?.code, '315220');
  });

  test('gives probabilities that sum to one, best first', () => {
    const { header, weights } = trainTextModel(EXAMPLES, SETTINGS);
    const model = createTextModel(header, weights);
    const sum = model.probabilities({ title: 'speaker' }).reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum - 1) < 1e-4);
    const top = model.top({ title: 'speaker' }, 3);
    assert.equal(top.length, 3);
    assert.ok((top[0]?.probability ?? 0) >= (top[1]?.probability ?? 0));
  });

  test('is reproducible byte for byte with the same seed, and differs with another', () => {
    const encode = (seed: number): Buffer => {
      const { header, weights } = trainTextModel(EXAMPLES, { ...SETTINGS, seed });
      return Buffer.from(encodeWeights(header, quantize(weights, header.dim)));
    };
    assert.ok(encode(7).equals(encode(7)));
    assert.ok(!encode(7).equals(encode(8)));
  });

  test('quantized weights written and read back give the same answers', () => {
    const { header, weights } = trainTextModel(EXAMPLES, SETTINGS);
    const quantized = quantize(weights, header.dim);
    const decoded = decodeWeights(header, encodeWeights(header, quantized));
    const before = createTextModel(header, weights).top({ title: 'linen t-shirt' }, 1)[0];
    const after = createTextModel(header, decoded).top({ title: 'linen t-shirt' }, 1)[0];
    assert.equal(after?.code, before?.code);
    assert.ok(Math.abs((after?.probability ?? 0) - (before?.probability ?? 0)) < 0.05);
  });

  test('remembers the word features of its training texts, and leaves out any other word', () => {
    const { header, weights } = trainTextModel(EXAMPLES, SETTINGS);
    const decoded = decodeWeights(header, encodeWeights(header, quantize(weights, header.dim)));
    const hashes = decoded.known?.hashes ?? new Uint32Array(0);
    assert.equal(hashes.length, header.knownWords);
    assert.ok(hashes.includes(fnv1a('t:headphone')));
    assert.ok(hashes.includes(fnv1a('h:case')));
    assert.ok(!hashes.includes(fnv1a('t:trocken')));
    const model = createTextModel(header, decoded);
    // "trocken" would be the head word; unseen, it is left out and "case" decides.
    assert.equal(model.top({ title: 'slim case trocken' }, 1)[0]?.code, '326199');
  });

  test('tells the share of title words it never trained on', () => {
    const { header, weights } = trainTextModel(EXAMPLES, SETTINGS);
    const model = createTextModel(header, weights);
    assert.equal(model.read({ title: 'slim case' }).unknownWordShare, 0);
    assert.equal(model.read({ title: 'slim case trocken' }).unknownWordShare, 1 / 3);
    assert.equal(model.read({ title: 'trocken' }).unknownWordShare, 1);
    // Words after "for" count too: "for trocken" is a host the model never saw.
    assert.equal(model.read({ title: 'case for trocken' }).unknownWordShare, 1 / 2);
  });

  test('refuses weights whose size does not match the header', () => {
    const { header, weights } = trainTextModel(EXAMPLES, SETTINGS);
    const bytes = encodeWeights(header, quantize(weights, header.dim));
    assert.throws(() => decodeWeights(header, bytes.slice(1)), /expected/);
  });
});
