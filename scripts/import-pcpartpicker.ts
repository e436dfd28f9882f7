/**
 * Writes `data/listings/pcpartpicker.jsonl` from the PCPartPicker part lists of
 * docyx/pc-part-dataset (`data/jsonl/<category>.jsonl`, one part per line with its `name`; source
 * and terms in DATA.md):
 *   node --import tsx scripts/import-pcpartpicker.ts <directory of the jsonl files>
 * Like the shared corpus: names deduplicated (lower case, spaces collapsed, first seen wins), at
 * most 150 listings per category, chosen by the SHA-1 of the name so that the choice is fixed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DATA_DIR } from '../src/paths.js';
import { type ImportedListing, sampleByCategory, writeListings } from './import/listing-sample.js';

const PER_CATEGORY = 150;

function readParts(dir: string): ImportedListing[] {
  const parts: ImportedListing[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    const category = basename(file, '.jsonl');
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.trim() === '') return;
        const { name } = JSON.parse(line) as { name?: unknown };
        if (typeof name !== 'string') throw new Error(`${file} line ${index + 1}: no name`);
        parts.push({
          order: parts.length,
          id: `pcpartpicker-${category}-${index + 1}`,
          title: name.trim(),
          category,
        });
      });
  }
  return parts;
}

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: import-pcpartpicker.ts <directory of jsonl files>');
const { kept, categories } = sampleByCategory(readParts(dir), PER_CATEGORY);
writeListings(join(DATA_DIR, 'listings', 'pcpartpicker.jsonl'), 'pcpartpicker', kept);
console.log(`${kept.length} listings in ${categories} categories`);
