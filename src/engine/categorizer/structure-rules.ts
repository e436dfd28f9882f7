import type { Token } from '../text/normalize.js';
import { stemWord } from '../text/stem.js';
import type { IndexedPhrase, PhraseMatch } from './phrase-index.js';

/**
 * Rules read from the structure of a title rather than from single phrases: what an accessory
 * "for" another product is, and modifiers ("toy", "replica", "RC") that turn a real object into a
 * toy. They work on any words, so they need no phrase per product.
 */

const TOY = '339930';

/**
 * Nouns that, ending the main part before "for …" ("Rugged case for Pixel 8"), name an accessory
 * of the product after "for": the accessory is what is bought. Codes by conventions §4 and §6.
 */
const ACCESSORY_NOUNS: ReadonlyMap<string, string> = new Map([
  ['case', '326199'],
  ['cover', '326199'],
  ['shell', '326199'],
  ['bumper', '326199'],
  ['skin', '326199'],
  ['decal', '326199'],
  ['sticker', '326199'],
  ['wrap', '326199'],
  ['protector', '326199'],
  ['mount', '326199'],
  ['holder', '326199'],
  ['stand', '326199'],
  ['cradle', '326199'],
  ['grip', '326199'],
  ['bracket', '332510'],
  ['band', '326199'],
  ['strap', '314999'],
  ['harness', '314999'],
  ['lanyard', '314999'],
  ['sleeve', '314910'],
  ['bag', '314910'],
  ['pouch', '314910'],
  ['keyboard', '334118'],
  ['mouse', '334118'],
  ['dock', '334118'],
  ['hub', '334118'],
  ['stylus', '334118'],
  ['cable', '335929'],
  ['cord', '335929'],
  ['charger', '335999'],
  ['adapter', '335999'],
  ['remote', '334290'],
]);

/**
 * A cover for furniture, cushions or bedding ("Stretch cover for 3-seat sofa", "cover for floor
 * cushion") is a slipcover: a textile furnishing (conventions §6), not the plastic cover of a
 * device.
 */
const TEXTILE_COVER = '314120';
const TEXTILE_COVER_HOSTS = ['337', '3141', '326150'];
const COVER_WORDS = new Set(['cover', 'slipcover']);
/**
 * A band or strap for a watch is a watch band (Census 316998, "watch bands (except metal)"; a
 * metal one is moved to 339910 by material), not a plastic band or a textile strap.
 */
const WATCH_CODE = '334519';
const WATCH_BAND = '316998';
const WATCH_BAND_WORDS = new Set(['band', 'strap', 'bracelet']);

const accessoryPhrases = new Map<string, IndexedPhrase>();

/** A phrase standing for an accessory noun, scored like a vocabulary product type. */
function accessoryPhrase(stem: string, code: string): IndexedPhrase {
  const key = `${stem} ${code}`;
  let phrase = accessoryPhrases.get(key);
  if (phrase === undefined) {
    phrase = {
      label: `${stem} (accessory for the product named after "for")`,
      codes: [code],
      kind: 'type',
      source: 'vocabulary',
      length: 1,
    };
    accessoryPhrases.set(key, phrase);
  }
  return phrase;
}

/**
 * "Matte skin for Dell XPS": when the main part is followed by a "for" part and ends in an
 * accessory noun, that noun is the product. A single-word match on the same word ("skin" as a
 * hide) gives way; a longer phrase ending there ("screen protector") is kept. `hostCodes` are the
 * codes named after "for".
 */
/** True when the part closes with a noun that names an accessory ("… Folio Keyboard Case"). */
export function closesWithAccessory(tokens: readonly Token[]): boolean {
  return ACCESSORY_NOUNS.has(tokens[tokens.length - 1]?.stem ?? '');
}

/**
 * "iPhone 15 Pro Case", "Galaxy Tab S9 FE Keyboard": a product line named just before the
 * accessory noun that closes the part is the host, as if after "for". Its codes, or none. At most
 * two words (a size, a model number) may come between, none of them a product type. A food's or
 * a cosmetic's line hosts nothing: "Kit Kat Minis Pouch" is the chocolate in its packet.
 */
