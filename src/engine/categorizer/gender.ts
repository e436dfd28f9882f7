import type { Token } from '../text/normalize.js';

/** The two cut-and-sew apparel codes the conventions split by the wearer. */
export const MENS_APPAREL = '315220';
export const WOMENS_APPAREL = '315240';

// English plus the commonest Spanish, Portuguese, French, German, Italian, Dutch and Polish words
// (stemmed, marks stripped).
const INFANT = new Set(['baby', 'infant', 'toddler', 'newborn', 'maternity', 'bebe', 'neonato']);
const FEMALE = new Set([
  'women',
  'woman',
  'lady',
  'girl',
  'female',
  'her',
  'womenswear',
  'mujer',
  'nina',
  'femme',
  'fille',
  'damen',
  'frauen',
  'madchen',
  'donna',
  'ragazza',
  'bambina',
  'feminina',
  'feminino',
  'femenina',
  'femenino',
  'mulher',
  'menina',
  'dama',
  'dame',
  'meisje',
  // Polish.
  'damska',
  'damski',
  'damskie',
  'dziewczynka',
]);
const MALE = new Set([
  'men',
  'boy',
  'male',
  'him',
  'gentleman',
  'menswear',
  'hombre',
  'nino',
  'homme',
  'garcon',
  'herren',
  'manner',
  'jungen',
  'uomo',
  'ragazzo',
  'bambino',
  'masculino',
  'masculina',
  'homem',
  'menino',
  'caballero',
  'heren',
  'jongen',
  'meska',
  'meski',
  'meskie',
  'chlopiec',
]);
const UNISEX = new Set(['unisex', 'unisexe']);

/**
 * The apparel code the words call for, or null when they name no wearer: infants' and women's
 * wear → 315240; unisex, men's, or both sexes named → 315220.
 */
export function apparelCodeForWearer(tokens: readonly Token[]): string | null {
  let female = false;
  let male = false;
  for (const { stem } of tokens) {
    if (INFANT.has(stem)) return WOMENS_APPAREL;
    if (UNISEX.has(stem)) return MENS_APPAREL;
    if (FEMALE.has(stem)) female = true;
    if (MALE.has(stem)) male = true;
  }
  if (male) return MENS_APPAREL;
  return female ? WOMENS_APPAREL : null;
}

/**
 * The apparel code for a wearer named by sex or as unisex; infant words alone name none here,
 * since "baby" also describes care products ("baby cream").
 */
export function apparelCodeForNamedSex(tokens: readonly Token[]): string | null {
  return apparelCodeForWearer(tokens.filter(({ stem }) => !INFANT.has(stem)));
}

/**
 * Words with a garment sense beside another one: when a listing names its wearer ("Men Navy
 * Trunks", "Unisex Checked Muffler"), the garment is meant, not luggage or an exhaust part.
 * The value is the garment's code; null means the wearer's apparel code.
 */
const GARMENT_SENSES: ReadonlyMap<string, string | null> = new Map([
  ['trunk', null],
  ['muffler', '315990'],
]);

/** The garment code of a one-word head with a garment sense, for a listing that names its wearer. */
export function garmentSense(
  headStems: readonly string[],
  wearerCode: string | null,
): string | null {
  const [stem, ...rest] = headStems;
  if (wearerCode === null || stem === undefined || rest.length > 0) return null;
  const code = GARMENT_SENSES.get(stem);
  return code === undefined ? null : (code ?? wearerCode);
}
