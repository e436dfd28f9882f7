/**
 * Writes `data/listings/walmart.jsonl` from the PromptCloud "Walmart product data 2019" sample as
 * committed in cavebutter/datagen (`data/walmart_com-ecommerce_product_details.csv`, one product a
 * row with its name, description and Walmart category path `A|B|C`; source and terms in DATA.md):
 *   node --import tsx scripts/import-walmart.ts walmart_com-ecommerce_product_details.csv
 * This is PromptCloud's Walmart crawl, not its Amazon "PromptCloud 2020" sample, which is reserved
 * for independent evaluation (../shared/data/listings/SOURCES.md) and never read here.
 * Like the shared corpus: HTML entities decoded, whitespace collapsed, descriptions cut at 300
 * characters, titles deduplicated (lower case, spaces collapsed, first row wins), at most 300
 * listings per category, chosen by the SHA-1 of the title.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { decodeHTML } from 'entities';
import { DATA_DIR } from '../src/paths.js';
import { type ImportedListing, sampleByCategory, writeListings } from './import/listing-sample.js';

const PER_CATEGORY = 300;
const DESCRIPTION_CHARS = 300;

const clean = (text: string): string =>
  decodeHTML(text.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function readProducts(path: string): ImportedListing[] {
  const rows = parse(readFileSync(path, 'utf8'), { columns: true, bom: true }) as Record<
    string,
    string | undefined
  >[];
  return rows.flatMap((row, index) => {
    const id = (row['Uniq Id'] ?? '').trim();
    const title = clean(row['Product Name'] ?? '');
    const category = (row.Category ?? '')
      .split('|')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' > ');
    if (id === '' || title === '' || category === '') return [];
    return [
      {
        order: index,
        id: `walmart-${id}`,
        title,
        category,
        description: clean(row.Description ?? '').slice(0, DESCRIPTION_CHARS),
      },
    ];
  });
}

const path = process.argv[2];
if (path === undefined) throw new Error('usage: import-walmart.ts <walmart product details csv>');
const { kept, categories } = sampleByCategory(readProducts(path), PER_CATEGORY);
writeListings(join(DATA_DIR, 'listings', 'walmart.jsonl'), 'walmart', kept);
console.log(`${kept.length} listings in ${categories} categories`);