export function hostBeforeAccessory(
  tokens: readonly Token[],
  matches: readonly PhraseMatch[],
): string[] {
  if (!closesWithAccessory(tokens)) return [];
  const last = tokens.length - 1;
  const host = matches.findLast(
    (m) =>
      m.phrase.kind === 'line' &&
      !m.phrase.codes.some((code) =>
        REAL_WHEN_CONSUMED.some((prefix) => code.startsWith(prefix)),
      ) &&
      m.end <= last &&
      last - m.end <= MAX_HOST_GAP &&
      !matches.some((other) => other.phrase.kind === 'type' && other.start >= m.end),
  );
  return host === undefined ? [] : [...host.phrase.codes];
}
const MAX_HOST_GAP = 2;

export function withAccessoryHead(
  tokens: readonly Token[],
  matches: PhraseMatch[],
  hostCodes: readonly string[],
): PhraseMatch[] {
  const lastIndex = tokens.length - 1;
  const last = tokens[lastIndex];
  if (last === undefined) return matches;
  const textileHost =
    COVER_WORDS.has(last.stem) &&
    hostCodes.some((host) => TEXTILE_COVER_HOSTS.some((prefix) => host.startsWith(prefix)));
  const watchBand =
    WATCH_BAND_WORDS.has(last.stem) && hostCodes.some((host) => host === WATCH_CODE);
  const code = textileHost
    ? TEXTILE_COVER
    : watchBand
      ? WATCH_BAND
      : ACCESSORY_NOUNS.get(last.stem);
  if (code === undefined) return matches;
  if (matches.some((m) => m.end === tokens.length && m.end - m.start > 1)) return matches;
  const kept = matches.filter((m) => m.end !== tokens.length);
  kept.push({ start: lastIndex, end: tokens.length, phrase: accessoryPhrase(last.stem, code) });
  return kept;
}

/**
 * Words before the head that make it a toy or a model: "toy blender", "replica helmet", and
 * building-set makers whose every product is a model ("LEGO Technic Ducati Motorcycle").
 */
const TOY_MODIFIERS = new Set([
  ...['toy', 'toys', 'pretend', 'replica', 'prop', 'playset', 'roleplay'],
  ...['lego', 'duplo', 'playmobil'],
]);
/**
 * "Play" makes a toy only right before the head ("play kitchen", "play tent"): elsewhere it is
 * usually a brand or line name ("Color Play lipstick").
 */
const ADJACENT_TOY_MODIFIERS = new Set(['play']);
/**
 * Words that make "play" part of a name rather than a toy: a TV service ("Freeview Play smart
 * TV"), an app store ("Google Play gift card"), "plug and play".
 */
const PLAY_NAMES = new Set(['freeview', 'google', 'and', 'n', 'auto', 'fair', 'power', 'long']);
/**
 * "Toy" after the head in the same part: "Kitchen playset toy", "Dinosaur figure toys"; and so
 * "prop" and "replica" ("Foam Viking Axe Prop").
 */
const TOY_NOUNS = new Set(['toy', 'toys', 'prop', 'replica']);
/** Heads that hold or serve toys rather than imitate something ("toy box", "toy storage bin"). */
const TOY_CONTAINERS = new Set([
  'box',
  'chest',
  'bin',
  'storage',
  'organizer',
  'basket',
  'shelf',
  'rack',
  'net',
  'hammock',
  'bag',
  'sanitizer',
  'mat',
  'tent',
  'pen',
  'yard',
]);
/** Worn things keep their code: a "replica jersey" is a real garment. */
const REAL_WHEN_WORN = ['315', '316'];
/**
 * Foods, drinks, medicines and cosmetics are imitated only by a toy or pretend set: after the
 * weaker modifiers they keep their code ("REPLICA Eau de Toilette" is a perfume line, "Play Deo"
 * a deodorant).
 */
