import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { productKey, roundKg } from '../../src/engine/index.js';

describe('roundKg', () => {
  test('rounds to grams, half away from zero', () => {
    assert.equal(roundKg(1.2345), 1.235);
    assert.equal(roundKg(1.0005), 1.001);
    assert.equal(roundKg(-1.0005), -1.001);
    assert.equal(roundKg(2.0004), 2);
    assert.equal(roundKg(5.8), 5.8);
  });

  test('never returns negative zero', () => {
    assert.ok(Object.is(roundKg(-0.0001), 0));
    assert.ok(Object.is(roundKg(-0), 0));
  });
});

describe('productKey', () => {
  const base = {
    name: 'Wireless  Headphones ',
    description: 'Over-ear',
    manufacturer: 'Sony',
    sku: 'WH1',
    categoryHint: null,
  };

  test('is a SHA-256 hex string that ignores case, spacing and the category hint', () => {
    const key = productKey(base);
    assert.match(key, /^[0-9a-f]{64}$/);
    assert.equal(productKey({ ...base, name: 'wireless headphones', categoryHint: 'Audio' }), key);
    assert.equal(productKey({ ...base, name: 'Ｗireless Headphones' }), key);
  });

  test('changes when the name, description, manufacturer or sku changes', () => {
    const key = productKey(base);
    assert.notEqual(productKey({ ...base, name: 'Wired Headphones' }), key);
    assert.notEqual(productKey({ ...base, description: '' }), key);
    assert.notEqual(productKey({ ...base, manufacturer: null }), key);
    assert.notEqual(productKey({ ...base, sku: 'WH2' }), key);
  });
});
