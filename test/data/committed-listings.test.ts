import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { labelledListings } from '../../scripts/model/build-model.js';
import type { LabelledListing } from '../../scripts/model/listings-corpus.js';
import { DATA_DIR } from '../../src/paths.js';

// The shared corpus may be absent (a clone without ../shared): the committed listings still load.
const NO_SHARED_DATA = join(DATA_DIR, 'no-such-folder');

function countByCategory(listings: readonly LabelledListing[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { retailerCategory } of listings) {
    counts.set(retailerCategory, (counts.get(retailerCategory) ?? 0) + 1);
  }
  return counts;
}

describe('listings committed beside the labels', () => {
  const listings = labelledListings(NO_SHARED_DATA, join(DATA_DIR, 'labels'));
  const priceRunner = listings.filter((listing) => listing.source === 'pricerunner');

  test('the PriceRunner offers load with their category labels, 300 in each of 10 categories', () => {
    assert.equal(priceRunner.length, 3000);
    const perCategory = countByCategory(priceRunner);
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

describe('the PCPartPicker part names committed beside the labels', () => {
  const listings = labelledListings(NO_SHARED_DATA, join(DATA_DIR, 'labels'));
  const parts = listings.filter((listing) => listing.source === 'pcpartpicker');
  const codeOf = (category: string) =>
    parts.find((listing) => listing.retailerCategory === `pcpartpicker: ${category}`)?.code;

  test('every labelled category loads, at most 150 names each, the mixed one left out', () => {
    const perCategory = countByCategory(parts);
    assert.equal(perCategory.size, 24);
    assert.ok([...perCategory.values()].every((count) => count > 0 && count <= 150));
    assert.equal(codeOf('case-accessory'), undefined);
  });

  test('parts get their Census industries', () => {
    assert.equal(codeOf('cpu'), '334413');
    assert.equal(codeOf('memory'), '334418');
    assert.equal(codeOf('internal-hard-drive'), '334112');
    assert.equal(codeOf('keyboard'), '334118');
    assert.equal(codeOf('power-supply'), '335999');
    assert.equal(codeOf('os'), '511210');
  });

  test('no name appears twice', () => {
    const titles = parts.map((listing) => listing.title.toLowerCase().replace(/\s+/g, ' '));
    assert.equal(new Set(titles).size, titles.length);
  });
});
