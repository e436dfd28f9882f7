import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { labelledListings } from '../../scripts/model/build-model.js';
import { DATA_DIR } from '../../src/paths.js';

// The shared corpus may be absent (a clone without ../shared): the committed listings still load.
const NO_SHARED_DATA = join(DATA_DIR, 'no-such-folder');

describe('listings committed beside the labels', () => {
  const listings = labelledListings(NO_SHARED_DATA, join(DATA_DIR, 'labels'));
  const priceRunner = listings.filter((listing) => listing.source === 'pricerunner');

  test('the PriceRunner offers load with their category labels, 300 in each of 10 categories', () => {
    assert.equal(priceRunner.length, 3000);
    const perCategory = new Map<string, number>();
    for (const listing of priceRunner) {
      perCategory.set(
        listing.retailerCategory,
        (perCategory.get(listing.retailerCategory) ?? 0) + 1,
      );
    }
    assert.equal(perCategory.size, 10);
    assert.ok([...perCategory.values()].every((count) => count === 300));
  });

  test('phones, TVs, processors, cameras and household appliances get their industries', () => {
    const codeOf = (category: string) =>
      priceRunner.find((listing) => listing.retailerCategory === `pricerunner: ${category}`)?.code;
    assert.equal(codeOf('Mobile Phones'), '334220');
    assert.equal(codeOf('TVs'), '334310');
    assert.equal(codeOf('CPUs'), '334413');
    assert.equal(codeOf('Digital Cameras'), '333316');
    assert.equal(codeOf('Washing Machines'), '335220');
  });

  test('no title appears twice', () => {
    const titles = priceRunner.map((listing) => listing.title.toLowerCase().replace(/\s+/g, ' '));
    assert.equal(new Set(titles).size, titles.length);
  });
});
