import type { Token } from '../text/normalize.js';
import type { ScoredEvidence } from './evidence.js';
import { MENS_APPAREL, WOMENS_APPAREL } from './gender.js';
import {
  byCommercialUse,
  byElectricPower,
  byFurnitureFrame,
  byLampUse,
  byMedicalUse,
  byPowerSource,
  byRecharging,
  byStovetopBody,
} from './refinements-by-use.js';

/**
 * Rules of the categorization conventions that move a product between sibling codes by what the
 * listing says about its material or processing, as the apparel rule does by the wearer.
 * Each returns the code a word calls for, or null when the words are silent.
 */
export type Refinement = (code: string, words: ReadonlySet<string>) => string | null;

export const hasAny = (words: ReadonlySet<string>, list: readonly string[]): boolean =>
  list.some((word) => words.has(word));

const TEXTILE_BAG = '314910';
const TOILET_PREPARATIONS = '325620';
const LEATHER_GOODS = '316998';
const METAL_WATCH_BAND = '339910';
const PLASTIC_GOODS = '326199';
const RUBBER_GOODS = '326299';
const METAL_KITCHENWARE = '332215';
const METAL_GOODS = '332999';
const FOAM_GOODS = '326150';
const FABRIC_FURNISHINGS = '314120';
const METAL = ['stainless', 'steel', 'aluminum', 'aluminium', 'iron', 'metal'];
/** Metals that also name a colour: "Copper Watering Can" is metal, "Copper Color Vase" may not be. */
const COLOURED_METALS = ['copper', 'brass', 'titanium'];
const COLOUR_NAMING = [
  'color',
  'colour',
  'colored',
  'coloured',
  'tone',
  'finish',
  'effect',
  'look',
];
const namesMetal = (words: ReadonlySet<string>): boolean =>
  hasAny(words, METAL) || (hasAny(words, COLOURED_METALS) && !hasAny(words, COLOUR_NAMING));
/** Census 327110 pottery: "flower pots, pottery"; of plastics 326199. */
const POTTERY = '327110';
const POTTERY_MATERIALS = [
  'ceramic',
  'porcelain',
  'stoneware',
  'earthenware',
  'terracotta',
  'pottery',
  'clay',
  'china',
];
/** A pet's collar, lead or harness (Census 316998), not a bag or case. */
const PET_GEAR = ['collar', 'leash', 'lead', 'harness'];
const TEXTILE = [
  'nylon',
  'polyester',
  'canvas',
  'fabric',
  'cotton',
  'jute',
  'textile',
  'mesh',
  'linen',
  'velvet',
  'wool',
  'fleece',
  'microfiber',
  'chenille',
];
const IMITATION = ['faux', 'pu', 'vegan', 'synthetic', 'imitation'];
/** Census 332439: "containers, light gauge metal (except cans)", "boxes", "lunch boxes". */
const METAL_CONTAINER = '332439';
const CONTAINER = [
  'container',
  'box',
  'canister',
  'dabba',
  'tiffin',
  'lunchbox',
  'caddy',
  'tin',
  'casserole',
];
const GLASSWARE = '327212';
const BOTTLE_PLASTICS = ['plastic', 'tritan', 'polypropylene', 'polycarbonate'];
const PLASTIC_BOTTLE = '326160';
const GLASS_PRODUCT = '327215';
const MISCELLANEOUS_GOODS = '339999';
/** Glass that holds a product: "Candle, Glass Jar", "Diffuser in Glass Bottle". */
const GLASS_HOLDERS = ['jar', 'cup', 'bottle'];
/** Pottery words that never name where a thing was made ("Made in China"). */
const FIRED_CLAY = ['ceramic', 'porcelain', 'stoneware', 'earthenware', 'terracotta', 'pottery'];
const GLASS = ['glass', 'borosilicate'];
const CONCRETE = ['concrete', 'cement'];
const FIBREGLASS = ['fiberglass', 'fibreglass', 'frp'];
const CONCRETE_GOODS = '327390';
const WOOD_GOODS = '321999';
const WOOD = ['wood', 'wooden', 'bamboo'];
/**
 * "Wood Look", "Wood Grain": a plastic made to look like wood; "Bamboo Lid Jar", "Wooden Handle
 * Comb": wood for a part only.
 */
