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

test('under a budget, entries leave oldest first however long the map has been evicting', () => {
  const map = new RecencyMap<number, number>({ budget: 100 });
  for (let key = 0; key < 1_000; key += 1) {
    map.set(key, key);
    // Now and then an old entry is read, and so moved behind the newer ones.
    if (key % 37 === 0 && key >= 100) map.get(key - 99);
    assert.ok(map.size <= 100);
  }
  assert.equal(map.size, 100);
  // Of the last hundred keys set, the oldest leave first; those read late are still here.
  map.set(1_000, 1_000);
  assert.equal(map.size, 100);
  const keys: number[] = [];
  for (let key = 0; key <= 1_000; key += 1) if (map.has(key)) keys.push(key);
  assert.equal(keys.length, 100);
  assert.equal(keys.at(-1), 1_000);
  // 900 was read after 999 was set (999 = 27 × 37), so 901 left in its place.
  assert.equal(keys[0], 900);
  assert.equal(map.has(901), false);
  // Emptied and filled again, it still evicts (the eviction's place in the map starts over).
  for (const key of keys) map.delete(key);
  assert.equal(map.size, 0);
  for (let key = 0; key < 150; key += 1) map.set(key, key);
  assert.equal(map.size, 100);
  assert.deepEqual(map.oldest(), [50, 50]);
});
