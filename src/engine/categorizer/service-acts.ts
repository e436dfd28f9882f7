import { PACKED_AMOUNT } from '../text/amounts.js';
import { PLAIN_COLOURS } from '../text/colours.js';
import { stripMarks, type Token } from '../text/normalize.js';
import { stemWord } from '../text/stem.js';
import type { PhraseMatch } from './phrase-index.js';
import { type Act, serviceFor } from './service-trades.js';

/**
 * The acts in French, Spanish, Portuguese, Italian, German and Dutch, which name them first:
 * "Riparazione schermo iPhone", "Conserto de máquina de lavar", "Réparation de vélos".
 */
const FOREIGN_ACTS: ReadonlyArray<readonly [string, Act]> = [
  ...['reparation', 'reparacion', 'riparazione', 'conserto', 'reparo', 'reparatur'].map(
    (word) => [word, 'repair'] as const,
  ),
  ...['reparatie', 'manutenzione', 'mantenimiento', 'manutencao', 'entretien', 'wartung'].map(
    (word) => [word, 'repair'] as const,
  ),
  ...['nettoyage', 'limpieza', 'pulizia', 'limpeza', 'reinigung', 'schoonmaak'].map(
    (word) => [word, 'clean'] as const,
  ),
  ...['instalacion', 'installazione', 'instalacao', 'montage', 'montaggio', 'installatie'].map(
    (word) => [word, 'install'] as const,
  ),
];
const FOREIGN_ACT_WORDS = FOREIGN_ACTS.map(([word]) => word).join('|');

/**
 * Words that name the act, closing a title after its object: "Rug cleaning", "Water heater
 * installation", "Watch battery replacement". Stems, as tokenised.
 */
const ACT_WORDS = new Map<string, Act>([
  ['repair', 'repair'],
  ['fix', 'repair'],
  ['servicing', 'repair'],
  ['maintenance', 'repair'],
  ['tuneup', 'repair'],
  ['overhaul', 'repair'],
  ['diagnostic', 'repair'],
  ['sharpening', 'repair'],
  ['resoling', 'repair'],
  ['reupholstery', 'repair'],
  ['tuning', 'repair'],
  ['restring', 'repair'],
  ['restringing', 'repair'],
  ['resizing', 'repair'],
  ['inspection', 'repair'],
  ['restoration', 'repair'],
  ['replacement', 'repair'],
  ['regripping', 'repair'],
  ['regrip', 'repair'],
  ['stringing', 'repair'],
  ['balancing', 'repair'],
  ['installation', 'install'],
  ['install', 'install'],
  ['hookup', 'install'],
  ['mounting', 'install'],
  ['cleaning', 'clean'],
  ['cleanout', 'clean'],
  ['detailing', 'clean'],
  ['shampooing', 'clean'],
  ['alteration', 'alter'],
  ['hemming', 'alter'],
  ['tailoring', 'alter'],
  ...FOREIGN_ACTS.map(([word, act]) => [stemWord(word), act] as const),
]);

const COLOURS = new Set(PLAIN_COLOURS);

/**
 * Parts people replace themselves and shops sell as "replacements": "Vacuum Filter Replacement",
 * "Wiper Blade Replacement" are the parts, not a service. Stems, as tokenised.
 */
const CONSUMABLE_PARTS = new Set([
  'filter',
  'cartridge',
  'blade',
  'bulb',
  'lamp',
  'head',
  'brush',
  'refill',
  'string',
  'wick',
  'bag',
  'nozzle',
  'sponge',
  'strap',
  'band',
  'cushion',
  'tip',
]);

/**
 * Words that make "replacement" a part's quality, not a service: "Ignition Coil OE Replacement",
 * "AirPods Pro Left Ear Only Replacement", "Direct Replacement". Stems, as tokenised.
 */
const PART_REPLACEMENT = new Set([
  'oe',
  'oem',
  'direct',
  'exact',
  'genuine',
  'aftermarket',
  'only',
  'compatible',
  'original',
  'perfect',
  'universal',
]);

/** Words that say how a cleaning is done, before its act: "Steam cleaning: carpets". */
const ACT_MANNERS = ['steam', 'deep'];

const ACT_SURFACE = `(?:(?:${ACT_MANNERS.join('|')})\\s+)?(?:tune[- ]?up|${[...ACT_WORDS.keys()].join('|')})s?`;
/**
 * A title that opens with its act and names the object after "of", a colon or a dash: "Repair of
 * washing machine", "Installation - ceiling fan", "Steam cleaning: carpets, 2 rooms".
 */
const ACT_FIRST = new RegExp(
  `^\\s*(${ACT_SURFACE}(?:\\s*(?:and|&|/)\\s*${ACT_SURFACE})*)(?:\\s+of\\s+|\\s*:\\s*|\\s+[-–]\\s+)([^,;:()]+?)(\\s*(?:[,;:(]|\\s[-–]\\s).*)?$`,
  'i',
);
/**
 * The same in another language, where the object follows the act with or without "de", "di",
 * "von": "Riparazione schermo iPhone", "Limpieza de sofás a domicilio". Accents are stripped first.
 */