const REAL_WHEN_CONSUMED = ['311', '312', '3254', '3256'];
const WEAK_TOY_MODIFIERS = new Set(['replica', 'prop', 'play']);
/** "Kids' kitchen appliance set": a set for children of machines or electronics is a toy set. */
const CHILD_WORDS = new Set(['kid', 'child', 'children', 'toddler', 'kiddie']);
const SET_WORDS = new Set(['set', 'playset', 'kit']);
const MACHINES = ['333', '334', '335', '336'];
/** "RC", radio-controlled: its vehicles and their parts are hobby toys. */
const HOBBY_MODIFIERS = new Set(['rc']);
/** Under "RC", electronics, batteries and chargers keep their code; everything else is a model part. */
const HOBBY_REAL = ['334', '335'];

/**
 * "Toy blender for kids pretend play", "Wooden drill kids pretend play": a toy phrase closing a
 * title after a product type that a toy word imitates names a toy of that type, so that type is
 * the head. Returns it, or undefined when the closing phrase is not a toy or nothing before it is
 * imitated.
 */
export function imitatedBefore(
  closing: PhraseMatch,
  matches: readonly PhraseMatch[],
  headTokens: readonly Token[],
  titleTokens: readonly Token[],
  partMatches: readonly PhraseMatch[],
): PhraseMatch | undefined {
  if (!closing.phrase.codes.every((code) => code === TOY)) return undefined;
  const earlier = [...matches]
    .reverse()
    .find(
      (m) =>
        m.end <= closing.start &&
        m.phrase.kind === 'type' &&
        !m.phrase.codes.every((code) => code === TOY),
    );
  if (earlier === undefined) return undefined;
  return toyModifier(headTokens, earlier, titleTokens, partMatches) === null ? undefined : earlier;
}

const TOY_WORDS = new Set(['toy', 'toys']);
/** What may follow "toy" closing a later part of a title: ages, who it is for, "gift". */
const TOY_PART_CLOSERS = new Set([
  'gift',
  'set',
  'age',
  'month',
  'year',
  'old',
  'boy',
  'girl',
  'kid',
  'toddler',
  'baby',
  'infant',
  'child',
  'children',
  'and',
  'up',
]);

/**
 * "Smart Stages Laptop, Baby Toy", "Tool Bench for Toddlers, Kids Workbench Toy": a later part of
 * the title calls the product a toy, with nothing after "toy" but ages, who it is for or "gift".
 * "Toy Story", "toy poodle" and "toy storage" name something else.
 */
export function callsItToy(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, i) =>
      TOY_WORDS.has(token.stem) &&
      tokens.slice(i + 1).every((t) => /^\d/.test(t.stem) || TOY_PART_CLOSERS.has(t.stem)),
  );
}

/**
 * The toy code when a modifier before the head makes the head an imitation ("toy vacuum",
 * "pretend play cash register", "foam prop axe"), "toy" follows it or "pretend" is anywhere in
 * the title ("Kids tool set with drill, pretend play"), a later part calls it a toy
 * (`calledToy`), or when the title is about an RC model and the head is a vehicle or machine part
 * ("RC truck body shell", "gearbox for RC crawler"); else null.
 */
