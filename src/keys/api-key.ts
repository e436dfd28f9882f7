import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyKind } from '../store/store.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 40;
const START_LENGTH = 4;
// The largest multiple of 62 that fits in a byte: bytes at or above it are thrown away, so every
// character is equally likely (a plain `byte % 62` would favour the first 8 characters).
const ACCEPT_BELOW = 256 - (256 % ALPHABET.length);
const KEY_PATTERN = /^fp_(test|live)_[A-Za-z0-9]{32,128}$/;

/** A newly generated key: the secret to show once, and what the store keeps of it. */
export interface GeneratedApiKey {
  key: string;
  /** Lower-case hex SHA-256 of `key`. */
  hash: string;
  /** The prefix and the first random characters, safe to display (`fp_test_Ab12`). */
  start: string;
}

export function keyPrefix(kind: KeyKind): string {
  return `fp_${kind}_`;
}

/** `length` uniformly random base62 characters; `source` is replaceable for tests only. */
export function randomBase62(
  length: number,
  source: (size: number) => Uint8Array = randomBytes,
): string {
  let out = '';
  while (out.length < length) {
    for (const byte of source(length)) {
      if (byte < ACCEPT_BELOW) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export function generateApiKey(kind: KeyKind): GeneratedApiKey {
  const random = randomBase62(RANDOM_LENGTH);
  const key = keyPrefix(kind) + random;
  return { key, hash: hashApiKey(key), start: keyPrefix(kind) + random.slice(0, START_LENGTH) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** True for a key of the generated shape: a kind prefix and 32 to 128 base62 characters. */
export function looksLikeApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The kind named by the key's prefix, or null; says nothing about whether the key exists. */
export function kindOfKey(key: string): KeyKind | null {
  if (key.startsWith(keyPrefix('test'))) return 'test';
  if (key.startsWith(keyPrefix('live'))) return 'live';
  return null;
}

/** Compares two hex hashes in constant time (for equal lengths, as SHA-256 hashes are). */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}