const NOT_OF_WOOD = [
  ...COLOUR_NAMING,
  'grain',
  'print',
  'pattern',
  'lid',
  'lids',
  'handle',
  'handles',
  'cap',
  'top',
];
const namesWood = (words: ReadonlySet<string>): boolean =>
  hasAny(words, WOOD) && !hasAny(words, NOT_OF_WOOD);
const TABLEWARE = [
  'bowl',
  'plate',
  'tumbler',
  'cup',
  'mug',
  'glass',
  'thali',
  'katori',
  'tray',
  'platter',
  'dish',
  'saucer',
  'jug',
  'pitcher',
  'dinnerware',
  'tableware',
  'dinner',
  'cutlery',
];
/** Codes of tableware of one material or another: the title's material word picks among them. */
const TABLEWARE_CODES = [
  '326199',
  '327110',
  '327212',
  '327215',
  '332215',
  '332439',
  '321999',
  '322219',
];
/**
 * The Census index splits tableware by material: plastics 326199, china and pottery 327110,
 * metal 332215 (utensils), wood 321999, paper 322219, glass 327212. The first that the title
 * names decides; "glass" last, since it is also the name of a drinking glass ("Steel Glass").
 */
const TABLEWARE_MATERIALS: ReadonlyArray<readonly [readonly string[], string]> = [
  [['plastic', 'melamine', 'acrylic', 'polypropylene', 'tritan', 'polycarbonate'], PLASTIC_GOODS],
  [
    ['ceramic', 'porcelain', 'stoneware', 'earthenware', 'china', 'terracotta', 'pottery'],
    '327110',
  ],
  [
    ['stainless', 'steel', 'ss', 'copper', 'brass', 'aluminium', 'aluminum', 'iron', 'metal'],
    METAL_KITCHENWARE,
  ],
  [['wood', 'wooden', 'bamboo', 'sheesham', 'acacia'], '321999'],
  [['paper'], '322219'],
  [['glass', 'borosilicate', 'crystal'], GLASSWARE],
];

/** Tableware goes by the material the title names (conventions §4, the Census index). */
export const byTableware: Refinement = (code, words) => {
  if (!TABLEWARE_CODES.includes(code) || !hasAny(words, TABLEWARE)) return null;
  // "Tempered glass screen protector": glass as the only tableware word is a material alone.
  const glassOnly = !TABLEWARE.some((noun) => noun !== 'glass' && words.has(noun));
  for (const [materials, materialCode] of TABLEWARE_MATERIALS) {
    if (glassOnly && materialCode === GLASSWARE) return null;
    if (!hasAny(words, materials)) continue;
    // Glassware of either origin is glass; a metal container (an insulated tumbler) is metal.
    const same =
      materialCode === code ||
      (materialCode === GLASSWARE && code === '327215') ||
      (materialCode === METAL_KITCHENWARE && code === METAL_CONTAINER);
    return same ? null : materialCode;
  }
  return null;
};

/**
 * Conventions §4: bags and cases go by material (leather 316998, textile 314910, silicone
 * 326299), and so do kitchen utensils, metal (332215) unless the title says silicone or plastic,
 * and containers and boxes (plastic 326199, light gauge metal 332439).
 */
