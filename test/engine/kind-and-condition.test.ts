import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  categoryKind,
  detectUsedCondition,
  loadEngine,
  NOT_A_PRODUCT_CODE,
} from '../../src/engine/index.js';
import { DATA_DIR } from '../../src/paths.js';

const engine = loadEngine({ dataDir: DATA_DIR });

describe('category kind', () => {
  test('goods-making sectors and published goods are products, other sectors services', () => {
    assert.equal(categoryKind('334111'), 'product');
    assert.equal(categoryKind('111219'), 'product');
    assert.equal(categoryKind('511130'), 'product');
    assert.equal(categoryKind('511210'), 'product');
    assert.equal(categoryKind('512250'), 'product');
    assert.equal(categoryKind('481111'), 'service');
    assert.equal(categoryKind('812910'), 'service');
    assert.equal(categoryKind('519130'), 'service');
    assert.equal(categoryKind(NOT_A_PRODUCT_CODE), 'not-a-product');
  });

  test('a not-a-product footprint is zero with a zero factor, new or used', () => {
    for (const isUsed of [false, true]) {
      const figures = engine.active.footprint(
        {
          name: 'Gift card',
          description: '',
          manufacturer: null,
          sku: null,
          categoryHint: null,
          price: 100,
          currency: 'USD',
          quantity: 2,
          postalCode: null,
          country: 'US',
          isUsed,
          purchasedAt: new Date('2026-01-15T00:00:00Z'),
        },
        NOT_A_PRODUCT_CODE,
      );
      assert.equal(figures.carbonFootprint, 0);
      assert.equal(figures.carbonFootprintCradleToShelf, 0);
      assert.deepEqual(figures.factor, { withoutMargins: 0, margins: 0, withMargins: 0 });
      assert.equal(figures.spendUsd, 200);
    }
    assert.match(engine.active.categoryTitle(NOT_A_PRODUCT_CODE) ?? '', /^Not a product/);
  });

  test('the not-a-product code is not listed among the factor rows', () => {
    assert.ok(!engine.active.categories().some((row) => row.code === NOT_A_PRODUCT_CODE));
  });
});

describe('used-condition words', () => {
  test('English words in the title mark the item used, and say which', () => {
    for (const [title, phrase] of [
      ['Refurbished Dyson V11 vacuum', 'refurbished'],
      ['Second hand oak bookcase', 'second hand'],
      ['Pre-loved Coach handbag', 'pre-loved'],
      ['Kindle Oasis (Renewed)', 'renewed'],
      ['Vintage pre-owned leather jacket', 'vintage pre-owned'],
      ['Open box Sonos speaker', 'open box'],
    ] as const) {
      assert.deepEqual(detectUsedCondition(title, ''), {
        condition: 'used',
        from: 'title',
        phrase,
      });
    }
  });

  test('common foreign words count too', () => {
    for (const title of [
      'Bicicleta usada de montaña',
      'Perceuse d’occasion',
      'Gebrauchte Kaffeemaschine',
      'Smartphone reconditionné',
      'Laptop generalüberholt',
      'Fotocamera usata',
      '中古 カメラ',
      "Levi's 501 jeans W32 L30, EUC",
      'Canapé 3 places gris, très bon état',
      'Bicicleta niño 20 pulgadas, como nuevo',
      'Kinderwagen gut erhalten, Abholung',
      'Celular seminovo 128GB',
      'Kinderfiets 16 inch, zo goed als nieuw',
    ]) {
      assert.equal(detectUsedCondition(title, '')?.condition, 'used', title);
    }
  });

  test('the description counts when the title says nothing', () => {
    assert.deepEqual(detectUsedCondition('Road bike', 'Used for one season, serviced.'), null);
    assert.deepEqual(detectUsedCondition('Road bike', 'Lightly used, serviced in May.'), {
      condition: 'used',
      from: 'description',
      phrase: 'used',
    });
  });

  test('negations, uses and new-condition words do not mark an item used', () => {
    for (const [title, description] of [
      ['Tent, never used', ''],
      ['Drill, not used', ''],
      ['Unused blender in box', ''],
      ['Brand new, sealed console', ''],
      ['Zapatillas nuevas, talla 42', ''],
      ['Kaffeemaschine neu, originalverpackt', ''],
      ['Vintage style wall clock', ''],
      ['Cast iron skillet', 'Can be used on every stove and in the oven.'],
      ['Canvas tote', 'Widely used for groceries.'],
    ] as const) {
      assert.equal(detectUsedCondition(title, description), null, title);
    }
  });
});
