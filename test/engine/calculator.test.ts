import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadEngine, type Purchase, roundKg } from '../../src/engine/index.js';
import { DATA_DIR } from '../../src/paths.js';

const engine = loadEngine({ dataDir: DATA_DIR });
const v13 = engine.active;

// Figures from data/useeio-1.3/factors.json (334111: 0.03 / 0.028 / 0.058 kg per 2022 USD),
// data/cpi-u/annual.json (2022: 292.655, 2024: 313.689) and data/fx-rates/annual.json (EUR 2022: 0.9493).
function laptop(overrides: Partial<Purchase> = {}): Purchase {
  return {
    name: 'Laptop',
    description: '',
    manufacturer: null,
    sku: null,
    categoryHint: null,
    price: 100,
    currency: 'USD',
    quantity: 1,
    postalCode: null,
    country: 'US',
    isUsed: false,
    purchasedAt: new Date('2022-06-01T00:00:00Z'),
    ...overrides,
  };
}

function close(actual: number | null, expected: number): void {
  assert.ok(actual !== null, 'expected a number, got null');
  assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);
}

describe('calculator figures', () => {
  test('a new $100 laptop bought in the dollar year emits 100 × 0.058 kg', () => {
    const f = v13.footprint(laptop(), '334111');
    close(f.carbonFootprint, 5.8);
    close(f.carbonFootprintCradleToShelf, 5.8);
    close(f.carbonFootprintRetailOnly, 2.8);
    assert.equal(f.carbonFootprintSavings, null);
    close(f.carbonFootprintPerDollar, 0.058);
    assert.equal(f.currency, 'USD');
    close(f.spendUsd, 100);
    close(f.spendReferenceUsd, 100);
  });

  test('a used laptop carries only the margins and saves the production part', () => {
    const f = v13.footprint(laptop({ isUsed: true }), '334111');
    close(f.carbonFootprint, 2.8);
    close(f.carbonFootprintRetailOnly, 2.8);
    close(f.carbonFootprintSavings, 3);
    close(f.carbonFootprintCradleToShelf, 5.8);
    close(f.carbonFootprintPerDollar, 0.028);
  });

  test('quantity 3 triples every figure but not the figure per dollar', () => {
    const f = v13.footprint(laptop({ quantity: 3 }), '334111');
    close(f.carbonFootprint, 17.4);
    close(f.spendUsd, 300);
    close(f.carbonFootprintPerDollar, 0.058);
  });

  test('a price in EUR is converted at the purchase year rate', () => {
    const f = v13.footprint(laptop({ currency: 'EUR' }), '334111');
    close(f.spendUsd, 100 / 0.9493);
    close(f.carbonFootprint, (100 / 0.9493) * 0.058);
    assert.equal(roundKg(f.carbonFootprint), 6.11);
  });

  test('a year without a rate uses the latest earlier year that has one', () => {
    const f2026 = v13.footprint(
      laptop({ currency: 'EUR', purchasedAt: new Date('2026-03-01T00:00:00Z') }),
      '334111',
    );
    const f2025 = v13.footprint(
      laptop({ currency: 'EUR', purchasedAt: new Date('2025-03-01T00:00:00Z') }),
      '334111',
    );
    close(f2026.spendUsd, f2025.spendUsd);
  });

  test('a purchase in 2024 is deflated to 2022 dollars with CPI-U', () => {
    const f = v13.footprint(laptop({ purchasedAt: new Date('2024-12-31T23:59:59Z') }), '334111');
    const reference = (100 * 292.655) / 313.689;
    close(f.spendReferenceUsd, reference);
    close(f.carbonFootprint, reference * 0.058);
    close(f.carbonFootprintPerDollar, (reference * 0.058) / 100);
    assert.equal(roundKg(f.carbonFootprint), 5.411);
  });

  test('years after the CPI data use its latest year', () => {
    const later = v13.footprint(
      laptop({ purchasedAt: new Date('2031-01-01T00:00:00Z') }),
      '334111',
    );
    const latest = v13.footprint(
      laptop({ purchasedAt: new Date('2026-01-01T00:00:00Z') }),
      '334111',
    );
    close(later.carbonFootprint, latest.carbonFootprint);
  });

  test('the v1.2 version uses its own factors and 2021 dollars', () => {
    const v12 = engine.get('2026.11-useeio1.2');
    assert.ok(v12);
    const f = v12.footprint(laptop({ purchasedAt: new Date('2021-05-01T00:00:00Z') }), '334111');
    close(f.carbonFootprint, 11.2);
    assert.match(v12.method, /v1\.2.*2021 USD/);
  });

  test('a price of 0 gives zero figures, savings 0 when used and no figure per dollar', () => {
    const fresh = v13.footprint(laptop({ price: 0 }), '334111');
    assert.equal(fresh.carbonFootprint, 0);
    assert.equal(fresh.carbonFootprintSavings, null);
    assert.equal(fresh.carbonFootprintPerDollar, null);
    const used = v13.footprint(laptop({ price: 0, isUsed: true }), '334111');
    assert.equal(used.carbonFootprint, 0);
    assert.equal(used.carbonFootprintSavings, 0);
    assert.equal(used.carbonFootprintPerDollar, null);
  });

  test('an unsupported currency or unknown code is a RangeError', () => {
    assert.equal(v13.supportsCurrency('XYZ'), false);
    assert.equal(v13.supportsCurrency('USD'), true);
    assert.equal(v13.supportsCurrency('EUR'), true);
    assert.throws(() => v13.footprint(laptop({ currency: 'XYZ' }), '334111'), RangeError);
    assert.throws(() => v13.footprint(laptop(), '999999'), RangeError);
  });
});

describe('engine versions', () => {
  test('the newest version is active by default and both versions are listed', () => {
    assert.equal(engine.active.version, '2026.11-useeio1.3');
    assert.deepEqual([...engine.versions], ['2026.11-useeio1.3', '2026.11-useeio1.2']);
  });

  test('an unknown active version throws an error naming the known versions', () => {
    assert.throws(
      () => loadEngine({ dataDir: DATA_DIR, activeVersion: 'nope' }),
      /2026\.11-useeio1\.3.*2026\.11-useeio1\.2/,
    );
  });

  test('methodology names the data sets, categorizer and formulas', () => {
    const m = v13.methodology();
    assert.equal(m.version, '2026.11-useeio1.3');
    assert.equal(m.factorSet.dollarYear, 2022);
    assert.equal(m.factorSet.doi, '10.23719/1531143');
    assert.equal(m.factorSet.gwp, 'IPCC AR5');
    assert.equal(m.priceIndex.series, 'CUUR0000SA0');
    assert.ok(m.exchangeRates.currencies.includes('EUR'));
    assert.ok(m.exchangeRates.currencies.includes('USD'));
    assert.equal(m.categorizer.fallbackCode, '339999');
    assert.ok(m.categorizer.threshold > 0 && m.categorizer.threshold < 1);
    assert.ok(Object.keys(m.formulas).length >= 5);
  });

  test('categories lists every code of the factor set with title and factors', () => {
    const rows = v13.categories();
    assert.equal(rows.length, 1016);
    const laptopRow = rows.find((row) => row.code === '334111');
    assert.deepEqual(laptopRow?.factor, {
      withoutMargins: 0.03,
      margins: 0.028,
      withMargins: 0.058,
    });
    assert.equal(laptopRow?.title, 'Electronic Computer Manufacturing');
    assert.equal(v13.categoryTitle('334111'), 'Electronic Computer Manufacturing');
    assert.equal(v13.categoryTitle('toString'), null);
  });
});