export const byMaterial: Refinement = (code, words) => {
  const leather = words.has('leather') && !hasAny(words, IMITATION);
  if (code === TEXTILE_BAG || code === LEATHER_GOODS) {
    // Census: "dog collars", "leashes" are leather goods whatever they are made of.
    if (code === LEATHER_GOODS && hasAny(words, PET_GEAR)) return null;
    // Census: "watch bands, metal" 339910; of any other material 316998.
    const forWatch = words.has('watch') || words.has(`${PURPOSE_PREFIX}watch`);
    if (code === LEATHER_GOODS && forWatch) {
      return namesMetal(words) && !leather ? METAL_WATCH_BAND : null;
    }
    if (leather) return LEATHER_GOODS;
    if (hasAny(words, TEXTILE)) return TEXTILE_BAG;
    return null;
  }
  // "Tritan Water Bottle": a container of a named plastic; a bottle is a plastics bottle.
  if (code === METAL_CONTAINER && hasAny(words, BOTTLE_PLASTICS) && !hasAny(words, METAL)) {
    return words.has('bottle') ? PLASTIC_BOTTLE : PLASTIC_GOODS;
  }
  if (code === METAL_KITCHENWARE) {
    if (words.has('silicone')) return RUBBER_GOODS;
    if (words.has('plastic')) return PLASTIC_GOODS;
    return null;
  }
  // "Handpainted Ceramic Garden Gnome", "Glass Ball Ornaments": a decoration or figure of fired
  // clay is pottery (Census 327110), of glass a glass product (327215).
  if (code === MISCELLANEOUS_GOODS) {
    if (hasAny(words, FIRED_CLAY)) return POTTERY;
    // "Concrete Bird Bath": Census 327390, other concrete products.
    if (hasAny(words, CONCRETE)) return CONCRETE_GOODS;
    // "Soy Wax Candle, Glass Jar": glass that holds the product is not what it is made of.
    const held = hasAny(words, CONTAINER) || hasAny(words, GLASS_HOLDERS);
    if (words.has('glass') && !held) return GLASS_PRODUCT;
    return null;
  }
  // "Fiberglass Step Ladder", "Wooden Ladder": a good the vocabulary knows as metal, of another
  // material (Census: "ladders, fiberglass" 326199, "stepladders, wood" 321999).
  if (code === METAL_GOODS && !namesMetal(words)) {
    if (hasAny(words, FIBREGLASS)) return PLASTIC_GOODS;
    if (namesWood(words)) return WOOD_GOODS;
    return null;
  }
  // "Self-watering plastic plant pot": a pot the vocabulary knows as pottery, of another material.
  if (code === POTTERY && !hasAny(words, POTTERY_MATERIALS)) {
    return words.has('plastic') || words.has('resin') ? PLASTIC_GOODS : null;
  }
  // Census: seat cushions of foam plastics 326150, cushions of purchased fabric 314120.
  if (code === FOAM_GOODS && !words.has('foam') && hasAny(words, TEXTILE)) {
    return FABRIC_FURNISHINGS;
  }
  if (code === PLASTIC_GOODS || code === RUBBER_GOODS) {
    if (leather) return LEATHER_GOODS;
    // A glass food container is kitchen glassware (Census 327212), not a packaging jar (327213).
    if (hasAny(words, GLASS) && hasAny(words, CONTAINER) && !words.has('plastic')) return GLASSWARE;
    // "Stainless steel dish rack": the metal is what the product is made of, not what it is.
    if (namesMetal(words)) return hasAny(words, CONTAINER) ? METAL_CONTAINER : METAL_GOODS;
    if (words.has('silicone') || words.has('rubber')) return RUBBER_GOODS;
    // "Solid Wood Suit Hangers": Census "hangers, wooden" and other wood goods are 321999.
    if (namesWood(words) && !words.has('plastic')) return WOOD_GOODS;
    return null;
  }
  return null;
};

