import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toView } from '../../src/http/footprint/build-transaction.js';
import { TransactionJson } from '../../src/http/transaction-json.js';
import { makeTransaction } from '../store/fixtures.js';

describe('serialized transactions', () => {
  test('the bytes of a transaction are its API view, without the owning account', () => {
    const transaction = makeTransaction({ accountId: 'account-1', itemCount: 2 });
    const parsed = JSON.parse(new TransactionJson().of(transaction).toString());
    assert.deepEqual(parsed, JSON.parse(JSON.stringify(toView(transaction))));
    assert.equal(parsed.accountId, undefined);
  });

  test('a page is its transactions in order with skip, limit, total and hasMore', () => {
    const json = new TransactionJson();
    const transactions = [makeTransaction({ accountId: 'a' }), makeTransaction({ accountId: 'a' })];
    const page = JSON.parse(
      json.page(transactions, { skip: 4, limit: 2, total: 9, hasMore: true }).toString(),
    );
    assert.deepEqual(page, {
      data: transactions.map((t) => JSON.parse(JSON.stringify(toView(t)))),
      skip: 4,
      limit: 2,
      total: 9,
      hasMore: true,
    });
    const empty = JSON.parse(
      json.page([], { skip: 0, limit: 20, total: 0, hasMore: false }).toString(),
    );
    assert.deepEqual(empty, { data: [], skip: 0, limit: 20, total: 0, hasMore: false });
  });

  test('reuses the bytes of a transaction read again, and drops the oldest past its budget', () => {
    const first = makeTransaction({ accountId: 'a' });
    const size = new TransactionJson().of(first).length;
    const json = new TransactionJson(size * 2 + 10);
    const bytes = json.of(first);
    assert.equal(json.of(first), bytes);
    json.of(makeTransaction({ accountId: 'a' }));
    json.of(makeTransaction({ accountId: 'a' }));
    const again = json.of(first);
    assert.notEqual(again, bytes);
    assert.deepEqual(again, bytes);
  });
  test('a page asked for again unchanged is the same bytes; one with another total is built anew', () => {
    const json = new TransactionJson();
    const transactions = [makeTransaction({ accountId: 'a' }), makeTransaction({ accountId: 'a' })];
    const fields = { skip: 0, limit: 2, total: 2, hasMore: false };
    const first = json.page(transactions, fields);
    assert.equal(json.page(transactions, { ...fields }), first);
    const grown = json.page(transactions, { ...fields, total: 3, hasMore: true });
    assert.notEqual(grown, first);
    assert.equal(JSON.parse(grown.toString()).total, 3);
    assert.notEqual(json.page([...transactions].reverse(), fields), first);
  });
});
