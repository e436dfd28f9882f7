/**
 * A light English stemmer for plural nouns. It only has to map a singular and its plural to the
 * same string, because vocabulary phrases and listings go through it alike.
 */

const IRREGULAR: Record<string, string> = {
  knives: 'knife',
  wives: 'wife',
  leaves: 'leaf',
  loaves: 'loaf',
  shelves: 'shelf',
  scarves: 'scarf',
  halves: 'half',
  calves: 'calf',
  wolves: 'wolf',
  hooves: 'hoof',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  mice: 'mouse',
  children: 'child',
  tomatoes: 'tomato',
  potatoes: 'potato',
  mangoes: 'mango',
  heroes: 'hero',
  echoes: 'echo',
  volcanoes: 'volcano',
  lenses: 'lens',
  buses: 'bus',
  gases: 'gas',
  canvases: 'canvas',
  atlases: 'atlas',
  dice: 'die',
  mens: 'men',
  womens: 'women',
};

const KEEP = new Set(['lens', 'gas', 'canvas', 'atlas', 'bias', 'christmas', 'yes', 'this', 'its']);

const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

/** Lower-case word → its stem (memoised: vocabularies and listings repeat their words). */
export function stemWord(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const stem = computeStem(word);
  if (cache.size < CACHE_LIMIT) cache.set(word, stem);
  return stem;
}

function computeStem(word: string): string {
  const irregular = Object.hasOwn(IRREGULAR, word) ? IRREGULAR[word] : undefined;
  if (irregular !== undefined) return foldIe(irregular);
  if (word.length <= 3 || KEEP.has(word)) return foldIe(word);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && SIBILANT_ES.some((ending) => word.endsWith(ending))) {
    return word.slice(0, -2);
  }
  if (word.endsWith('s') && !NOT_PLURAL_S.some((ending) => word.endsWith(ending))) {
    return foldIe(word.slice(0, -1));
  }
  return foldIe(word);
}

const SIBILANT_ES = ['sses', 'shes', 'ches', 'xes', 'zzes'];
const NOT_PLURAL_S = ['ss', 'us', 'is'];

/** "cookie" and "cookies" (→ "cooky") must meet: a final "ie" folds to "y". */
function foldIe(word: string): string {
  return word.length >= 3 && word.endsWith('ie') ? `${word.slice(0, -2)}y` : word;
}