/** Frozen, or sold in a bag to steam in the microwave ("Steamers", "Steamfresh"): frozen. */
const FROZEN = [
  'frozen',
  'steamable',
  'steam',
  'steamer',
  'steamers',
  'steamfresh',
  'steamy',
  'iqf',
];
/** Census 311421: canning, pickling and brining, pastes, purees and juices of fruit and vegetables. */
const CANNED = [
  'canned',
  'tinned',
  'jarred',
  'pickled',
  'pickle',
  'brine',
  'brined',
  'syrup',
  'paste',
  'puree',
  'pureed',
  'juice',
  'crushed',
  'stewed',
  'concentrate',
  'strained',
  // "Low Sodium Cut Green Beans": only canned vegetables tell their sodium.
  'sodium',
  // "Minced Garlic" comes in a jar; fresh garlic is sold whole.
  'minced',
  // Corn is sold fresh on the cob; its kernels are canned or, steamed, frozen.
  'kernel',
];
/** "Dry fruits", "dry dates": dried (the Indian English name of dried fruits and nuts). */
const DRIED = ['dried', 'dehydrated', 'dry'];
const TREE_NUTS = '111335';
const NUT_FARMING = [TREE_NUTS, '111992'];
/** Nuts sold as the farm grows them: in their shells, fresh, or raw as the listing says. */
const IN_SHELL = ['shell', 'inshell', 'unshelled', 'fresh', 'raw'];
const PULSES = '111130';
/** Census 311911: "nuts, kernels and seeds, roasting and processing" (shelled, cut, seasoned). */
const NUT_PROCESSING = [
  'roasted',
  'seasoned',
  'spiced',
  'spicy',
  'masala',
  'flavoured',
  'flavored',
  'coated',
  'toasted',
  'salted',
  'slivered',
  'sliced',
  'blanched',
  'chopped',
  'diced',
  'half',
  'piece',
  'kernel',
];

/** Fresh produce is farmed (111…); frozen, canned, dried or roasted produce is manufactured. */
/** Census 111421 "flower bulb growing"; cut flowers and potted plants are floriculture (111422). */
const FLOWER_BULBS = '111421';
const FLORICULTURE = '111422';

/** "Daffodil Bulbs 20 Pack", "Amaryllis Bulb": a flower sold as its bulb is a nursery product. */
export const byFlowerBulb: Refinement = (code, words) =>
  code === FLORICULTURE && (words.has('bulb') || words.has('corm') || words.has('rhizome'))
    ? FLOWER_BULBS
    : null;

export const byProcessing: Refinement = (code, words) => {
  if (!code.startsWith('111')) return null;
  // Census 111998: maple syrup is made where the sap is gathered, a farm's product.
  if (code === MAPLE_SYRUP && words.has('maple')) return null;
  // "Kale Chips", "Plantain Chips", "Beet Chips": produce made into a snack (Census 311919).
  if (words.has('chip')) return '311919';
  if (hasAny(words, FROZEN)) return '311411';
  if (NUT_FARMING.includes(code)) {
    if (hasAny(words, DRIED)) return '311423';
    if (hasAny(words, NUT_PROCESSING)) return '311911';
    // Tree nuts reach a shop shelled, and most of them blanched, pasteurised or roasted.
    return code === TREE_NUTS && !hasAny(words, IN_SHELL) ? '311911' : null;
  }
  if (code === PULSES && (words.has('roasted') || words.has('salted'))) return '311911';
  // Census 311422: "dry beans canning", "pork and beans canning".
  if (code === PULSES && hasAny(words, CANNED)) return '311422';
  if (hasAny(words, CANNED) || (code !== PULSES && words.has('roasted'))) return '311421';
  // "Whole Peeled Plum Tomatoes" are canned; peeled garlic or carrots are sold fresh.
  if (words.has('tomato') && words.has('peeled')) return '311421';
  if (hasAny(words, DRIED)) return '311423';
  return null;
};

const MAPLE_SYRUP = '111998';

/** Fresh meat, poultry and fish; cured meat (311612) is processed already. */
const MEAT = ['311611', '311615', '311710'];
/** Words of food made for babies: "Stage 2 Pears", "toddler meals" (Census 311422, baby foods). */
const INFANT = ['stage', 'toddler', 'infant'];

const PETS = ['dog', 'cat', 'puppy', 'kitten', 'pet'];
/** Words that say who eats a food, wherever the title says it: babies or pets. */
export const EATER_WORDS: ReadonlySet<string> = new Set([...INFANT, 'baby', 'food', ...PETS]);

