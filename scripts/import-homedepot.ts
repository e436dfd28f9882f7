/**
 * Writes `data/listings/homedepot.jsonl` from the Home Depot category pages of
 * atlanticwaters/Orange-Catalog (`production data/categories/**.json`, each with its breadcrumbs
 * and its products' titles and brands; source and terms in DATA.md):
 *   node --import tsx scripts/import-homedepot.ts "<production data/categories directory>"
 * Only leaf pages count: a department's roll-up (`_all.json`, or `x.json` beside a folder `x/`)
 * repeats its children's products. A product on several leaf pages keeps the deepest path (then
 * the first page by file name). Titles without their brand get it in front, as the shop shows it.
 * Like the shared corpus: titles deduplicated (lower case, spaces collapsed, lowest product id
 * wins), at most 300 listings per category, chosen by the SHA-1 of the title.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../src/paths.js';
import { type ImportedListing, sampleByCategory, writeListings } from './import/listing-sample.js';

const PER_CATEGORY = 300;

interface CategoryPage {
  breadcrumbs?: { label?: string }[];
  products?: { productId?: string; title?: string; brand?: string }[];
}

function leafPages(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return leafPages(path);
      if (!name.endsWith('.json') || name === '_all.json') return [];
      return existsSync(path.slice(0, -'.json'.length)) ? [] : [path];
    });
}

function withBrand(title: string, brand: string): string {
  if (brand === '' || title.toLowerCase().includes(brand.toLowerCase())) return title;
  return `${brand} ${title}`;
}

function readProducts(dir: string): ImportedListing[] {
  const chosen = new Map<string, { depth: number; listing: ImportedListing }>();
  for (const path of leafPages(dir)) {
    const page = JSON.parse(readFileSync(path, 'utf8')) as CategoryPage;
    const labels = (page.breadcrumbs ?? []).slice(1).map((crumb) => crumb.label?.trim() ?? '');
    if (labels.length === 0 || labels.includes('')) continue;
    for (const product of page.products ?? []) {
      const id = product.productId ?? '';
      const title = (product.title ?? '').replace(/\s+/g, ' ').trim();
      if (!/^\d+$/.test(id) || title === '') continue;
      const previous = chosen.get(id);
      if (previous !== undefined && previous.depth >= labels.length) continue;
      chosen.set(id, {
        depth: labels.length,
        listing: {
          order: Number(id),
          id: `homedepot-${id}`,
          title: withBrand(title, (product.brand ?? '').trim()),
          category: labels.join(' > '),
        },
      });
    }
  }
  return [...chosen.values()].map((entry) => entry.listing);
}

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: import-homedepot.ts <categories directory>');
const { kept, categories } = sampleByCategory(readProducts(dir), PER_CATEGORY);
writeListings(join(DATA_DIR, 'listings', 'homedepot.jsonl'), 'homedepot', kept);
console.log(`${kept.length} listings in ${categories} categories`);
