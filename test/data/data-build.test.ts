import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../../scripts/data-build/csv.js';
import { toStableJson } from '../../scripts/data-build/stable-json.js';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = join(projectRoot, 'data');
const rawDataDir = join(projectRoot, '../shared/data');
const RAW_MISSING = '../shared/data not present';
const FACTORS_V13 =
  'epa-supply-chain-factors/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv';

const BUILT_FILES = [
  'cpi-u/annual.json',
  'fx-rates/annual.json',
  'model/text-model.bin',
  'model/text-model.json',
  'naics-2017/index.json',
  'naics-2017/titles.json',
  'useeio-1.2/factors.json',
  'useeio-1.3/factors.json',
  'zip/zip3-state.json',
];

const temporaryDirs: string[] = [];
after(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'data-build-test-'));
  temporaryDirs.push(dir);
  return dir;
}

function runBuild(fromDir: string, outDir: string): { status: number | null; stderr: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/data-build.ts', '--from', fromDir, '--out', outDir],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  return { status: result.status, stderr: result.stderr };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      return entry.isDirectory() ? listFiles(dir, path) : Promise.resolve([path]);
    }),
  );
  return nested.flat().sort();
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(join(dataDir, path), 'utf8'));
}

/** The slice of a committed factor file that the checks read. */
interface FactorFile {
  factors: Record<string, { withoutMargins: number; margins: number; withMargins: number }>;
}

describe('data build from the raw data', () => {
  test('writes files byte-identical to the committed data files', async (t) => {
    if (!existsSync(rawDataDir)) {
      t.skip(RAW_MISSING);
      return;
    }
    const outDir = await temporaryDir();
    const { status, stderr } = runBuild(rawDataDir, outDir);
    assert.equal(status, 0, stderr);
    assert.deepEqual(await listFiles(outDir), BUILT_FILES);
    for (const path of BUILT_FILES) {
      const built = await readFile(join(outDir, path));
      const committed = await readFile(join(dataDir, path));
      assert.ok(built.equals(committed), `${path} differs from the committed file`);
    }
  });

  test('fails naming the file and line when a factor row breaks the margins check', async (t) => {
    if (!existsSync(rawDataDir)) {
      t.skip(RAW_MISSING);
      return;
    }
    const fromDir = await temporaryDir();
    await cp(rawDataDir, fromDir, { recursive: true });
    const csvPath = join(fromDir, FACTORS_V13);
    const original = await readFile(csvPath, 'utf8');
    const broken = original.replace(
      '111110,Soybean Farming,All GHGs,"kg CO2e/2022 USD, purchaser price",0.488,0.044,0.532,',
      '111110,Soybean Farming,All GHGs,"kg CO2e/2022 USD, purchaser price",0.488,0.044,0.6,',
    );
    assert.notEqual(broken, original);
    await writeFile(csvPath, broken);
    const outDir = await temporaryDir();

    const { status, stderr } = runBuild(fromDir, outDir);

    assert.equal(status, 1);
    assert.match(stderr, /SupplyChainGHGEmissionFactors_v1\.3\.0_NAICS_CO2e_USD2022\.csv, line 2:/);
    assert.match(stderr, /111110/);
    assert.deepEqual(await readdir(outDir), [], 'a failed build must not write any file');
  });

  test('fails naming the file and line when a CSV quote is never closed', async (t) => {
    if (!existsSync(rawDataDir)) {
      t.skip(RAW_MISSING);
      return;
    }
    const fromDir = await temporaryDir();
    await cp(rawDataDir, fromDir, { recursive: true });
    const zipPath = join(fromDir, 'zip-state/zip3_to_state.csv');
    const lines = (await readFile(zipPath, 'utf8')).split('\n');
    lines[3] = `"${lines[3]}`;
    await writeFile(zipPath, lines.join('\n'));

    const { status, stderr } = runBuild(fromDir, await temporaryDir());

    assert.equal(status, 1);
    assert.match(stderr, /zip-state\/zip3_to_state\.csv, line 4: a quoted field is never closed/);
  });
});

describe('committed data files', () => {
  for (const version of ['useeio-1.3', 'useeio-1.2']) {
    test(`${version} has 1,016 codes whose with-margins factor equals without + margins`, async () => {
      const { factors } = (await readJson(`${version}/factors.json`)) as FactorFile;
      const codes = Object.keys(factors);
      assert.equal(codes.length, 1016);
      for (const [code, factor] of Object.entries(factors)) {
        const gap = Math.abs(factor.withoutMargins + factor.margins - factor.withMargins);
        assert.ok(gap <= 0.0015 + 1e-9, `${version} ${code} is off by ${gap}`);
      }
    });

    test(`${version} has a title in naics-2017/titles.json for every factor code`, async () => {
      const { factors } = (await readJson(`${version}/factors.json`)) as FactorFile;
      const titles = (await readJson('naics-2017/titles.json')) as Record<string, string>;
      const untitled = Object.keys(factors).filter((code) => !(code in titles));
      assert.deepEqual(untitled, []);
    });
  }

  test('CPI-U annual averages are 292.655 for 2022 and 270.970 for 2021', async () => {
    const cpi = (await readJson('cpi-u/annual.json')) as {
      annual: Record<string, { average: number; months: number }>;
    };
    assert.deepEqual(cpi.annual['2022'], { average: 292.655, months: 12 });
    assert.deepEqual(cpi.annual['2021'], { average: 270.97, months: 12 });
  });

  test('EUR per USD in 2024 is 0.9242 and Venezuela is left out', async () => {
    const fx = (await readJson('fx-rates/annual.json')) as {
      rates: Record<string, Record<string, number>>;
    };
    assert.equal(fx.rates.EUR?.['2024'], 0.9242);
    assert.equal(fx.rates.VES, undefined);
    assert.equal(fx.rates.VEF, undefined);
  });

  test('ZIP prefix 100 maps to NY', async () => {
    const zip3 = (await readJson('zip/zip3-state.json')) as Record<string, string>;
    assert.equal(zip3['100'], 'NY');
  });

  test('every committed file is in canonical form: sorted keys and one final newline', async () => {
    for (const path of BUILT_FILES.filter((file) => file.endsWith('.json'))) {
      const text = await readFile(join(dataDir, path), 'utf8');
      assert.equal(toStableJson(JSON.parse(text)), text, `${path} is not in canonical form`);
    }
  });
});

describe('CSV parser', () => {
  test('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    const records = parseCsv('a,"b, c","say ""hi"""\r\n1,"two\nlines",3', 'x.csv');
    assert.deepEqual(records, [
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['1', 'two\nlines', '3'] },
    ]);
  });

  test('keeps empty fields and ignores one final line break', () => {
    assert.deepEqual(parseCsv(',x,\n""\n', 'x.csv'), [
      { line: 1, fields: ['', 'x', ''] },
      { line: 2, fields: [''] },
    ]);
  });

  test('rejects a quote inside an unquoted field', () => {
    assert.throws(() => parseCsv('a,b"c\n', 'x.csv'), /x\.csv, line 1: a quote inside/);
  });

  test('rejects text after a closing quote', () => {
    assert.throws(
      () => parseCsv('ok\n"a"b,c\n', 'x.csv'),
      /x\.csv, line 2: text after the closing/,
    );
  });
});

describe('stable JSON', () => {
  test('sorts integer-like and range keys by code unit, not numerically', () => {
    const text = toStableJson({ '311': 'a', '31-33': 'b', '11': 'c', '005': 'd' });
    assert.equal(text, '{\n  "005": "d",\n  "11": "c",\n  "31-33": "b",\n  "311": "a"\n}\n');
  });
});