/** Fruit, vegetables or meat sold as baby food are canned baby food, not the crop or the meat. */
export const byInfantFood: Refinement = (code, words) =>
  (code.startsWith('111') || MEAT.includes(code)) &&
  (hasAny(words, INFANT) || (words.has('baby') && words.has('food')))
    ? '311422'
    : null;

/** What skincare claims of itself: no food, medicine or tool says these. */
const SKIN_CLAIMS = [
  'brightening',
  'firming',
  'hyaluronic',
  'niacinamide',
  'ceramide',
  'squalane',
  'retinol',
  'moisturizing',
  'moisturising',
  'moisturizer',
  'moisturiser',
  'nourishing',
  'hydrating',
];
/** Words only a cosmetic's listing uses of itself ("nourishing", "for dry scalp"). */
const COSMETIC_USE = [
  ...SKIN_CLAIMS,
  'spf',
  'pigmentation',
  'wrinkle',
  'acne',
  'scalp',
  'dandruff',
  'lotion',
  'serum',
  'cleansing',
  'cleanser',
  'skincare',
  'haircare',
  'complexion',
  'face',
  'facial',
  'lip',
  'exfoliating',
  'exfoliator',
  'toner',
  'makeup',
  'peptide',
  'shave',
  'shaving',
  'lather',
  'parfum',
  'perfume',
  'cologne',
  'toilette',
  'deodorant',
  'shampoo',
  'conditioner',
  'mascara',
  'eyeliner',
  'frizz',
];
const MEDICINES = '325412';
const SURGICAL_SUPPLIES = '339113';
const MASK_SKINCARE = [
  'hydration',
  'hydrating',
  'aging',
  'clay',
  'peel',
  'glow',
  'sheet',
  'pore',
  'brightening',
  'nourishing',
  'moisturizing',
  'moisturising',
  'overnight',
];
/** Words only skincare uses of itself; a medicine's cream or balm says none of them. */
const SKINCARE = [...SKIN_CLAIMS, 'serum', 'toner', 'mask'];
/** How a vitamin or medicine is taken: then it is one, whatever it promises for the skin. */
const DOSE_FORMS = ['capsule', 'tablet', 'softgel', 'gummy', 'gummies', 'supplement', 'powder'];

/**
 * Codes whose words also name cosmetics: a pencil or highlighter pen (339940), leather skins
 * (316110), compact cases (316998), eye goods of opticians (339115), rosé wine (312130).
 */
const COSMETIC_LOOKALIKES = ['339940', '316110', '316998', '339115', '312130'];
const OPTICAL_GOODS = '339115';
/** What an optician's good is called once stemmed: glasses, sunglasses, readers, frames, lenses. */
const EYEWEAR = ['glass', 'sunglass', 'eyeglass', 'spectacle', 'reader', 'frame', 'lens', 'goggle'];
/** Makeup words, and the words that say where it goes; "eye" only here ("eye of round" is beef). */
const MAKEUP = [
  'eye',
  'brow',
  'eyebrow',
  'kajal',
  'kohl',
  'shimmer',
  'bronzer',
  'blush',
  'contour',
  'concealer',
  'sunscreen',
  'mist',
  'fairness',
  'glow',
  'cream',
  'powder',
  'cheek',
];

/** Stands in the word set before a word of the part naming what the product is for. */
export const PURPOSE_PREFIX = 'for:';
const OILS = ['311224', '311225'];
/** An oil "for hair", "for skin", "for baby massage" is a cosmetic oil, not a cooking oil. */
const BODY_PURPOSE = [
  'hair',
  'skin',
  'scalp',
  'face',
  'body',
  'beard',
  'nail',
  'lip',
  'massage',
].map((word) => `${PURPOSE_PREFIX}${word}`);
/** Words that make a food word the shape of a baking mould ("Muffin Tray - 6 Cavity"). */
const BAKEWARE = ['mould', 'mold', 'cavity', 'cutter', 'bakeware'];

