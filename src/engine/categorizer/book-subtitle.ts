/**
 * "Quest to Heal : A Guide to Healing Your History of Loss", "Atomic Habits: An Easy Way to Build
 * Good Habits": a book's title, a colon, then its subtitle. Shops write a spaced colon before a
 * subtitle and almost never inside a product's name; an unspaced one is a subtitle only when an
 * article or a question word opens it ("Color: Red" is an attribute).
 */
const SPACED = /^(?<before>[^:]+?) : (?:\d+ )?\p{Lu}/u;
const UNSPACED =
  /^(?<before>[^:]+?): (?:A|An|The|How|Why|What|When|Where|Who|Your|My|Our|One) \p{L}/u;
/** What a colon follows in an attribute ("Size : 12 oz", "24 PACKS : Colgate …"). */
const ATTRIBUTES =
  /\b(?:colou?rs?|sizes?|styles?|packs?|flavou?rs?|scents?|models?|types?|items?|qty|quantity|materials?|counts?|pcs|pieces?)\s*$/i;
const DIGIT = /\d/;

/** How a title shows a subtitle: after a spaced colon, after an unspaced one, or not at all. */
export type Subtitled = 'spaced' | 'unspaced' | null;

export function subtitleOf(title: string): Subtitled {
  const spaced = SPACED.exec(title)?.groups?.before;
  const found = spaced ?? UNSPACED.exec(title)?.groups?.before;
  if (found === undefined) return null;
  const words = found.trim().split(/\s+/);
  if (words.length < 2 || DIGIT.test(found) || ATTRIBUTES.test(found)) return null;
  return spaced !== undefined ? 'spaced' : 'unspaced';
}
