import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** A real shop listing with the NAICS label of its retailer category. */
export interface LabelledListing {
  id: string;
  source: string;
  title: string;
  description: string;
  retailerCategory: string;
  /** The label; a listing whose category is MIXED is not in the corpus. */
  code: string;
  /** Other acceptable codes where the category is truly ambiguous. */
  alternatives: string[];
}

/** The retailer's own category path of a listing, as a client would send it in `category`. */
export function retailerHint(listing: LabelledListing): string {
  return listing.retailerCategory.replace(/^[^:]*:\s*/, '');
}

/** A retailer category's label row (`data/labels/*.tsv`). */
export interface CategoryLabel {
  code: string;
  alternatives: string[];
}

const SIX_DIGITS = /^\d{6}$/;

/** `retailerCategory<TAB>naics<TAB>alt<TAB>share<TAB>rationale`; MIXED rows map to null. */
export function readCategoryLabels(paths: readonly string[]): Map<string, CategoryLabel | null> {
  const labels = new Map<string, CategoryLabel | null>();
  for (const path of paths) {
    const lines = readFileSync(path, 'utf8').split('\n').slice(1);
    for (const line of lines) {
      const [category, naics, alt] = line.split('\t').map((field) => field.trim());
      if (category === undefined || category === '' || naics === undefined) continue;
      if (!SIX_DIGITS.test(naics)) {
        labels.set(category, null);
        continue;
      }
      const alternatives = (alt ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter((code) => SIX_DIGITS.test(code));
      labels.set(category, { code: naics, alternatives });
    }
  }
  return labels;
}

interface RawListing {
  id: string;
  source: string;
  title: string;
  description?: string | null;
  retailerCategory: string;
}

/** Listings of a `.jsonl` or `.jsonl.gz` file whose category has a label (MIXED and unlabelled left out). */
export function readLabelledListings(
  path: string,
  labels: Map<string, CategoryLabel | null>,
): LabelledListing[] {
  if (!existsSync(path)) return [];
  const raw = readFileSync(path);
  const text = path.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  const listings: LabelledListing[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as RawListing;
    const label = labels.get(row.retailerCategory);
    if (label === undefined || label === null) continue;
    listings.push({
      id: row.id,
      source: row.source,
      title: row.title,
      description: row.description ?? '',
      retailerCategory: row.retailerCategory,
      code: label.code,
      alternatives: label.alternatives,
    });
  }
  return listings;
}