/**
 * Conventions §4, what the product is: a listing named after a food whose other words say it is
 * a cosmetic ("Body Yogurt, non-greasy, nourishing"; an oil "for hair & skin") or a baking mould
 * ("Donut Tray, 9 cavities") is that, the mould of its material, not the food.
 */
export const byProductKind: Refinement = (code, words) => {
  // "Vitamin C Brightening Eye Cream": a vitamin in a skincare product, not a vitamin pill.
  if (code === MEDICINES && hasAny(words, SKINCARE) && !hasAny(words, DOSE_FORMS)) {
    return TOILET_PREPARATIONS;
  }
  // A face mask that hydrates or peels is skincare; a disposable one stays a surgical supply.
  if (code === SURGICAL_SUPPLIES && words.has('mask') && hasAny(words, MASK_SKINCARE)) {
    return TOILET_PREPARATIONS;
  }
  if (COSMETIC_LOOKALIKES.includes(code)) {
    // "In Style Eyes Cateye Reading Glasses": glasses stay glasses, whatever "eyes" says.
    if (code === OPTICAL_GOODS && hasAny(words, EYEWEAR)) return null;
    return hasAny(words, COSMETIC_USE) || hasAny(words, MAKEUP) ? TOILET_PREPARATIONS : null;
  }
  if (!/^(111|311)/.test(code)) return null;
  if (hasAny(words, COSMETIC_USE)) return TOILET_PREPARATIONS;
  if (OILS.includes(code) && hasAny(words, BODY_PURPOSE)) return TOILET_PREPARATIONS;
  if (code.startsWith('311') && hasAny(words, BAKEWARE)) {
    return byMaterial(METAL_KITCHENWARE, words) ?? METAL_KITCHENWARE;
  }
  return null;
};

/** Upholstered household (337121) and institutional (337127) furniture. */
const INDOOR_FURNITURE = ['337121', '337127'];
const OUTDOOR = ['outdoor', 'patio', 'garden', 'balcony', 'terrace', 'poolside'];
/** Outdoor furniture by its frame: wood 337122, plastics 337125, else metal 337124. */
const OUTDOOR_FRAMES: ReadonlyArray<readonly [readonly string[], string]> = [
  [['wood', 'wooden', 'teak', 'acacia', 'eucalyptus', 'pine', 'bamboo'], '337122'],
  [['plastic', 'resin', 'polypropylene', 'polyrattan'], '337125'],
];

/**
 * "2-seat modular sofa, outdoor", "Bench, outdoor": garden furniture is a frame of metal, wood or
 * plastics with loose cushions, household furniture of its frame's material (as the vocabulary's
 * "outdoor chair"), not upholstered or institutional furniture.
 */
export const byOutdoorUse: Refinement = (code, words) => {
  if (!INDOOR_FURNITURE.includes(code) || !hasAny(words, OUTDOOR)) return null;
  return OUTDOOR_FRAMES.find(([materials]) => hasAny(words, materials))?.[1] ?? '337124';
};

/** Census 325612: polishes and other sanitation goods (oven, toilet bowl, drain cleaners). */
const SANITATION_GOODS = '325612';
/** Surfaces of a home, not of a body: wipes or a cleanser for them clean the house. */
const HOUSEHOLD_SURFACES = [
  'kitchen',
  'bathroom',
  'surface',
  'countertop',
  'floor',
  'window',
  'electronic',
  'disinfecting',
  'disinfectant',
  'grease',
  'degreaser',
  'bleach',
  'oven',
  'household',
  'furniture',
  'multipurpose',
];

/** "Kitchen and bath wipes", "all-surface cleanser": cleaning goods, not a cosmetic. */
export const byCleaningUse: Refinement = (code, words) =>
  code === TOILET_PREPARATIONS && hasAny(words, HOUSEHOLD_SURFACES) ? SANITATION_GOODS : null;

