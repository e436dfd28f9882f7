import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadEngine, NOT_A_PRODUCT_CODE } from '../../src/engine/index.js';
import {
  loadEngineData,
  parseTaxonomy,
  parseVocabulary,
  TAXONOMY_FILE,
} from '../../src/engine/load-data.js';
import { DATA_DIR } from '../../src/paths.js';

const data = loadEngineData(DATA_DIR, ['useeio-1.3', 'useeio-1.2']);
const vocabularyDir = join(DATA_DIR, 'vocabulary');

describe('committed data files', () => {
  test('every JSON data file parses', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(join(dir, entry.name))
          : entry.name.endsWith('.json')
            ? [join(dir, entry.name)]
            : [],
      );
    const files = walk(DATA_DIR);
    assert.ok(files.length >= 5);
    for (const file of files)
      assert.doesNotThrow(() => JSON.parse(readFileSync(file, 'utf8')), file);
  });

  test('each factor set covers the same 1,016 codes with consistent factors', () => {
    const v13 = data.factorSets.get('useeio-1.3');
    const v12 = data.factorSets.get('useeio-1.2');
    assert.ok(v13 && v12);
    assert.equal(Object.keys(v13.factors).length, 1016);
    assert.deepEqual(Object.keys(v12.factors).sort(), Object.keys(v13.factors).sort());
    for (const [code, row] of Object.entries(v13.factors)) {
      assert.match(code, /^\d{6}$/);
      assert.ok(Math.abs(row.withoutMargins + row.margins - row.withMargins) < 0.0015, code);
    }
  });

  test('every vocabulary file parses and all its codes exist in both factor sets or are the not-a-product code', () => {
    const files = existsSync(vocabularyDir)
      ? readdirSync(vocabularyDir).filter((name) => name.endsWith('.tsv'))
      : [];
    for (const name of files.filter((file) => file !== TAXONOMY_FILE)) {
      const text = readFileSync(join(vocabularyDir, name), 'utf8');
      const entries = parseVocabulary(text);
      const lines = text.split('\n').filter((line) => line.trim() !== '').length;
      assert.equal(entries.length, lines - 1, `${name}: every row but the header parses`);
      for (const entry of entries) {
        if (entry.code === NOT_A_PRODUCT_CODE) continue;
        for (const set of data.factorSets.values()) {
          assert.ok(
            Object.hasOwn(set.factors, entry.code),
            `${name}: "${entry.phrase}" → ${entry.code} has no factor`,
          );
        }
      }
    }
  });

  test('every taxonomy code exists in both factor sets', () => {
    const path = join(vocabularyDir, TAXONOMY_FILE);
    const rows = existsSync(path) ? parseTaxonomy(readFileSync(path, 'utf8')) : [];
    for (const row of rows) {
      if (row.naics6 === '' || row.naics6 === '-') continue;
      for (const set of data.factorSets.values()) {
        assert.ok(
          Object.hasOwn(set.factors, row.naics6),
          `${row.path} → ${row.naics6} has no factor`,
        );
      }
    }
  });
});

describe('loaded engine', () => {
  const engine = loadEngine({ dataDir: DATA_DIR });

  test('gibberish falls back to 339999 with fallback true', () => {
    const result = engine.active.categorize({
      name: 'zzqx vlorp 8842',
      description: '',
      manufacturer: null,
      sku: null,
      categoryHint: null,
    });
    assert.equal(result.best.code, '339999');
    assert.equal(result.best.fallback, true);
  });

  test('the same listing gets the same category and the same number every time', () => {
    const text = {
      name: "Men's Cotton T-Shirt, Navy",
      description: 'Soft tee',
      manufacturer: null,
      sku: null,
      categoryHint: null,
    };
    const first = engine.active.categorize(text);
    const again = loadEngine({ dataDir: DATA_DIR }).active.categorize({ ...text });
    assert.deepEqual(again, first);
    const purchase = {
      ...text,
      price: 20,
      currency: 'USD',
      quantity: 1,
      postalCode: null,
      country: 'US',
      isUsed: false,
      purchasedAt: new Date('2025-01-01T00:00:00Z'),
    };
    assert.deepEqual(
      engine.active.footprint(purchase, first.best.code),
      engine.active.footprint(purchase, first.best.code),
    );
  });

  test('every assigned code has a factor in the active version', () => {
    const result = engine.active.categorize({
      name: 'Wireless Headphones',
      description: '',
      manufacturer: null,
      sku: null,
      categoryHint: null,
    });
    for (const candidate of result.candidates)
      assert.notEqual(engine.active.categoryTitle(candidate.code), null);
  });
});

describe('a data folder without vocabulary', () => {
  test('loads with only the factor sets and rate files, and falls back for every listing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-data-'));
    try {
      for (const path of ['useeio-1.3', 'useeio-1.2', 'cpi-u', 'fx-rates']) {
        cpSync(join(DATA_DIR, path), join(dir, path), { recursive: true });
      }
      const engine = loadEngine({ dataDir: dir });
      const result = engine.active.categorize({
        name: 'Wireless Headphones',
        description: '',
        manufacturer: null,
        sku: null,
        categoryHint: null,
      });
      assert.equal(result.best.fallback, true);
      assert.equal(engine.active.categories().length, 1016);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a model file fitted for other combiner features', () => {
  test('is refused at load, naming the build command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-data-'));
    try {
      for (const path of ['useeio-1.3', 'useeio-1.2', 'cpi-u', 'fx-rates', 'model']) {
        cpSync(join(DATA_DIR, path), join(dir, path), { recursive: true });
      }
      const modelPath = join(dir, 'model', 'text-model.json');
      const model = JSON.parse(readFileSync(modelPath, 'utf8')) as {
        combiner: { weights: number[] };
      };
      model.combiner.weights = model.combiner.weights.slice(0, -1);
      writeFileSync(modelPath, JSON.stringify(model));
      assert.throws(() => loadEngine({ dataDir: dir }), /npm run data:build/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
