/**
 * Writes `data/listings/pricerunner.jsonl` from the PriceRunner "Product Classification and
 * Clustering" file (`pricerunner_aggregate.csv`, no header: product id, title, merchant id,
 * cluster id, cluster label, category id, category label; source and terms in DATA.md):
 *   node --import tsx scripts/import-pricerunner.ts pricerunner_aggregate.csv
 * Like the shared corpus: titles deduplicated (lower case, spaces collapsed, first seen wins), at
 * most 300 listings per category, chosen by the SHA-1 of the title so that the choice is fixed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../src/paths.js';

const PER_CATEGORY = 300;
const FIELDS = 7;

interface Offer {
  id: number;
  title: string;
  category: string;
}

function readOffers(path: string): Offer[] {
  const offers: Offer[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      // Titles hold no commas in this file: every line has exactly seven fields.
      const fields = line.split(',');
      if (fields.length !== FIELDS) throw new Error(`line ${index + 1}: ${fields.length} fields`);
      offers.push({
        id: Number(fields[0]),
        title: (fields[1] ?? '').trim(),
        category: (fields[6] ?? '').trim(),
      });
    });
  return offers;
}

function distinctByTitle(offers: Offer[]): Offer[] {
  const seen = new Set<string>();
  return offers
    .sort((a, b) => a.id - b.id)
    .filter((offer) => {
      const key = offer.title.toLowerCase().replace(/\s+/g, ' ');
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

const path = process.argv[2];
if (path === undefined) throw new Error('usage: import-pricerunner.ts <pricerunner_aggregate.csv>');
const byCategory = new Map<string, Offer[]>();
for (const offer of distinctByTitle(readOffers(path))) {
  const offers = byCategory.get(offer.category) ?? [];
  offers.push(offer);
  byCategory.set(offer.category, offers);
}
const kept = [...byCategory.values()]
  .flatMap((offers) =>
    offers.sort((a, b) => sha1(a.title).localeCompare(sha1(b.title))).slice(0, PER_CATEGORY),
  )
  .sort((a, b) => a.id - b.id);
const lines = kept.map((offer) =>
  JSON.stringify({
    description: '',
    id: `pricerunner-${offer.id}`,
    retailerCategory: `pricerunner: ${offer.category}`,
    source: 'pricerunner',
    title: offer.title,
  }),
);
writeFileSync(join(DATA_DIR, 'listings', 'pricerunner.jsonl'), `${lines.join('\n')}\n`);
console.log(`${kept.length} listings in ${byCategory.size} categories`);