export function toyModifier(
  headTokens: readonly Token[],
  head: PhraseMatch,
  titleTokens: readonly Token[],
  partMatches: readonly PhraseMatch[] = [],
  calledToy = false,
): string | null {
  const codes = head.phrase.codes;
  if (codes.every((code) => code === TOY)) return null;
  if (codes.some((code) => REAL_WHEN_WORN.some((prefix) => code.startsWith(prefix)))) return null;
  const headWord = headTokens[head.end - 1]?.stem ?? '';
  const before = headTokens.slice(0, head.start).map((token) => token.stem);
  const after = headTokens.slice(head.end).map((token) => token.stem);
  // "Kitchen set toy", and "pretend" anywhere: "Kids tool set with drill, pretend play".
  const modifier =
    before.find((stem) => TOY_MODIFIERS.has(stem)) ??
    // Before a weak "play": "Play Makeup Kit, Kids Toy" is a toy, whatever "play" alone would say.
    (calledToy ? 'toy' : undefined) ??
    before
      .slice(-1)
      .find((stem) => ADJACENT_TOY_MODIFIERS.has(stem) && !PLAY_NAMES.has(before.at(-2) ?? '')) ??
    after.find((stem) => TOY_NOUNS.has(stem)) ??
    titleTokens.find((token) => token.stem === 'pretend')?.stem ??
    toyBefore(partMatches, head);
  const consumedHead = (): boolean =>
    codes.some((code) => REAL_WHEN_CONSUMED.some((prefix) => code.startsWith(prefix)));
  if (
    modifier !== undefined &&
    !TOY_CONTAINERS.has(headWord) &&
    !(WEAK_TOY_MODIFIERS.has(modifier) && consumedHead())
  ) {
    return modifier;
  }
  if (
    before.some((stem) => CHILD_WORDS.has(stem)) &&
    [headWord, ...after].some((stem) => SET_WORDS.has(stem)) &&
    codes.some((code) => MACHINES.some((prefix) => code.startsWith(prefix)))
  ) {
    return 'kids set';
  }
  // "Triban RC 520": "RC" before a number is part of a model's name.
  const hobby = titleTokens.find(
    (token, i) => HOBBY_MODIFIERS.has(token.stem) && !/^\d/.test(titleTokens[i + 1]?.stem ?? ''),
  );
  if (
    hobby !== undefined &&
    !codes.some((code) => HOBBY_REAL.some((prefix) => code.startsWith(prefix)))
  ) {
    return hobby.stem;
  }
  return null;
}

/** Toy phrases that say "toy" in so many words; others ("kick scooter", "dart board") do not. */
const TOY_NAMING = /\b(?:play|toy|toys|doll|dolls|dollhouse)\b/;

/**
 * A toy named before the head in the same part, by a toy word ("play kitchen pots and pans",
 * "dollhouse furniture set"): the head is that toy's accessory. A real thing may be made for the
 * other toy phrases ("kick scooter helmet").
 */
function toyBefore(partMatches: readonly PhraseMatch[], head: PhraseMatch): string | undefined {
  return partMatches.find(
    (m) =>
      m.end <= head.start &&
      m.phrase.kind === 'type' &&
      m.phrase.source === 'vocabulary' &&
      m.phrase.codes.length > 0 &&
      m.phrase.codes.every((code) => code === TOY) &&
      TOY_NAMING.test(m.phrase.label),
  )?.phrase.label;
}

/** Census index: "Trees and plants, artificial, manufacturing" and "Flowers, artificial". */
export const ARTIFICIAL_PLANT_CODE = '339999';
/** Words that make a named plant, tree or flower an imitation of one. */
const IMITATION_WORDS = new Set([
  'artificial',
  'fake',
  'faux',
  'imitation',
  'simulated',
  'simulation',
]);
/** "Silk" names the material of a plant only when the title also says plant, flower or tree. */
const SILK_PLANT_WORDS = new Set(['plant', 'flower', 'tree', 'bouquet', 'stem', 'greenery']);

/**
 * True when the head names a crop, plant or flower (NAICS 111) and the title says it is an
 * imitation: "Nearly Natural 6 ft. Artificial Fiddle Leaf Fig Tree", "Faux Olive Tree in Pot",
 * "Peony Silk Flower Stems". The head's words then say what it imitates, not what is bought.
 */
export function imitatesPlant(head: PhraseMatch, titleTokens: readonly Token[]): boolean {
  return head.phrase.codes.every((code) => code.startsWith('111')) && namesImitation(titleTokens);
}

/** True when the words say a plant, tree or flower is an imitation ("Faux", "Silk … Flower"). */
export function namesImitation(tokens: readonly Token[]): boolean {
  const stems = tokens.map((token) => token.stem);
  return (
    stems.some((stem) => IMITATION_WORDS.has(stem)) ||
    (stems.includes('silk') && stems.some((stem) => SILK_PLANT_WORDS.has(stem)))
  );
}

/** Clothes made for pets, as the vocabulary's "dog sweater" and "pet costume": other apparel. */
export const PET_APPAREL_CODE = '315990';
const PET_WORDS = new Set(['dog', 'pet', 'puppy', 'doggie', 'doggy', 'cat', 'kitty']);

