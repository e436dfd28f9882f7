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

/** Lower-case ASCII word → its stem; other words are returned unchanged. */
export function stemWord(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return foldIe(irregular);
  if (word.length <= 3 || KEEP.has(word)) return foldIe(word);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return foldIe(word.slice(0, -1));
  return foldIe(word);
}

/** "cookie" and "cookies" (→ "cooky") must meet: a final "ie" folds to "y". */
function foldIe(word: string): string {
  return word.length >= 3 && word.endsWith('ie') ? `${word.slice(0, -2)}y` : word;
}