const FOREIGN_ACT_FIRST = new RegExp(
  `^\\s*(${FOREIGN_ACT_WORDS})(?:\\s+(?:de|di|da|do|du|des|del|della|dei|degli|delle|das|dos|der|von|van)\\s+|\\s*:\\s*|\\s+[-–]\\s+|\\s+)([^,;:()]+?)(\\s*(?:[,;:(]|\\s[-–]\\s).*)?$`,
  'i',
);

/**
 * "Repair of washing machine" → "washing machine Repair": the object first and the act after it,
 * as `serviceActOf` reads a service. Null when the title does not open with an act.
 */
export function objectFirst(title: string): string | null {
  const found = ACT_FIRST.exec(title) ?? FOREIGN_ACT_FIRST.exec(stripMarks(title));
  if (found === null) return null;
  const [, act = '', object = '', rest = ''] = found;
  return `${object.trim()} ${act.trim()}${rest}`;
}

/** Two-word acts, by their first word: "tune-up". */
const TWO_WORD_ACTS = new Map<string, { second: string; act: Act }>([
  ['tune', { second: 'up', act: 'repair' }],
]);

/**
 * Words a service's listing may close with after its act: "Refrigerator repair service call",
 * "Carpet cleaning 3 rooms", "Dryer repair and maintenance". Stems, as tokenised.
 */
const SERVICE_TAIL = new Set([
  'service',
  'labor',
  'labour',
  'appointment',
  'visit',
  'call',
  'callout',
  // "call-out": the hyphen keeps "call" and "out" as two words.
  'out',
  'charge',
  'fee',
  'job',
  'session',
  'quote',
  'estimate',
  'deposit',
  'only',
  'and',
  'room',
  'hour',
  'hr',
  'same',
  'day',
  'in',
  'home',
  'onsite',
  'on-site',
  'per',
  'full',
  'basic',
  'standard',
  'premium',
]);

/** How evidence moved by an act names its new code: the combiner lets this structure decide. */
export const SERVICE_ACT_NOTE = 'service done to the object';

/** What the rest of the title says about a part that may name a service. */
export interface ServiceTitle {
  text: string;
  /** The title has a "for" part naming a host. */
  namesHost: boolean;
  /** True when words name a product ("… cleaning machine"). */
  namesProduct: (words: readonly Token[]) => boolean;
}

/** A service named as its object and act: the act's words and the code of who performs it. */
export interface ServiceAct {
  /** The index of the act's first word in the segment. */
  start: number;
  words: string;
  code: string;
}

/**
 * "Rug cleaning", "iPhone screen repair", "Ceiling fan installation": a title part that closes
 * with an act after the object it is done to names a service, not the object. The object is the
 * first thing named that the act has a service for ("Watch battery replacement" is a watch
 * repair). Null when the part names no such object, when the words after the act name a product
 * ("Carpet cleaning machine"), or when the title is sold by amount ("Drywall Repair 8 oz").
 */
export function serviceActOf(
  tokens: readonly Token[],
  matches: readonly PhraseMatch[],
  title: ServiceTitle,
): ServiceAct | null {
  if (PACKED_AMOUNT.test(title.text)) return null;
  for (let start = 1; start < tokens.length; start += 1) {
    const found = actAt(tokens, start);
    if (found === null) continue;
    // "Remote Control Replacement for Samsung TV", "CFL Replacements": parts sold, not a service.
    const replacement = tokens[start]?.stem === 'replacement';
    if (
      replacement &&
      (title.namesHost ||
        tokens[start]?.isPlural === true ||
        CONSUMABLE_PARTS.has(tokens[start - 1]?.stem ?? '') ||
        PART_REPLACEMENT.has(tokens[start - 1]?.stem ?? ''))
    ) {
      // "Window Replacement Installation (per window)": the replacement part is installed.
      if (actAt(tokens, start + 1) !== null) continue;
      return null;
    }
    // "Integrated dishwasher white installation": a colour describes a product.
    if (tokens.slice(0, start).some((token) => COLOURS.has(token.stem))) return null;
    const rest = tokens.slice(start + found.length);
    if (!onlyServiceWords(rest) || title.namesProduct(rest)) return null;
    const objects = matches.filter((m) => m.end <= start && m.phrase.kind !== 'brand');
    for (const object of objects) {
      const code = serviceFor(found.act, object.phrase.codes[0] ?? '');
      if (code === null) continue;
      const words = tokens
        .slice(start, start + found.length)
        .map((token) => token.stem)
        .join(' ');
      return { start, words, code };
    }
    return null;
  }
  return null;
}

function actAt(tokens: readonly Token[], index: number): { act: Act; length: number } | null {
  const stem = tokens[index]?.stem ?? '';
  const single = ACT_WORDS.get(stem);
  if (single !== undefined) return { act: single, length: 1 };
  const pair = TWO_WORD_ACTS.get(stem);
  return pair !== undefined && tokens[index + 1]?.stem === pair.second
    ? { act: pair.act, length: 2 }
    : null;
}

/** True when the words after an act only say more about the service ("… service call"). */
function onlyServiceWords(rest: readonly Token[]): boolean {
  for (let i = 0; i < rest.length; ) {
    const act = actAt(rest, i);
    if (act !== null) {
      i += act.length;
      continue;
    }
    const stem = rest[i]?.stem ?? '';
    if (!SERVICE_TAIL.has(stem) && !/^\d+$/.test(stem)) return false;
    i += 1;
  }
  return true;
}
