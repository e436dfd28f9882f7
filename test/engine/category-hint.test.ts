import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildRuleCategorizer } from '../../src/engine/build-engine.js';
import { productLevels } from '../../src/engine/categorizer/shop-hint.js';
import { loadEngine } from '../../src/engine/index.js';
import { loadEngineData } from '../../src/engine/load-data.js';
import { FEATURE_NAMES } from '../../src/engine/model/combiner.js';
import { createHybridCategorizer } from '../../src/engine/model/hybrid-categorizer.js';
import { createTextModel } from '../../src/engine/model/text-model.js';
import { VERSION_DEFINITIONS } from '../../src/engine/versions.js';
import { DATA_DIR } from '../../src/paths.js';

// Examples written for these tests, not taken from any listing corpus.
const engine = loadEngine({ dataDir: DATA_DIR });
/** The rules alone, whose evidence shows how a hint was read. */
const rules = buildRuleCategorizer(
  loadEngineData(
    DATA_DIR,
    VERSION_DEFINITIONS.map((d) => d.factorDir),
  ),
);

function codeOf(name: string, categoryHint: string | null): string {
  return engine.active.categorize({
    name,
    description: '',
    manufacturer: null,
    sku: null,
    categoryHint,
  }).best.code;
}

describe("a shop's category path sent as the hint", () => {
  test('says whether produce the title names is fresh, frozen or canned', () => {
    assert.equal(codeOf('Organic Sweet Peas', null), '111219');
    assert.equal(codeOf('Organic Sweet Peas', 'Frozen > Frozen Produce'), '311411');
    assert.equal(codeOf('Cut Green Beans', 'Canned Goods > Canned Vegetables'), '311421');
  });

  test('is read level by level whether written with ">", breadcrumbs or slashes', () => {
    const separators = ['Drinkware > Water Bottles', 'Drinkware › Water Bottles'];
    separators.push('Drinkware | Water Bottles', 'Kitchen/Drinkware/Water Bottles');
    for (const categoryHint of separators) {
      const { candidates } = rules.categorize({
        name: 'Hydro Cell 32oz',
        description: '',
        manufacturer: null,
        sku: null,
        categoryHint,
      });
      // The last level is a category of the taxonomy, not words to look up one by one.
      assert.match(candidates[0]?.evidence.join(' ') ?? '', /taxonomy category "water bottles"/);
    }
  });

  test('is read without the levels that say how the shop sells: sales, gifts, seasons, the root', () => {
    assert.equal(productLevels('Clearance > Electronics > Headphones'), 'Electronics > Headphones');
    assert.equal(productLevels('Home › Kitchen › Cookware'), 'Kitchen > Cookware');
    assert.equal(productLevels("Valentine's Day"), '');
    assert.equal(productLevels('Soldes | Nouveautés'), '');
    assert.equal(productLevels('Women > Shoes > Boots'), 'Women > Shoes > Boots');
  });

  test('is read without the levels that say a product is sold by subscription, in a bundle or set', () => {
    assert.equal(productLevels('Subscriptions'), '');
    assert.equal(productLevels('Bundles > Skin Care'), 'Skin Care');
    assert.equal(productLevels('Gift Sets'), '');
    assert.equal(productLevels('Add-Ons'), '');
    assert.equal(codeOf('Whole Bean Espresso Roast, 2 lb Bag', 'Subscriptions'), '311920');
  });

  test("that is a card network's merchant category, commas and all, names that industry", () => {
    for (const [categoryHint, code] of [
      ['Cable, Satellite, and Other Pay Television and Radio Services', '517311'],
      ['Commuter Transport, Ferries', '485111'],
    ] as const) {
      const { best } = rules.categorize({
        name: 'Monthly statement 0423',
        description: '',
        manufacturer: null,
        sku: null,
        categoryHint,
      });
      assert.equal(best.code, code, categoryHint);
    }
  });

  test('that names the gear of a use does not outvote the product type the title names', () => {
    assert.equal(codeOf('Conical Burr Grinder, 40 Settings', 'Espresso Gear'), '335210');
    assert.equal(codeOf('LED Camping Lantern, Rechargeable', 'Camping Gear'), '335129');
  });

  test('names no industry by a department alone, so the title decides', () => {
    for (const categoryHint of ['Clearance > Electronics', 'Electronics']) {
      const { best, candidates } = rules.categorize({
        name: 'Leather Folio Case for iPhone 15 Pro',
        description: '',
        manufacturer: null,
        sku: null,
        categoryHint,
      });
      assert.equal(best.code, '316998', categoryHint);
      assert.doesNotMatch(candidates.flatMap((c) => c.evidence).join(' '), /hint: taxonomy/);
    }
  });

  test('that names only the device an accessory fits describes the host, not the product', () => {
    assert.equal(
      codeOf('Samsung Galaxy S24 Leather Case', 'Phones > Samsung Galaxy S24'),
      '316998',
    );
    assert.equal(codeOf('iPhone 15 Tempered Glass Screen Protector', 'Cell Phones'), '327215');
  });

  test('that is only a store department does not outvote a product type the title names', () => {
    assert.equal(codeOf('Denso Direct Ignition Coil', 'Auto & Tires'), '336320');
    assert.equal(codeOf('Ceramic Brake Pads, Front Set', 'Auto & Tires'), '336340');
  });

  test('of one level does not outvote a product type the vocabulary names at the head', () => {
    assert.equal(codeOf('Inflatable Stand Up Paddle Board Kit', 'Water'), '339920');
    assert.equal(codeOf('Stainless Insulated Water Bottle 32oz', 'Drinkware'), '332439');
  });

  test('that names a restaurant, café or bar makes the food the title names a meal served there', () => {
    assert.equal(codeOf('Pad Kra Pao with Fried Egg', 'Thai restaurant'), '722511');
    assert.equal(codeOf('Tall Hazelnut Latte', 'Starbucks'), '722515');
    assert.equal(codeOf('Whole Bean Coffee, 12 oz Bag', 'Starbucks'), '311920');
    assert.equal(codeOf('Seaweed Salad', 'Sushi restaurant'), '722511');
  });

  test('that names only the kind of shop or the chain does not outvote the product the title names', () => {
    assert.equal(codeOf('Kingsford Original Charcoal 8 lb', 'Gas station'), '325194');
    assert.equal(codeOf('BNLS SKNLS CHKN BRST FP', 'Kroger'), '311615');
  });

  test('keeps a path that names the same kind of good as the title', () => {
    assert.equal(codeOf('Organic Sweet Peas', 'Frozen > Frozen Produce'), '311411');
  });

  test('is weighed by the combiner fitted for hinted listings, and only when there is one', () => {
    const data = loadEngineData(
      DATA_DIR,
      VERSION_DEFINITIONS.map((d) => d.factorDir),
    );
    assert.ok(data.textModel, 'the model is built');
    const { file, weights } = data.textModel;
    assert.equal(file.combinerWithHint?.weights.length, FEATURE_NAMES.length);
    // A hint combiner whose calibration says 0.5 for everything shows which one answered.
    const categorizer = createHybridCategorizer({
      rules: buildRuleCategorizer(data),
      model: createTextModel(file, weights),
      combiner: file.combiner,
      hintCombiner: { ...file.combiner, calibration: { x: [0, 1], y: [0.5, 0.5] } },
      titleOf: () => null,
      version: 'test',
    });
    const text = {
      name: 'Stainless steel chef knife, 8 inch',
      description: '',
      manufacturer: null,
      sku: null,
    };
    assert.equal(
      categorizer.categorize({ ...text, categoryHint: 'Kitchen > Knives' }).best.confidence,
      0.5,
    );
    assert.notEqual(categorizer.categorize({ ...text, categoryHint: null }).best.confidence, 0.5);
    assert.notEqual(categorizer.categorize({ ...text, categoryHint: '  ' }).best.confidence, 0.5);
  });
});
