import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

/** A listing read from another public source, before it is written as a corpus line. */
export interface ImportedListing {
  /** Stable id within the source; decides which duplicate title is kept (lowest first). */
  order: number;
  id: string;
  title: string;
  category: string;
  /** The listing's own description where the source has one (cut like the shared corpus's). */
  description?: string;
}

/** Titles deduplicated like the shared corpus: lower case, spaces collapsed, lowest order wins. */
export function distinctByTitle<T extends ImportedListing>(listings: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...listings]
    .sort((a, b) => a.order - b.order)
    .filter((listing) => {
      const key = listing.title.toLowerCase().replace(/\s+/g, ' ');
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/**
 * At most `perCategory` listings of each category, chosen by the SHA-1 of the title so that the
 * choice is fixed, returned in source order.
 */
export function sampleByCategory<T extends ImportedListing>(
  listings: readonly T[],
  perCategory: number,
): { kept: T[]; categories: number } {
  const byCategory = new Map<string, T[]>();
  for (const listing of distinctByTitle(listings)) {
    const group = byCategory.get(listing.category) ?? [];
    group.push(listing);
    byCategory.set(listing.category, group);
  }
  const kept = [...byCategory.values()]
    .flatMap((group) =>
      group.sort((a, b) => sha1(a.title).localeCompare(sha1(b.title))).slice(0, perCategory),
    )
    .sort((a, b) => a.order - b.order);
  return { kept, categories: byCategory.size };
}

/** Writes listings as the shared corpus's JSON lines, with `retailerCategory: "<source>: …"`. */
export function writeListings(
  path: string,
  source: string,
  listings: readonly ImportedListing[],
): void {
  const lines = listings.map((listing) =>
    JSON.stringify({
      description: listing.description ?? '',
      id: listing.id,
      retailerCategory: `${source}: ${listing.category}`,
      source,
      title: listing.title,
    }),
  );
  writeFileSync(path, `${lines.join('\n')}\n`);
}
