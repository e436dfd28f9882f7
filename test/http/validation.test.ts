import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasAtMostDecimalPlaces, toProblemDetails } from '../../src/http/validation.js';

test('accepts every price in cents up to a thousand dollars and near the maximum', () => {
  const cents = [
    ...Array.from({ length: 100_001 }, (_, i) => i),
    ...Array.from({ length: 10_001 }, (_, i) => 1_000_000_000 - i),
  ];
  for (const amount of cents) {
    const price = Number((amount / 100).toFixed(2));
    if (!hasAtMostDecimalPlaces(price, 2)) assert.fail(`${price} was rejected`);
  }
});

test('rejects prices with a third decimal digit', () => {
  for (const price of [0.001, 1.005, 12.345, 9999999.999, 0.015, Number.NaN, Infinity]) {
    assert.equal(hasAtMostDecimalPlaces(price, 2), false, String(price));
  }
});

test('turns Ajv errors into JSON pointers and drops the repeated if error', () => {
  const details = toProblemDetails([
    {
      keyword: 'required',
      instancePath: '/items/1',
      schemaPath: '#/required',
      params: { missingProperty: 'productName' },
    },
    {
      keyword: 'additionalProperties',
      instancePath: '',
      schemaPath: '#/additionalProperties',
      params: { additionalProperty: 'a/b' },
    },
    {
      keyword: 'pattern',
      instancePath: '/items/0/postalCode',
      schemaPath: '#/then',
      params: { pattern: '^[0-9]{5}(-[0-9]{4})?$' },
      message: 'must match pattern',
    },
    { keyword: 'if', instancePath: '/items/0', schemaPath: '#/if', params: {}, message: 'x' },
  ]);
  assert.deepEqual(details, [
    { path: '/items/1/productName', message: 'is required' },
    { path: '/a~1b', message: 'is not a known field' },
    {
      path: '/items/0/postalCode',
      message: 'must be a US ZIP code (12345 or 12345-6789) when country is US',
    },
  ]);
});
