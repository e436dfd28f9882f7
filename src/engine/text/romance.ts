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
  'ao',
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
  // Containers named before their contents: "Lata de tomate", "Frasco de mel".
  'lata',
  'frasco',
  'tarro',
]);

/**
 * Who a garment is for, said after it in Spanish, Portuguese, French and Italian: "Blusa Feminina
 * Manga Longa", "Remera Hombre Algodón" (words and stems alike).
 */
export const ROMANCE_AUDIENCE: readonly string[] = [
  ...['feminina', 'feminino', 'masculina', 'masculino', 'mujer', 'hombre', 'dama', 'caballero'],
  ...['infantil', 'nino', 'nina', 'menino', 'menina', 'femme', 'homme', 'enfant', 'fille'],
  ...['garcon', 'donna', 'uomo', 'bambino', 'bambina', 'ragazzo', 'ragazza'],
];

/**
 * Words only Spanish, Portuguese, French and Italian titles use: a joining word, who a product is
 * for, or how it is counted. With "de" alone a title may be English ("Eau de Toilette", "Acqua di
 * Parma", "Pico de Gallo"); with one of these it is not.
 */
const ROMANCE_CUES: ReadonlySet<string> = new Set([
  ...['para', 'pour', 'avec', 'sans', 'con', 'sin', 'com', 'sem', 'y', 'et', 'senza'],
  ...ROMANCE_AUDIENCE,
  ...['unidades', 'piezas', 'pecas', 'pezzi', 'litros', 'litro', 'talla', 'tamanho'],
  ...['pulgadas', 'polegadas', 'pollici', 'pouces', 'escolar', 'ao', 'aos'],
]);
/** Letters of Spanish and Portuguese that English titles seldom use (not é: "Café", "Pokémon"). */
const ROMANCE_LETTERS = /[ñçãõáíóú]/i;

/** True when a title is written in a Romance language: a letter or a word only they use. */
export function looksRomance(title: string, words: readonly string[]): boolean {
  return ROMANCE_LETTERS.test(title) || words.some((word) => ROMANCE_CUES.has(word));
}
