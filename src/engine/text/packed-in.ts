/**
 * What a product is packed or sold in, named after "in": the words are stems. Read alike by the
 * rules (a "medium" or container part of the title) and by the text model (not the head).
 */

/** What a food is packed in, within a few words after "in" ("in extra virgin olive oil"). */
export const MEDIUM_WORDS: ReadonlySet<string> = new Set([
  'oil',
  'water',
  'brine',
  'sauce',
  'gravy',
  'syrup',
  'juice',
  'broth',
  'jelly',
]);

/**
 * What a product comes in ("Faux Fern in Woven Basket", "Soy Candle in Glass Jar"): like a
 * "with" part, not the product.
 */
export const CONTAINER_WORDS: ReadonlySet<string> = new Set([
  ...['planter', 'pot', 'basket', 'jar', 'tin', 'box', 'bottle', 'can', 'tray', 'vase'],
  ...['bag', 'pouch', 'tub', 'bucket', 'crate'],
]);

/** How many words after "in" may name the medium or container. */
export const PACKED_IN_SPAN = 4;
