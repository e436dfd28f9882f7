import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadEngineData } from '../../src/engine/load-data.js';
import { MODEL_BIN, MODEL_JSON } from '../../src/engine/model/model-file.js';
import { buildTextModel, labelledListings } from '../model/build-model.js';
import { DataBuildError } from './build-error.js';
import { buildCpiAnnual } from './cpi.js';
import { FACTOR_SETS } from './factor-sets.js';
import { buildFactorSet } from './factors.js';
import { buildFxRates } from './fx-rates.js';
import { buildNaicsIndex, buildNaicsTitles, NAICS_CODES_FILE } from './naics.js';
import { type JsonValue, toStableJson } from './stable-json.js';
import { buildZip3States } from './zip3.js';

/** Where the raw data is read from and where the compact files go. */
export interface DataBuildOptions {
  fromDir: string;
  outDir: string;
  /** The committed inputs: `vocabulary/`, `labels/` and `listings/` (default: the project's data/). */
  sourcesDir: string;
  /** Progress lines of the long steps. */
  log?: (line: string) => void;
}

/**
 * Builds every compact data file from the raw data, runs the cross-file checks, and only then
 * writes, so a failed check never leaves a half-updated data folder. Returns the paths written,
 * relative to `outDir`.
 */
export async function runDataBuild({
  fromDir,
  outDir,
  sourcesDir,
  log = () => {},
}: DataBuildOptions): Promise<string[]> {
  const outputs = new Map<string, JsonValue>();

  const titles = await buildNaicsTitles(fromDir);
  outputs.set('naics-2017/titles.json', titles);
  outputs.set('naics-2017/index.json', await buildNaicsIndex(fromDir, titles));

  for (const source of FACTOR_SETS) {
    const factorSet = await buildFactorSet(fromDir, source);
    const untitled = factorSet.codes.find((code) => !(code in titles));
    if (untitled !== undefined) {
      throw new DataBuildError(
        factorSet.file,
        undefined,
        `factor code ${untitled} is not in ${NAICS_CODES_FILE}`,
      );
    }
    outputs.set(`${source.outputFolder}/factors.json`, factorSet.document);
  }

  outputs.set('cpi-u/annual.json', await buildCpiAnnual(fromDir));
  outputs.set('fx-rates/annual.json', await buildFxRates(fromDir));
  outputs.set('zip/zip3-state.json', await buildZip3States(fromDir));

  for (const [path, document] of outputs) {
    const target = join(outDir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, toStableJson(document), 'utf8');
  }

  // The text model learns from the files just written, the vocabulary and the labelled listings.
  const data = loadEngineData(
    outDir,
    FACTOR_SETS.map((source) => source.outputFolder),
    { vocabularyDir: join(sourcesDir, 'vocabulary') },
  );
  const listings = labelledListings(fromDir, join(sourcesDir, 'labels'));
  log(`text model: ${listings.length} labelled listings`);
  const model = buildTextModel(data, listings, undefined, log);
  await mkdir(join(outDir, 'model'), { recursive: true });
  await writeFile(
    join(outDir, 'model', MODEL_JSON),
    toStableJson(model.json as unknown as JsonValue),
    'utf8',
  );
  await writeFile(join(outDir, 'model', MODEL_BIN), model.bin);
  return [...outputs.keys(), `model/${MODEL_JSON}`, `model/${MODEL_BIN}`];
}