/** Words after a pet word that make it a person's motif or role: "Dog Print Shirt", "Cat Mom Tee". */
const PET_MOTIF_WORDS = new Set([
  'print',
  'printed',
  'graphic',
  'pattern',
  'motif',
  'face',
  'ear',
  'eye',
  'paw',
  'lover',
  'love',
  'mom',
  'mum',
  'mama',
  'dad',
  'papa',
  'owner',
  'lady',
  'person',
  'people',
  'walker',
]);
/** Words that name a person wearing the garment. */
const PERSON_WORDS = new Set([
  'man',
  'men',
  'woman',
  'women',
  'boy',
  'girl',
  'kid',
  'child',
  'children',
  'toddler',
  'baby',
  'infant',
  'adult',
  'unisex',
  'human',
]);

/** True when the tokens name a pet ("for small dogs", "Pet"). */
export function namesPet(tokens: readonly Token[]): boolean {
  return tokens.some((token) => PET_WORDS.has(token.stem));
}

/**
 * True when a garment head follows a pet word ("Dog Polo", "Pet Hoodie", "Puppy Dress"): the
 * clothes are the pet's, so no wearer word of the title makes them a person's. Further off
 * ("Pet Cat Knit Sweater", "Jacket for Dogs") the pet must be the only wearer the title names.
 */
export function wornByPet(
  headTokens: readonly Token[],
  head: PhraseMatch,
  titleTokens: readonly Token[],
  forPet: boolean,
): boolean {
  if (!head.phrase.codes.every((code) => code.startsWith('3152'))) return false;
  if (PET_WORDS.has(headTokens[head.start - 1]?.stem ?? '')) return true;
  if (titleTokens.some((token) => PERSON_WORDS.has(token.stem))) return false;
  const petBefore = headTokens
    .slice(0, head.start)
    .some(
      (token, i) =>
        PET_WORDS.has(token.stem) && !PET_MOTIF_WORDS.has(headTokens[i + 1]?.stem ?? ''),
    );
  return petBefore || forPet;
}

export const TOY_CODE = TOY;
export const GAME_SOFTWARE_CODE = '511210';

/** Platform names that, standing alone after a title ("- PS5", "(Xbox One)"), say it is a game. */
const PLATFORMS = new Set([
  'ps5',
  'ps4',
  'ps3',
  'playstation',
  'playstation 5',
  'playstation 4',
  'xbox',
  'xbox one',
  'xbox series x',
  'xbox series s',
  'xbox series x s',
  'xbox series',
  'nintendo switch',
  'switch',
  'switch oled',
  'nintendo',
  'wii',
  'wii u',
  'nintendo ds',
  'pc',
  'pc dvd',
  'steam deck',
]);
/** Words that may stand beside the platform in that part: "PS5 Standard Edition", "Switch Game". */
const CONDITION_WORDS = [
  ...['used', 'new', 'sealed', 'gebraucht', 'neu', 'ovp', 'usato', 'nuovo', 'usado', 'nuevo'],
  ...['seminovo', 'novo', 'occasion', 'neuf', 'pal', 'ntsc'],
];
const PLATFORM_FILLERS = new Set([
  'edition',
  'standard',
  'game',
  'version',
  'physical',
  'disc',
  'digital',
  'code',
  'deluxe',
  // "FIFA 23 – PS5 gebraucht": the condition a resale title adds after the platform.
  ...CONDITION_WORDS,
  ...CONDITION_WORDS.map(stemWord),
]);
/** What a game accessory is made by: a title whose head is one of these is hardware, not a game. */
const HARDWARE_PREFIXES = ['314', '316', '326', '333', '334', '335', '337', '339930'];
/**
 * What plays, holds or shelves a disc. A film's title may name boots, bags or toys ("Das Boot
 * [Blu-ray]", "Toy Story 4 (Blu-ray)"), but no one sells those "- DVD".
 */
const DISC_HARDWARE_PREFIXES = ['326', '333', '334', '335', '337'];

