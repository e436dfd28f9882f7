// How Spanish, Portuguese, French and Italian titles name a product: the noun first, then what
// qualifies it after "de". The rules and the text model both read the head this way.

/**
 * "de", "da", "di", "du", and "au", "al" for a flavour ("Biscuits au chocolat", "Gelato al
 * pistacchio"): how Romance languages join a qualifier to a noun.
 */
export const ROMANCE_OF: ReadonlySet<string> = new Set([
  'de',
  'da',
  'di',
  'del',
  'della',
  'dello',
  'delle',
  'degli',
  'dei',
  'des',
  'du',
  'au',
  'aux',
  'al',
  'alla',
  'alle',
  'allo',
]);
/** A set, pack or kit "of" something names what it holds after "de": "Juego de sábanas". */
export const ROMANCE_SETS: ReadonlySet<string> = new Set([
  'juego',
  'jogo',
  'set',
  'lot',
  'kit',
  'pack',
  'coffret',
  'confezione',
  'conjunto',
  'estuche',
  'caja',
  'boite',
  'scatola',
]);
