import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createCategorizer } from '../../src/engine/categorizer/categorizer.js';
import { censusPhrases } from '../../src/engine/categorizer/census-phrases.js';
import { buildPhraseIndex, type PhraseEntry } from '../../src/engine/categorizer/phrase-index.js';
import { buildTaxonomyIndex } from '../../src/engine/categorizer/taxonomy.js';
import type { ProductText } from '../../src/engine/index.js';
import { parseVocabulary } from '../../src/engine/load-data.js';

const VOCABULARY = parseVocabulary(
  [
    'phrase\tnaics6\tkind',
    'headphones\t334310\ttype',
    'wireless earbuds\t334310\ttype',
    'phone case\t326199\ttype',
    'case\t326199\ttype',
    'iphone\t334220\tline',
    'smartphone\t334220\ttype',
    'sony\t334310\tbrand',
    'lego\t339930\tbrand',
    'backpack\t316998\ttype',
    't-shirt\t315220\ttype',
    'dress\t315240\ttype',
    'knife\t332215\ttype',
    'ps5\t339930\tline',
    'galaxy s\t334220\tline',
    'thinkpad\t334111\tline',
    'intel core ultra\t334413\tline',
    'charger\t335999\ttype',
    'cream\t311511\ttype',
    'crisps\t311919\ttype',
    'air fryer\t335210\ttype',
  ].join('\n'),
);

function categorizer(extra: PhraseEntry[] = []) {
  const taxonomy = buildTaxonomyIndex(
    [
      { path: 'Electronics', naics6: '-' },
      { path: 'Electronics > Audio', naics6: '334310' },
      { path: 'Electronics > Audio > Headphones & Headsets', naics6: '' },
      { path: 'Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils', naics6: '332215' },
    ],
    () => true,
  );
  const census = censusPhrases(
    [
      ['334111', 'Laptop computers manufacturing'],
      ['311412', 'Pizzas, frozen, manufacturing'],
      ['423430', 'Computers merchant wholesalers'],
    ],
    () => true,
  );
  return createCategorizer({
    version: 'test',
    primary: buildPhraseIndex([...VOCABULARY, ...extra, ...taxonomy.phrases]),
    census: buildPhraseIndex(census),
    taxonomy,
    titleOf: (code) => `Title ${code}`,
  });
}

const cat = categorizer();
function code(name: string, more: Partial<ProductText> = {}): string {
  return cat.categorize({
    name,
    description: '',
    manufacturer: null,
    sku: null,
    categoryHint: null,
    ...more,
  }).best.code;
}

