import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RecencyMap } from '../src/recency-map.js';

test('an entry read after more than half the map was set again leaves after those newer entries', () => {
  const map = new RecencyMap<number, string>();
  for (let key = 0; key < 10; key += 1) map.set(key, `value ${key}`);
  assert.deepEqual(map.oldest(), [0, 'value 0']);
  assert.equal(map.get(0), 'value 0');
  assert.deepEqual(map.oldest(), [1, 'value 1']);
});

test('reading a recent entry leaves the oldest in place; deleted and unknown keys are gone', () => {
  const map = new RecencyMap<number, string>();
  for (let key = 0; key < 10; key += 1) map.set(key, `value ${key}`);
  assert.equal(map.get(8), 'value 8');
  map.delete(0);
  assert.deepEqual(map.oldest(), [1, 'value 1']);
  assert.equal(map.size, 9);
  assert.equal(map.get(42), undefined);
});

test('with a budget, setting an entry drops the oldest until the costs fit', () => {
  const map = new RecencyMap<string, string>({ budget: 10, costOf: (value) => value.length });
  map.set('a', 'xxxx');
  map.set('b', 'xxxx');
  map.set('c', 'xxx');
  assert.deepEqual(map.oldest(), ['b', 'xxxx']);
  assert.equal(map.size, 2);
  map.set('c', 'xxxxxxx');
  assert.equal(map.size, 1, 'replacing an entry counts its new cost, not both');
  assert.deepEqual(map.oldest(), ['c', 'xxxxxxx']);
});
