import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhraseEntry, PhraseKind } from './categorizer/phrase-index.js';
import type { TaxonomyRow } from './categorizer/taxonomy.js';
import type { CpiFile, FactorSetFile, FxFile } from './data-files.js';
import { decodeWeights, MODEL_BIN, MODEL_JSON, type TextModelFile } from './model/model-file.js';
import type { TextModelWeights } from './model/text-model.js';

/** The only place the engine reads files: everything the versions and categorizer are built from. */
export interface EngineData {
  factorSets: Map<string, FactorSetFile>;
  cpi: CpiFile;
  fx: FxFile;
  vocabulary: PhraseEntry[];
  taxonomy: TaxonomyRow[];
  censusIndex: [string, string][];
  naicsTitles: Record<string, string>;
  /** The learned text model and its combiner, when `model/` has been built. */
  textModel: { file: TextModelFile; weights: TextModelWeights } | null;
  /** Short hash of every categorizer input, so a changed vocabulary changes the version string. */
  categorizerInputHash: string;
}

export const TAXONOMY_FILE = 'google-taxonomy-naics.tsv';
const KINDS = new Set<string>(['type', 'line', 'brand']);
const SIX_DIGITS = /^\d{6}$/;

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function readOptional(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** Where the hand-made vocabulary is, when not in `dataDir` (the data build writes elsewhere). */
export interface LoadDataOptions {
  vocabularyDir?: string;
}

/** Reads the factor sets of `factorDirs`, the rate files, vocabulary, taxonomy, Census index and model. */
export function loadEngineData(
  dataDir: string,
  factorDirs: readonly string[],
  options: LoadDataOptions = {},
): EngineData {
  const factorSets = new Map<string, FactorSetFile>();
  for (const dir of factorDirs) {
    factorSets.set(dir, readJson<FactorSetFile>(join(dataDir, dir, 'factors.json')));
  }
  const hash = createHash('sha256');
  const vocabularyDir = options.vocabularyDir ?? join(dataDir, 'vocabulary');
  const vocabularyFiles = existsSync(vocabularyDir)
    ? readdirSync(vocabularyDir)
        .filter((name) => name.endsWith('.tsv') && name !== TAXONOMY_FILE)
        .sort()
    : [];
  const vocabulary: PhraseEntry[] = [];
  for (const name of vocabularyFiles) {
    const text = readFileSync(join(vocabularyDir, name), 'utf8');
    hash.update(name).update(text);
    vocabulary.push(...parseVocabulary(text));
  }
  const taxonomyText = readOptional(join(vocabularyDir, TAXONOMY_FILE));
  const indexText = readOptional(join(dataDir, 'naics-2017', 'index.json'));
  const titlesText = readOptional(join(dataDir, 'naics-2017', 'titles.json'));
  hash.update(taxonomyText).update(indexText);
  const textModel = readTextModel(join(dataDir, 'model'));
  if (textModel !== null) hash.update(JSON.stringify(textModel.file));
  return {
    factorSets,
    cpi: readJson<CpiFile>(join(dataDir, 'cpi-u', 'annual.json')),
    fx: readJson<FxFile>(join(dataDir, 'fx-rates', 'annual.json')),
    vocabulary,
    taxonomy: parseTaxonomy(taxonomyText),
    censusIndex: indexText === '' ? [] : (JSON.parse(indexText) as [string, string][]),
    naicsTitles: titlesText === '' ? {} : (JSON.parse(titlesText) as Record<string, string>),
    textModel,
    categorizerInputHash: hash.digest('hex').slice(0, 8),
  };
}

function readTextModel(dir: string): EngineData['textModel'] {
  const jsonPath = join(dir, MODEL_JSON);
  const binPath = join(dir, MODEL_BIN);
  if (!existsSync(jsonPath) || !existsSync(binPath)) return null;
  const file = readJson<TextModelFile>(jsonPath);
  return { file, weights: decodeWeights(file, readFileSync(binPath)) };
}

/** The optional fourth column of a vocabulary row whose word also ends compounds ("jacke"). */
const COMPOUND_MARK = 'compound';

/**
 * `phrase<TAB>naics6<TAB>kind[<TAB>compound]` lines; the header, blank lines and malformed rows are
 * skipped.
 */
export function parseVocabulary(text: string): PhraseEntry[] {
  const entries: PhraseEntry[] = [];
  // indexOf rather than split: this runs for tens of thousands of rows at every start.
  for (const line of text.split('\n')) {
    const firstTab = line.indexOf('\t');
    const secondTab = firstTab < 0 ? -1 : line.indexOf('\t', firstTab + 1);
    if (secondTab < 0) continue;
    const thirdTab = line.indexOf('\t', secondTab + 1);
    const phrase = line.slice(0, firstTab).trim();
    const code = line.slice(firstTab + 1, secondTab).trim();
    const kind = line.slice(secondTab + 1, thirdTab < 0 ? undefined : thirdTab).trim();
    if (!SIX_DIGITS.test(code) || !KINDS.has(kind) || phrase === '') continue;
    const entry: PhraseEntry = { phrase, code, kind: kind as PhraseKind, source: 'vocabulary' };
    if (thirdTab >= 0 && line.slice(thirdTab + 1).trim() === COMPOUND_MARK) {
      entry.closesCompounds = true;
    }
    entries.push(entry);
  }
  return entries;
}

/** `id<TAB>path<TAB>naics6<TAB>basis` lines; the header and malformed rows are skipped. */
export function parseTaxonomy(text: string): TaxonomyRow[] {
  const rows: TaxonomyRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [id, path, naics6] = line.split('\t').map((field) => field.trim());
    if (id === undefined || path === undefined || !/^\d+$/.test(id)) continue;
    rows.push({ path, naics6: naics6 ?? '' });
  }
  return rows;
}
