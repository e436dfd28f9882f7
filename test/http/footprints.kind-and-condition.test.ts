import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../helpers/build.js';
import { postFootprints, type TransactionBody } from '../helpers/requests.js';

async function footprintOf(t: Parameters<typeof build>[0], item: Record<string, unknown>) {
  const harness = await build(t);
  const response = await postFootprints(harness, harness.testKey, [item]);
  assert.equal(response.statusCode, 201, response.body);
  const first = response.json<TransactionBody>().items[0];
  assert.ok(first);
  return first;
}

test('a gift card is not a product: zero footprint and kind not-a-product', async (t) => {
  const item = await footprintOf(t, {
    productName: 'Bookstore e-gift card, $75',
    productPrice: 75,
  });
  assert.equal(item.footprint.category.kind, 'not-a-product');
  assert.equal(item.footprint.category.code, '000000');
  assert.equal(item.footprint.carbonFootprint, 0);
  assert.equal(item.footprint.carbonFootprintCradleToShelf, 0);
  assert.equal(item.footprint.carbonFootprintPerDollar, 0);
});

test('a hotel stay is footprinted as the hotel service, with kind service', async (t) => {
  const item = await footprintOf(t, {
    productName: 'Motel room for three nights',
    productPrice: 240,
  });
  assert.equal(item.footprint.category.code, '721110');
  assert.equal(item.footprint.category.kind, 'service');
  assert.ok(Number(item.footprint.carbonFootprint) > 0);
});

test('a product says kind product and no detected condition', async (t) => {
  const item = await footprintOf(t, {
    productName: 'Stainless steel chef knife',
    productPrice: 40,
  });
  assert.equal(item.footprint.category.kind, 'product');
  assert.equal(item.footprint.conditionDetected, null);
  assert.equal(item.submission.isUsed, false);
});

test('condition words in the title make an item without newProduct used, and say so', async (t) => {
  const item = await footprintOf(t, {
    productName: 'Pre-owned Nikon D750 DSLR camera body',
    productPrice: 600,
  });
  assert.equal(item.submission.isUsed, true);
  assert.deepEqual(item.footprint.conditionDetected, {
    condition: 'used',
    from: 'title',
    phrase: 'pre-owned',
  });
  assert.equal(item.footprint.carbonFootprint, item.footprint.carbonFootprintRetailOnly);
  assert.notEqual(item.footprint.carbonFootprintSavings, null);
});

test('condition words in a foreign-language description count too', async (t) => {
  const item = await footprintOf(t, {
    productName: 'Trekkingrad 28 Zoll',
    productDescription: 'Gebrauchtes Fahrrad, guter Zustand.',
    productPrice: 300,
    country: 'DE',
    postalCode: '10115',
  });
  assert.equal(item.submission.isUsed, true);
  assert.equal((item.footprint.conditionDetected as { from: string } | null)?.from, 'description');
});

test('an explicit newProduct wins over condition words', async (t) => {
  const item = await footprintOf(t, {
    productName: 'Refurbished espresso machine',
    productPrice: 180,
    newProduct: true,
  });
  assert.equal(item.submission.isUsed, false);
  assert.equal(item.footprint.conditionDetected, null);
});

test('negated condition words leave the item new', async (t) => {
  const item = await footprintOf(t, {
    productName: 'Camping stove, never used, still in original box',
    productPrice: 35,
  });
  assert.equal(item.submission.isUsed, false);
  assert.equal(item.footprint.conditionDetected, null);
});
