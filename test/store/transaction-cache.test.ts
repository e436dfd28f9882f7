import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TransactionCache } from '../../src/store/transaction-cache.js';
import { makeTransaction } from './fixtures.js';

const ACCOUNT = '00000000-0000-4000-8000-00000000000a';

test('forgets the least recently read transactions once it holds more rows than its bound', () => {
  const cache = new TransactionCache(100);
  const first = cache.add(makeTransaction({ accountId: ACCOUNT, itemCount: 4 }));
  const added = Array.from({ length: 25 }, () =>
    cache.add(makeTransaction({ accountId: ACCOUNT, itemCount: 4 })),
  );
  // 26 transactions of 5 rows each: the oldest ones are gone, the newest are kept.
  assert.equal(cache.get(first.id), undefined);
  assert.equal(cache.get(added[24]?.id ?? ''), added[24]);
  const kept = added.filter((transaction) => cache.get(transaction.id) !== undefined);
  assert.equal(kept.length, 20);
});

test('keeps a transaction it has just read in preference to older ones', () => {
  const cache = new TransactionCache(100);
  const [oldest, ...rest] = Array.from({ length: 20 }, () =>
    cache.add(makeTransaction({ accountId: ACCOUNT, itemCount: 4 })),
  );
  assert.ok(oldest);
  cache.get(oldest.id);
  cache.add(makeTransaction({ accountId: ACCOUNT, itemCount: 4 }));
  assert.equal(cache.get(oldest.id), oldest);
  assert.equal(cache.get(rest[0]?.id ?? ''), undefined);
});

test('leaves out a transaction too large to share the cache with many small ones', () => {
  const cache = new TransactionCache(100);
  const large = cache.add(makeTransaction({ accountId: ACCOUNT, itemCount: 10 }));
  assert.equal(cache.get(large.id), undefined);
});

test('shows a cached transaction only to its account and in its environment', () => {
  const cache = new TransactionCache();
  const sandbox = cache.add(makeTransaction({ accountId: ACCOUNT }));
  assert.equal(cache.visible(sandbox.id, ACCOUNT, ['sandbox']), sandbox);
  assert.equal(cache.visible(sandbox.id, ACCOUNT, ['production']), null);
  assert.equal(cache.visible(sandbox.id, 'another-account', ['sandbox', 'production']), null);
  assert.equal(cache.visible('unknown', ACCOUNT, ['sandbox']), undefined);
});

test('freezes what it keeps, so that no reader can change what the next one sees', () => {
  const cache = new TransactionCache();
  const kept = cache.add(makeTransaction({ accountId: ACCOUNT, itemCount: 1 }));
  assert.throws(() => {
    (kept.items[0]?.footprint as { carbonFootprint: number }).carbonFootprint = 0;
  }, TypeError);
});