describe('categorizer mechanisms', () => {
  test('the head product type beats a brand that names another category', () => {
    assert.equal(code('LEGO Star Wars Backpack'), '316998');
    assert.equal(code('Sony Smartphone'), '334220');
  });

  test('a product line counts when no product type is named', () => {
    assert.equal(code('Apple iPhone 15 Pro 256GB'), '334220');
  });

  test('without a product type, the first product line names the product', () => {
    assert.equal(code('Lenovo ThinkPad X1 Carbon Gen 12 Intel Core Ultra 7'), '334111');
    assert.equal(code('Intel Core Ultra 7 265K Desktop Processor'), '334413');
  });

  test('a model code stands for the series letter of its product line', () => {
    assert.equal(code('Samsung Galaxy S24 Ultra 512GB Titanium Black'), '334220');
    assert.equal(
      cat.categorize({
        name: 'Galaxy X24',
        description: '',
        manufacturer: null,
        sku: null,
        categoryHint: null,
      }).best.fallback,
      true,
    );
  });

  test("a model code another maker's line knows still stands for this line's series letter", () => {
    const withVacuum = categorizer([
      { phrase: 'roborock s8', code: '335210', kind: 'line', source: 'vocabulary' },
    ]);
    const answer = (name: string): string =>
      withVacuum.categorize({
        name,
        description: '',
        manufacturer: null,
        sku: null,
        categoryHint: null,
      }).best.code;
    assert.equal(answer('Samsung Galaxy S8 64GB Midnight Black'), '334220');
    assert.equal(answer('Roborock S8 Pro Ultra'), '335210');
  });

  test('the part after "for" names the target product and counts much less', () => {
    assert.equal(code('Clear Case for iPhone 15'), '326199');
    assert.equal(code('USB-C Charger compatible with iPhone'), '335999');
  });

  test('the last product type of the main segment is the head', () => {
    assert.equal(code('Headphones Case'), '326199');
  });

  test('plurals and hyphen variants match the singular phrase', () => {
    assert.equal(code('Kitchen Knives Set of 6'), '332215');
    assert.equal(code('Pack of 3 T-Shirts'), '315220');
    assert.equal(code('Organic cotton tshirt'), '315220');
    assert.equal(code('Plain T Shirt'), '315220');
  });

  test('the wearer decides between the two cut-and-sew apparel codes', () => {
    assert.equal(code("Women's Crew Neck T-Shirt"), '315240');
    assert.equal(code('Girls T-Shirt'), '315240');
    assert.equal(code("Men's Summer Dress Shirt Dress"), '315220');
    assert.equal(code('Unisex T-Shirt for Men and Women'), '315220');
    assert.equal(code('Baby Boys T-Shirt'), '315240');
    assert.equal(code('Floral Summer Dress'), '315240');
  });

  test('model numbers, sizes and quantities are ignored, known lines with digits are kept', () => {
    assert.equal(code('WH-1000XM5 Headphones 2-Pack 13-inch XL'), '334310');
    assert.equal(code('PS5 Console'), '339930');
  });

  test('non-Latin text does not throw and falls back', () => {
    const result = cat.categorize({
      name: '无线耳机 ワイヤレス',
      description: 'Ελληνικά',
      manufacturer: null,
      sku: null,
      categoryHint: null,
    });
    assert.equal(result.best.fallback, true);
  });

  test('gibberish falls back to the documented default with fallback true', () => {
    const result = cat.categorize({
      name: 'xq zzv plorp',
      description: '',
      manufacturer: null,
      sku: null,
      categoryHint: null,
    });
    assert.equal(result.best.code, '339999');
    assert.equal(result.best.fallback, true);
    assert.ok(result.best.confidence < cat.threshold);
  });

  test('a category hint that is a taxonomy path is strong evidence', () => {
    assert.equal(
      code('Quiet Comfort Ultra', { categoryHint: 'Electronics > Audio > Headphones & Headsets' }),
      '334310',
    );
    assert.equal(
      code('Quiet Comfort Ultra', { categoryHint: 'Shop > Headphones & Headsets' }),
      '334310',
    );
  });

  test('taxonomy node names are product-type phrases', () => {
    assert.equal(code('Stainless Kitchen Utensils'), '332215');
  });

  test('the manufacturer counts as a brand', () => {
    assert.equal(code('Classic Bricks Bucket', { manufacturer: 'LEGO' }), '339930');
  });

  test('the Census index is a back-off when no vocabulary phrase matches', () => {
    assert.equal(code('Gaming Laptop Computer 16GB'), '334111');
    assert.equal(code('Frozen Pizzas Margherita'), '311412');
  });

  test('evidence and a confidence in 0–1 come with every candidate, best first', () => {
    const result = cat.categorize({
      name: 'Wireless Earbuds',
      description: 'with charging case',
      manufacturer: null,
      sku: null,
      categoryHint: null,
    });
    assert.equal(result.best.code, '334310');
    assert.ok(result.candidates.length <= 5);
    for (const candidate of result.candidates) {
      assert.ok(candidate.confidence >= 0 && candidate.confidence <= 1);
      assert.ok(candidate.evidence.length > 0);
    }
    assert.match(result.candidates[0]?.evidence[0] ?? '', /wireless earbuds/);
  });

  test('the same listing always gets the same answer', () => {
    const text = {
      name: 'Sony Headphones',
      description: 'Great',
      manufacturer: 'Sony',
      sku: null,
      categoryHint: null,
    };
    assert.deepEqual(cat.categorize(text), cat.categorize({ ...text }));
  });
});

