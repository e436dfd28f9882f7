import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fitCalibration, fitCombinerWeights } from '../../scripts/model/fit-combiner.js';
import {
  type CombinerCandidate,
  calibrate,
  combine,
  combinerCandidates,
  FEATURE_NAMES,
} from '../../src/engine/model/combiner.js';
import type { Categorization } from '../../src/engine/types.js';

function rules(code: string, head: boolean, fallback = false, headNote = 'head'): Categorization {
  return {
    best: { scheme: 'NAICS-2017', code, title: code, kind: 'product', confidence: 0.9, fallback },
    candidates: [
      {
        code,
        title: code,
        kind: 'product',
        confidence: 0.9,
        evidence: [`title: "x" → ${code} (product type, vocabulary${head ? `, ${headNote}` : ''})`],
      },
    ],
  };
}

describe('combiner candidates', () => {
  const classes = ['111111', '222222', '222223', '333333'];
  const index = new Map(classes.map((code, i) => [code, i]));
  const probabilities = new Float32Array([0.1, 0.6, 0.2, 0.1]);

  test('joins the rules and the model candidates with their features', () => {
    const candidates = combinerCandidates(rules('333333', true), probabilities, classes, index);
    const codes = candidates.map((c) => c.code).sort();
    assert.deepEqual(codes, ['', ...classes]);
    const ruled = candidates.find((c) => c.code === '333333');
    assert.deepEqual(ruled?.features.slice(2, 6), [0.9, 1, 1, 0]);
    const none = candidates.find((c) => c.code === '');
    assert.equal(none?.features[7], 1);
    assert.ok((none?.features[0] ?? 0) < -10, 'all the model mass is on the candidates');
    const modelled = candidates.find((c) => c.code === '222222');
    assert.equal(modelled?.features[5], 1);
    assert.ok(Math.abs((modelled?.features[1] ?? 0) - Math.log(0.8)) < 1e-6);
  });

  test('marks candidates read in the category hint, and the model reading the hint alone', () => {
    const ruled: Categorization = {
      best: {
        scheme: 'NAICS-2017',
        code: '333333',
        title: '',
        kind: 'product',
        confidence: 0.6,
        fallback: false,
      },
      candidates: [
        {
          code: '333333',
          title: '',
          kind: 'product',
          confidence: 0.6,
          evidence: ['title: "x" → 333333 (product type, vocabulary, head)'],
        },
        {
          code: '111111',
          title: '',
          kind: 'product',
          confidence: 0.3,
          evidence: ['hint: "y" → 111111 (product type, vocabulary)'],
        },
      ],
    };
    const inHint = FEATURE_NAMES.indexOf('rule candidate read in the category hint');
    const hintLogP = FEATURE_NAMES.indexOf('model log-probability of the category hint read alone');
    const hintTop = FEATURE_NAMES.indexOf('model answer to the category hint read alone');
    const hintAlone = new Float32Array([0.05, 0.05, 0.1, 0.8]);
    const hinted = combinerCandidates(ruled, probabilities, classes, index, {
      hintProbabilities: hintAlone,
    });
    const featuresOf = (code: string) => hinted.find((c) => c.code === code)?.features ?? [];
    assert.equal(featuresOf('111111')[inHint], 1);
    assert.equal(featuresOf('333333')[inHint], 0);
    assert.equal(featuresOf('333333')[hintTop], 1);
    assert.equal(featuresOf('222222')[hintTop], 0);
    assert.ok(Math.abs((featuresOf('333333')[hintLogP] ?? 0) - Math.log(0.8)) < 1e-6);
    const plain = combinerCandidates(ruled, probabilities, classes, index);
    for (const candidate of plain) {
      assert.deepEqual([candidate.features[hintLogP], candidate.features[hintTop]], [0, 0]);
    }
  });

  test('weighs the model and the rules by the share of title words the model never saw', () => {
    const logP = FEATURE_NAMES.indexOf(
      'model log-probability × share of title words the model never saw',
    );
    const modelTop = FEATURE_NAMES.indexOf(
      'model answer × share of title words the model never saw',
    );
    const ruleTop = FEATURE_NAMES.indexOf('rule answer × share of title words the model never saw');
    const read = combinerCandidates(rules('333333', true), probabilities, classes, index, {
      unknownWordShare: 0.5,
    });
    const featuresOf = (code: string) => read.find((c) => c.code === code)?.features ?? [];
    assert.ok(Math.abs((featuresOf('222222')[logP] ?? 0) - 0.5 * Math.log(0.6)) < 1e-6);
    assert.equal(featuresOf('222222')[modelTop], 0.5);
    assert.equal(featuresOf('222222')[ruleTop], 0);
    assert.equal(featuresOf('333333')[ruleTop], 0.5);
    assert.equal(featuresOf('333333')[modelTop], 0);
    const known = combinerCandidates(rules('333333', true), probabilities, classes, index);
    for (const candidate of known) {
      assert.deepEqual(
        [candidate.features[logP], candidate.features[modelTop], candidate.features[ruleTop]],
        [0, 0, 0],
      );
    }
  });

  test('a head a Romance title names first decides like a toy or an accessory; a plain head does not', () => {
    const structure = FEATURE_NAMES.indexOf(
      'rule answer decided by the title structure or a service',
    );
    const named = rules('333333', true, false, 'named first in a Romance title, head');
    const decided = combinerCandidates(named, probabilities, classes, index);
    assert.equal(decided.find((c) => c.code === '333333')?.features[structure], 1);
    const plain = combinerCandidates(rules('333333', true), probabilities, classes, index);
    assert.equal(plain.find((c) => c.code === '333333')?.features[structure], 0);
  });

  test('a fallback answer of the rules is not a rule answer', () => {
    const candidates = combinerCandidates(
      rules('333333', false, true),
      probabilities,
      classes,
      index,
    );
    assert.equal(candidates.find((c) => c.code === '333333')?.features[3], 0);
  });
});