const PET_FOOD = '311111';
/** What pets are groomed or dosed with: not food, whatever it smells of. */
const PET_CARE = [
  'spray',
  'repellent',
  'remover',
  'shampoo',
  'supplement',
  'syrup',
  'cream',
  'balm',
];
/** What pets are fed as: with a pet word, a food is pet food ("Chicken Jerky Dog Treats"). */
const PET_FOOD_FORMS = ['treat', 'chew', 'kibble', 'food', 'recipe', 'dinner', 'biscuit', 'bone'];

/**
 * "Chicken Stew for Dogs", "Salmon Recipe Cat Food": a food made for a pet is pet food (Census
 * 311111), not the meat or fish it is made of. "Hot dog" is a sausage, not a dog.
 */
export const byPetUse: Refinement = (code, words) => {
  if (!/^(111|311|312)/.test(code) || code === PET_FOOD || words.has('hot')) return null;
  if (hasAny(words, COSMETIC_USE) || hasAny(words, PET_CARE)) return null;
  const forPet = PETS.some((pet) => words.has(`${PURPOSE_PREFIX}${pet}`));
  return forPet || (hasAny(words, PETS) && hasAny(words, PET_FOOD_FORMS)) ? PET_FOOD : null;
};

/** Census 812910 pet care (except veterinary): grooming, boarding, sitting. */
const PET_CARE_SERVICES = '812910';
/** Census 8121: barbers, beauty salons, nail salons and other personal care, for people. */
const PERSONAL_CARE = /^8121/;

/**
 * "Petco Grooming: Bath & Haircut, Medium Dog": a haircut or bath for a pet is pet care (Census
 * 812910), not a barber's service.
 */
export const byPetService: Refinement = (code, words) =>
  PERSONAL_CARE.test(code) &&
  (hasAny(words, PETS) || PETS.some((pet) => words.has(`${PURPOSE_PREFIX}${pet}`)))
    ? PET_CARE_SERVICES
    : null;

/** A dish made of the meat: a frozen or ready meal (Census 311412), not the meat itself. */
const DISH = [
  'dinner',
  'meal',
  'bowl',
  'vindaloo',
  'korma',
  'tso',
  'kung',
  'alfredo',
  'parmigiana',
  'marsala',
  'piccata',
  'cacciatore',
  'stroganoff',
  'mein',
  'casserole',
  'chimichanga',
  'teriyaki',
  'curry',
  'biryani',
  'quesadilla',
  'florentine',
  'fajita',
  'enchilada',
  'burrito',
  'pelmeni',
  'dumpling',
  'momo',
  'panini',
  'kiev',
];
/** Census 311612: "meats, cured or smoked, made from purchased carcasses". */
const CURED = ['smoked', 'cured', 'uncured', 'deli', 'dried', 'cooked', 'precooked'];

const CURED_MEAT = '311612';
const MEAT_CUTS = ['cut', 'piece', 'boneless'];
/** "Vegan sausage", "meatless meatballs", "veggie chik'n patties": not meat at all. */
const MEAT_FREE = [
  'vegan',
  'veggie',
  'vegetarian',
  'meatless',
  'plant',
  'chikn',
  'seitan',
  'tofurky',
];
/** Meat substitutes of vegetable protein: Census 311999, all other food manufacturing. */
const MEAT_SUBSTITUTES = '311999';

/** Meat made into a dish is a prepared meal; cured, smoked or cooked meat is processed meat. */
export const byPreparation: Refinement = (code, words) => {
  if (!MEAT.includes(code) && code !== CURED_MEAT) return null;
  if (hasAny(words, MEAT_FREE)) return MEAT_SUBSTITUTES;
  if (code === CURED_MEAT) return null;
  // "Chicken Curry Cut", "Mutton Biryani Pieces": raw meat cut for the dish, not the dish.
  if (hasAny(words, DISH) && !hasAny(words, MEAT_CUTS)) return '311412';
  if (code === '311611' && hasAny(words, CURED)) return CURED_MEAT;
  return null;
};

