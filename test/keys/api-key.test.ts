import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  generateApiKey,
  hashApiKey,
  hashesEqual,
  kindOfKey,
  looksLikeApiKey,
  randomBase62,
} from '../../src/keys/api-key.js';

describe('generateApiKey', () => {
  test('makes a test key of the prefix and 40 base62 characters', () => {
    const { key } = generateApiKey('test');
    assert.match(key, /^fp_test_[A-Za-z0-9]{40}$/);
  });

  test('makes a live key with the live prefix', () => {
    assert.match(generateApiKey('live').key, /^fp_live_[A-Za-z0-9]{40}$/);
  });

  test('returns the SHA-256 hex of the key and a start of the prefix and four characters', () => {
    const { key, hash, start } = generateApiKey('test');
    assert.equal(hash, createHash('sha256').update(key).digest('hex'));
    assert.equal(start, key.slice(0, 'fp_test_'.length + 4));
    assert.ok(!hash.includes(key.slice(8)));
  });

  test('never repeats a key across many generations', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateApiKey('test').key));
    assert.equal(keys.size, 2000);
  });

  test('uses every base62 character', () => {
    const seen = new Set(
      Array.from({ length: 200 }, () => generateApiKey('live').key.slice(8)).join(''),
    );
    assert.equal(seen.size, 62);
  });
});

describe('randomBase62', () => {
  test('discards bytes from 248 up instead of wrapping them onto the first characters', () => {
    const bytes = [248, 255, 250, 0, 61, 62, 247];
    let calls = 0;
    const source = (size: number) => {
      calls += 1;
      return Uint8Array.from(bytes.splice(0, size));
    };
    assert.equal(randomBase62(4, source), 'A9A9');
    assert.equal(calls, 2);
  });
});

describe('hashApiKey and hashesEqual', () => {
  test('hashes to lower-case hex SHA-256', () => {
    assert.equal(
      hashApiKey('fp_test_default'),
      createHash('sha256').update('fp_test_default').digest('hex'),
    );
    assert.match(hashApiKey('x'), /^[0-9a-f]{64}$/);
  });

  test('says equal only for the same hash', () => {
    const a = hashApiKey('fp_test_a');
    assert.equal(hashesEqual(a, hashApiKey('fp_test_a')), true);
    assert.equal(hashesEqual(a, hashApiKey('fp_test_b')), false);
    assert.equal(hashesEqual(a, a.slice(1)), false);
  });
});

describe('looksLikeApiKey and kindOfKey', () => {
  test('accepts generated keys and rejects other shapes', () => {
    assert.equal(looksLikeApiKey(generateApiKey('test').key), true);
    assert.equal(looksLikeApiKey(generateApiKey('live').key), true);
    assert.equal(looksLikeApiKey('fp_test_short'), false);
    assert.equal(looksLikeApiKey(`fp_prod_${'a'.repeat(40)}`), false);
    assert.equal(looksLikeApiKey(`fp_test_${'a'.repeat(39)}!`), false);
    assert.equal(looksLikeApiKey(''), false);
  });

  test('names the kind from the prefix', () => {
    assert.equal(kindOfKey(generateApiKey('test').key), 'test');
    assert.equal(kindOfKey(generateApiKey('live').key), 'live');
    assert.equal(kindOfKey('fp_test_default'), 'test');
    assert.equal(kindOfKey('sk_live_123'), null);
  });
});
