/**
 * Writes `data/listings/pricerunner.jsonl` from the PriceRunner "Product Classification and
 * Clustering" file (`pricerunner_aggregate.csv`, no header: product id, title, merchant id,
 * cluster id, cluster label, category id, category label; source and terms in DATA.md):
 *   node --import tsx scripts/import-pricerunner.ts pricerunner_aggregate.csv
 * Like the shared corpus: titles deduplicated (lower case, spaces collapsed, first seen wins), at
 * most 300 listings per category, chosen by the SHA-1 of the title so that the choice is fixed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../src/paths.js';
import { type ImportedListing, sampleByCategory, writeListings } from './import/listing-sample.js';

const PER_CATEGORY = 300;
const FIELDS = 7;

function readOffers(path: string): ImportedListing[] {
  const offers: ImportedListing[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      // Titles hold no commas in this file: every line has exactly seven fields.
      const fields = line.split(',');
      if (fields.length !== FIELDS) throw new Error(`line ${index + 1}: ${fields.length} fields`);
      const id = Number(fields[0]);
      offers.push({
        order: id,
        id: `pricerunner-${id}`,
        title: (fields[1] ?? '').trim(),
        category: (fields[6] ?? '').trim(),
      });
    });
  return offers;
}

const path = process.argv[2];
if (path === undefined) throw new Error('usage: import-pricerunner.ts <pricerunner_aggregate.csv>');
const { kept, categories } = sampleByCategory(readOffers(path), PER_CATEGORY);
writeListings(join(DATA_DIR, 'listings', 'pricerunner.jsonl'), 'pricerunner', kept);
console.log(`${kept.length} listings in ${categories} categories`);