describe('combining and calibrating', () => {
  const candidate = (code: string, features: number[]): CombinerCandidate => ({ code, features });

  test('probabilities follow the weighted features and sum to one', () => {
    const ranked = combine(
      [1, 0, 0, 2, 0, 0],
      [
        candidate('a', [Math.log(0.7), 0, 0, 0, 0, 0]),
        candidate('b', [Math.log(0.3), 0, 0, 1, 0, 0]),
      ],
    );
    assert.equal(ranked[0]?.code, 'b');
    assert.ok(Math.abs((ranked[0]?.probability ?? 0) + (ranked[1]?.probability ?? 0) - 1) < 1e-9);
  });

  test('calibration interpolates between breakpoints and clamps outside them', () => {
    const calibration = { x: [0.2, 0.6], y: [0.1, 0.5] };
    assert.equal(calibrate(calibration, 0.1), 0.1);
    assert.ok(Math.abs(calibrate(calibration, 0.4) - 0.3) < 1e-9);
    assert.equal(calibrate(calibration, 0.9), 0.5);
  });

  test('fitted weights learn which feature marks the right answer', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      candidates: [
        candidate('right', [0, 0, 0, i % 4 === 0 ? 0 : 1, 0, 0]),
        candidate('wrong', [0, 0, 0, i % 4 === 0 ? 1 : 0, 0, 0]),
      ],
      accepted: new Set(['right']),
    }));
    const weights = fitCombinerWeights(rows);
    assert.ok((weights[3] ?? 0) > 0.5);
  });

  test('isotonic calibration never decreases and matches observed shares', () => {
    const points = [
      ...Array.from({ length: 10 }, (_, i) => ({ raw: 0.2, right: i < 2 })),
      ...Array.from({ length: 10 }, (_, i) => ({ raw: 0.9, right: i < 9 })),
    ];
    const { x, y } = fitCalibration(points);
    assert.deepEqual(x, [0.2, 0.9]);
    assert.deepEqual(y, [0.2, 0.9]);
    for (let i = 1; i < y.length; i += 1) assert.ok((y[i] ?? 0) >= (y[i - 1] ?? 0));
  });
});
