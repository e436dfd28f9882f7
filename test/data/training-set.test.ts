import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LabelledListing } from '../../scripts/model/listings-corpus.js';
import { trainingExamples } from '../../scripts/model/training-set.js';
import { loadEngineData } from '../../src/engine/load-data.js';
import { VERSION_DEFINITIONS } from '../../src/engine/versions.js';
import { DATA_DIR } from '../../src/paths.js';

const data = loadEngineData(
  DATA_DIR,
  VERSION_DEFINITIONS.map((d) => d.factorDir),
);

function listing(title: string, code: string, alternatives: string[]): LabelledListing {
  return {
    id: `test:${title}`,
    source: 'test',
    title,
    description: '',
    retailerCategory: 'test: Household > Air Fresheners & Candles',
    code,
    alternatives,
  };
}

function taughtCode(listings: readonly LabelledListing[], title: string): string | undefined {
  return trainingExamples(data, listings).find((example) => example.text.title === title)?.code;
}

describe('what a labelled listing teaches the text model', () => {
  test('a listing of a mixed category that the rules read as its alternative teaches the alternative', () => {
    const candle = listing('Lavender Soy Wax Candle, Glass Jar', '325612', ['339999']);
    assert.equal(taughtCode([candle], candle.title), '339999');
  });

  test('a listing the rules read as the category code, or as neither code, teaches the category code', () => {
    const spray = listing('Lavender Room Spray Air Freshener, 8 oz', '325612', ['339999']);
    const unknown = listing('Zxqv Lumora 200', '325612', ['339999']);
    assert.equal(taughtCode([spray, unknown], spray.title), '325612');
    assert.equal(taughtCode([spray, unknown], unknown.title), '325612');
  });

  test('a category without an alternative teaches its code, whatever the rules read', () => {
    const candle = listing('Lavender Soy Wax Candle, Glass Jar', '325612', []);
    assert.equal(taughtCode([candle], candle.title), '325612');
  });
});