describe('title structure', () => {
  test('a product type right after a memory or camera spec is a spec, not the product', () => {
    const extra: PhraseEntry[] = [
      { phrase: 'ram', code: '334413', kind: 'type', source: 'vocabulary' },
    ];
    const withRam = categorizer(extra);
    const result = withRam.categorize({
      name: 'Phone X, 16GB RAM, Android Smartphone',
      description: '',
      manufacturer: null,
      sku: null,
      categoryHint: null,
    });
    assert.equal(result.best.code, '334220');
  });

  test('"for women" names an audience, so the words after it still name the product', () => {
    assert.equal(code('Backpack for Women Large Clear Phone Case'), '326199');
  });

  test('a lone colour word after the first chunk is an attribute, not a product', () => {
    assert.notEqual(code('Ribbed Crew Neck Top - Cream'), '311511');
    assert.equal(code('Cream, Fresh, 500 ml'), '311511');
  });

  test('a relative clause after "that" describes the product rather than naming it', () => {
    assert.equal(code('Compact Air Fryer that Crisps and Roasts'), '335210');
  });

  const more = categorizer([
    { phrase: 'rosé', code: '312130', kind: 'type', source: 'vocabulary' },
    { phrase: 'watch', code: '334519', kind: 'type', source: 'vocabulary' },
    { phrase: 'batteries', code: '335912', kind: 'type', source: 'vocabulary' },
    { phrase: 'leaf blower', code: '333112', kind: 'type', source: 'vocabulary' },
    { phrase: 'box spring', code: '337910', kind: 'type', source: 'vocabulary' },
    { phrase: 'bed frame', code: '337124', kind: 'type', source: 'vocabulary' },
    { phrase: 'work boot', code: '316210', kind: 'type', source: 'vocabulary' },
    { phrase: 'pit boss', code: '335220', kind: 'line', source: 'vocabulary' },
    { phrase: 'axes', code: '332216', kind: 'type', source: 'vocabulary' },
    { phrase: 'router', code: '334220', kind: 'type', source: 'vocabulary' },
    { phrase: 'archer ax', code: '334220', kind: 'line', source: 'vocabulary' },
  ]);
  const moreCode = (name: string): string =>
    more.categorize({ name, description: '', manufacturer: null, sku: null, categoryHint: null })
      .best.code;

  test('a colour word ending the title after the product is named is its colour', () => {
    assert.equal(moreCode('Women Stainless Steel Quartz Watch Rose Gold'), '334519');
    assert.equal(moreCode('Rosé Wine 750 ml'), '312130');
  });

  test('a product word before "powered", "operated" or "free" is an attribute', () => {
    assert.equal(moreCode('Leaf Blower Cordless 20V Battery Powered Handheld'), '333112');
    assert.equal(moreCode('Alkaline Batteries AA 24 Count'), '335912');
  });

  test('what "no … needed" names is something the product does not need', () => {
    assert.equal(moreCode('Metal Bed Frame Queen Heavy Duty No Box Spring Needed'), '337124');
    assert.equal(moreCode('Box Spring Queen 9 Inch'), '337910');
  });

  test('an inch mark after a number does not cut the title', () => {
    assert.equal(moreCode('Pit Boss Steel Toe 6" Work Boot'), '316210');
  });

  test('a series letter read from a model code completes a line but names no product alone', () => {
    assert.equal(moreCode('WiFi 6 Router AX3000 Dual Band Archer AX55'), '334220');
    assert.equal(moreCode('Internet Router AX3000'), '334220');
  });
});

describe('conventions refinements', () => {
  const extra: PhraseEntry[] = [
    { phrase: 'duffle bag', code: '314910', kind: 'type', source: 'vocabulary' },
    { phrase: 'blueberries', code: '111334', kind: 'type', source: 'vocabulary' },
  ];
  const refined = categorizer(extra);
  const codeOf = (name: string): string =>
    refined.categorize({ name, description: '', manufacturer: null, sku: null, categoryHint: null })
      .best.code;

  test('a leather bag or case goes to leather goods, a textile one to textile bags', () => {
    assert.equal(codeOf('Leather Weekender Duffle Bag'), '316998');
    assert.equal(codeOf('Canvas Duffle Bag'), '314910');
    assert.equal(codeOf('Genuine Leather Phone Case'), '316998');
    assert.equal(codeOf('Silicone Phone Case'), '326299');
    assert.equal(codeOf('PU Leather Duffle Bag'), '314910');
  });

  test('frozen produce is manufactured, fresh produce is farmed', () => {
    assert.equal(codeOf('Frozen Wild Blueberries, 3 lb'), '311411');
    assert.equal(codeOf('Fresh Blueberries, 1 pint'), '111334');
  });
});