/** Disc and video formats that, standing alone after a title ("(4K UHD)", "- DVD"), say it is a film. */
const VIDEO_FORMATS = new Set([
  '4k uhd',
  '4k ultra hd',
  'ultra hd',
  'uhd',
  '4k',
  'blu ray',
  'bluray',
  '4k blu ray',
  'dvd',
  'hd dvd',
  'vhs',
  'steelbook',
]);
/** Film titles use 512120 like the vocabulary's film entries (docs/google-taxonomy-mapping.md). */
export const RECORDED_VIDEO_CODE = '512120';

/** Audio formats that, standing alone after a title ("(Vinyl)", "[CD]"), say it is an album. */
const AUDIO_FORMATS = new Set([
  'cd',
  'audio cd',
  'music cd',
  'vinyl',
  'vinyl lp',
  'vinyl record',
  'lp',
  'double lp',
  'digipak',
  'cassette',
  'cd single',
  'maxi single',
]);
/** Census index: "Compact discs, prerecorded audio … integrated … release", as the vocabulary's "cd". */
export const RECORDED_MUSIC_CODE = '512250';
/**
 * What an album's title may name without being read as that good: produce, food and drink
 * ("Leftover Salmon"), media and services. A manufactured good before "(Vinyl)" is made of vinyl.
 */
const ALBUM_TITLE_CODES = /^(1|311|312|5|6|7|8)/;

/** Bindings that, standing alone after a title ("- Hardcover", ", Paperback"), say it is a book. */
const BOOK_FORMATS = new Set(
  [
    'hardcover',
    'hardback',
    'paperback',
    'mass market paperback',
    'trade paperback',
    'illustrated hardcover',
    'board book',
    'spiral bound',
    'library binding',
    'large print',
    // German, French, Spanish, Portuguese, Italian and Dutch shops' bindings.
    ...['taschenbuch', 'gebundene ausgabe', 'broschiert', 'livre de poche', 'broche', 'relie'],
    ...['tapa blanda', 'tapa dura', 'capa comum', 'capa dura', 'brossura', 'copertina rigida'],
    ...['copertina flessibile', 'gebonden'],
    // Pocket editions, and Polish bindings.
    ...[
      'poche',
      'edicao de bolso',
      'edicion de bolsillo',
      'tascabile',
      'pocket',
      'paperback edition',
    ],
    ...['twarda oprawa', 'miekka oprawa', 'oprawa twarda', 'oprawa miekka'],
  ].map((format) => format.split(' ').map(stemWord).join(' ')),
);
export const BOOK_CODE = '511130';
/** Paper goods come bound too ("Dotted Notebook, Hardcover"): a binding makes no book of them. */
const BOUND_PAPER_PREFIXES = ['322', '323'];

/** What a part that is only a platform, a video format or a binding says the listing is, or null. */
export function mediaOfPart(tokens: readonly Token[]): string | null {
  const words = tokens.map((token) => token.stem).filter((stem) => !PLATFORM_FILLERS.has(stem));
  if (words.length === 0 || words.length > 4) return null;
  const name = words.join(' ');
  if (PLATFORMS.has(name)) return GAME_SOFTWARE_CODE;
  if (BOOK_FORMATS.has(name)) return BOOK_CODE;
  if (AUDIO_FORMATS.has(name)) return RECORDED_MUSIC_CODE;
  return VIDEO_FORMATS.has(name) ? RECORDED_VIDEO_CODE : null;
}

/**
 * True when the title before a media part may be read as the game's, film's, book's or album's
 * name: it names no hardware (nor, before a binding, a paper good; before an audio format, no
 * manufactured good but food, since "(Vinyl)" after a good says what it is made of).
 */
export function namesNoHardware(headCodes: readonly string[], mediaCode: string): boolean {
  if (mediaCode === RECORDED_MUSIC_CODE)
    return headCodes.every((code) => ALBUM_TITLE_CODES.test(code));
  const excluded =
    mediaCode === BOOK_CODE
      ? [...HARDWARE_PREFIXES, ...BOUND_PAPER_PREFIXES]
      : mediaCode === RECORDED_VIDEO_CODE
        ? DISC_HARDWARE_PREFIXES
        : HARDWARE_PREFIXES;
  return !headCodes.some((code) => excluded.some((prefix) => code.startsWith(prefix)));
}