const PAPER_NOTEBOOK = ['322230', '323111'];
/** Census 334111: electronic computers, laptops and tablets among them. */
export const COMPUTER = '334111';
/** Stands in the word set for a computer product line named in the title ("ThinkPad"). */
export const COMPUTER_LINE = `line:${COMPUTER}`;
/** Words that only a computer listing carries: processors, memory, operating systems. */
const COMPUTING = [
  'intel',
  'amd',
  'ryzen',
  'celeron',
  'pentium',
  'ram',
  'ssd',
  'hdd',
  'windows',
  'chromeos',
  'ddr4',
  'ddr5',
  'geforce',
  'rtx',
  'processor',
  'cpu',
  'touchscreen',
  'core',
  COMPUTER_LINE,
];

/** Tablets of medicine (Census 325412) and tablet computers share the word. */
const MEDICINE_TABLETS = '325412';
/** Words of a tablet computer listing: storage, screen, radio and system besides the above. */
const TABLET_COMPUTING = [
  ...COMPUTING,
  'gb',
  'tb',
  'android',
  'ipados',
  'wifi',
  'lte',
  'display',
  'screen',
  'hd',
];

/** Marks evidence moved by the computer words: the title's structure decides it, as a rule. */
export const COMPUTER_WORDS_NOTE = 'notebook or tablet with computer words →';

/**
 * "Notebook, Ryzen 5, 8GB RAM": a notebook with a processor or memory is a laptop computer;
 * "10.1-inch tablet, 32 GB, HD display" is a tablet computer, not tablets of medicine.
 */
export const byComputing: Refinement = (code, words) => {
  if (PAPER_NOTEBOOK.includes(code) && words.has('notebook')) {
    return hasAny(words, COMPUTING) ? COMPUTER : null;
  }
  if (code === MEDICINE_TABLETS && words.has('tablet')) {
    return hasAny(words, TABLET_COMPUTING) ? COMPUTER : null;
  }
  return null;
};

/** The words of a listing the refinements read. */
export function wordSet(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.map((token) => token.stem));
}

/** The conventions' apparel rule: evidence for either cut-and-sew code goes to the wearer's. */
export function applyWearer(
  evidence: ScoredEvidence[],
  wearerCode: string | null,
): ScoredEvidence[] {
  if (wearerCode === null) return evidence;
  return evidence.map((item) =>
    (item.code === MENS_APPAREL || item.code === WOMENS_APPAREL) && item.code !== wearerCode
      ? { ...item, code: wearerCode, reason: `${item.reason}; wearer → ${wearerCode}` }
      : item,
  );
}

/** Material and processing rules (see refinements.ts), applied to every piece of evidence. */
export function applyRefinements(
  evidence: ScoredEvidence[],
  words: ReadonlySet<string>,
): ScoredEvidence[] {
  return evidence.map((item) => {
    const computer = byComputing(item.code, words);
    if (computer !== null) {
      return {
        ...item,
        code: computer,
        reason: `${item.reason}; ${COMPUTER_WORDS_NOTE} ${computer}`,
      };
    }
    const refined =
      byTableware(item.code, words) ??
      byMaterial(item.code, words) ??
      byProductKind(item.code, words) ??
      byCleaningUse(item.code, words) ??
      byPetUse(item.code, words) ??
      byPetService(item.code, words) ??
      byOutdoorUse(item.code, words) ??
      byInfantFood(item.code, words) ??
      byProcessing(item.code, words) ??
      byFlowerBulb(item.code, words) ??
      byPreparation(item.code, words) ??
      byMedicalUse(item.code, words) ??
      byLampUse(item.code, words) ??
      byFurnitureFrame(item.code, words) ??
      byPowerSource(item.code, words) ??
      byRecharging(item.code, words) ??
      byElectricPower(item.code, words) ??
      byStovetopBody(item.code, words) ??
      byCommercialUse(item.code, words);
    return refined === null || refined === item.code
      ? item
      : {
          ...item,
          code: refined,
          reason: `${item.reason}; material or processing words → ${refined}`,
        };
  });
}
