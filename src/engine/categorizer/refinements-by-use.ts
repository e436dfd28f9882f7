// This module and refinements.ts import each other: use their exports only inside functions.
import { stemWord } from '../text/stem.js';
import { hasAny, PURPOSE_PREFIX, type Refinement } from './refinements.js';

/** Census 339113: "hosiery, orthopedic support", "supports, orthopedic", surgical appliances. */
const ORTHOPEDIC = '339113';
/** Census 322291: disposable diapers and other sanitary paper products. */
const SANITARY_PAPER = '322291';
const HOSIERY = '315110';
/** Words that only medical compression wear carries: its pressure class, the condition it treats. */
const MEDICAL_COMPRESSION = ['mmhg', 'embolism', 'lymphedema', 'varicose', 'edema', 'orthopedic'];
const COMPRESSION = ['compression', 'support', 'surgical', 'medical', 'diabetic'];
const INCONTINENCE = ['incontinence', 'absorbency', 'absorbent', 'bladder', 'leakage'];
/** Absorbent garments that are washed and worn again are clothes, not sanitary goods. */
const REUSABLE = ['reusable', 'washable', 'period'];

/**
 * "20-30 mmHg thigh high", "Anti-Embolism Stocking": stockings and sleeves graded in mmHg or
 * named for a condition are orthopedic support hosiery (339113), not socks or clothes; hosiery
 * named compression or support is too. "Maximum Absorbency Underwear": pull-ups for
 * incontinence are disposable sanitary goods (322291), not underwear.
 */
export const byMedicalUse: Refinement = (code, words) => {
  if (!code.startsWith('315')) return null;
  if (hasAny(words, MEDICAL_COMPRESSION)) return ORTHOPEDIC;
  if (code === HOSIERY && hasAny(words, COMPRESSION) && !words.has('sock')) return ORTHOPEDIC;
  if (hasAny(words, INCONTINENCE) && !hasAny(words, REUSABLE)) return SANITARY_PAPER;
  return null;
};

const LIGHTING_FIXTURE = '335121';
/** Census 335110: electric lamp bulbs and tubes, their parts. */
const LAMP_BULB = '335110';
/** Words that make a "lamp" the bulb inside a device: a projector's, a lab instrument's. */
const BULB_SENSE = ['projector', 'projection', 'dlp', 'bare', 'housing', 'cathode', 'deuterium'];

/**
 * "Lamp Housing For Optoma … Projector", "Bare Lamp for Epson PowerLite", "Hollow Cathode
 * Lamp": a lamp sold to go into a device is a bulb, not a light fixture.
 */
export const byLampUse: Refinement = (code, words) => {
  if (code !== LIGHTING_FIXTURE || !words.has('lamp') || words.has('shade')) return null;
  const forDevice = BULB_SENSE.some((word) => words.has(`${PURPOSE_PREFIX}${word}`));
  return forDevice || hasAny(words, BULB_SENSE) ? LAMP_BULB : null;
};

const WOOD_FURNITURE = '337122';
const METAL_FURNITURE = '337124';
const OTHER_FURNITURE = '337125';
const METALS = ['metal', 'steel', 'iron', 'aluminum', 'aluminium', 'chrome', 'brass'];
const PLASTICS = ['plastic', 'resin', 'polypropylene', 'acrylic'];
const WOODS = [
  'wood',
  'wooden',
  'oak',
  'pine',
  'walnut',
  'teak',
  'acacia',
  'bamboo',
  'birch',
  'mdf',
  'particleboard',
  'veneer',
  'rattan',
  'wicker',
];

/**
 * "Steel Bookshelf 5 Tier", "Iron TV Stand": household furniture the title says is metal is
 * metal furniture (337124), plastic furniture other furniture (337125), as long as it names no
 * wood; the vocabulary's furniture words default to wood.
 */
export const byFurnitureFrame: Refinement = (code, words) => {
  // "Resin Adirondack Chair", "Acacia Wood Patio Table": outdoor furniture, which the vocabulary
  // takes for metal, of plastic or wood.
  if (code === METAL_FURNITURE && !hasAny(words, METALS)) {
    if (hasAny(words, PLASTICS)) return OTHER_FURNITURE;
    // Outdoor wicker and rattan are mostly woven plastic: only a named wood makes it wood.
    const wood = WOODS.filter((word) => word !== 'wicker' && word !== 'rattan');
    return hasAny(words, wood) && !hasAny(words, ['wicker', 'rattan']) ? WOOD_FURNITURE : null;
  }
  if (code !== WOOD_FURNITURE || hasAny(words, WOODS)) return null;
  if (hasAny(words, METALS)) return METAL_FURNITURE;
  if (hasAny(words, PLASTICS)) return OTHER_FURNITURE;
  return null;
};

/** Census 332216: hand tools; 333991: power-driven handtools. */
const HAND_TOOL = '332216';
const POWER_TOOL = '333991';
/** Words that say a tool runs on a battery, the mains or compressed air. */
const POWERED = ['cordless', 'pneumatic', 'electric', 'brushless'];

/**
 * "18V Cordless Oscillating Multi-Tool", "Cordless Grease Gun", "Electric Screwdriver": a hand
 * tool the title says is cordless, electric or pneumatic is a power-driven handtool.
 */
export const byPowerSource: Refinement = (code, words) =>
  code === HAND_TOOL && (hasAny(words, POWERED) || [...words].some(isToolBatteryVoltage))
    ? POWER_TOOL
    : null;

/**
 * "Cut-Out Tool Kit, 18V": a cordless tool's battery voltage (4 to 60 V). An insulated hand
 * tool's rating ("1000V screwdriver set") is far above it.
 */
function isToolBatteryVoltage(word: string): boolean {
  const volts = /^(\d{1,2})v$/.exec(word)?.[1];
  return volts !== undefined && Number(volts) >= 4 && Number(volts) <= 60;
}

/** Census 335912: primary (single-use) batteries; 335911: storage batteries, recharged. */
const PRIMARY_BATTERY = '335912';
const STORAGE_BATTERY = '335911';
/** Words that say a battery is recharged: its chemistry, or a capacity in amp-hours. */
const RECHARGEABLE = ['rechargeable', 'ion', 'nimh', 'lipo', 'ah', 'mah'];

/** "20V MAX Lithium-Ion 5.0Ah Battery", "Rechargeable AA Batteries": a storage battery. */
export const byRecharging: Refinement = (code, words) =>
  code === PRIMARY_BATTERY && hasAny(words, RECHARGEABLE) ? STORAGE_BATTERY : null;

/** Census 332215: metal cookware and cutlery; 335210: small electrical household appliances. */
const COOKWARE = '332215';
const SMALL_APPLIANCE = '335210';
/** "Electric" in the languages whose product words the vocabulary knows. */
const ELECTRIC = [
  'electric',
  'electrical',
  'electrica',
  'electrico',
  'eletrica',
  'eletrico',
  'electrique',
  'elettrica',
  'elettrico',
  'elektrisch',
  'elektrische',
  'elektrischer',
  'elektrisk',
  'elektryczny',
  'elektryczna',
].map(stemWord);
/** Words of a pan that works on an electric hob ("for gas, electric and induction hobs"). */
const HOBS = ['induction', 'gas', 'stove', 'stovetop', 'hob', 'cooktop'];

/**
 * "Panela de pressão elétrica", "Electric carving knife", "Poêle électrique": a pot, pan or knife
 * the title says is electric is a small electrical appliance (335210), not metal cookware, unless
 * the title names the hob it cooks on ("ceramic" is no hob word: it is as often a coating).
 */
export const byElectricPower: Refinement = (code, words) =>
  code === COOKWARE && hasAny(words, ELECTRIC) && !hasAny(words, HOBS) ? SMALL_APPLIANCE : null;

/** A cooker's metal body: "Aluminium Pressure Cooker", "Hard Anodised Pressure Cooker". */
const COOKER_METALS = ['aluminium', 'aluminum', 'stainless', 'steel', 'anodised', 'anodized'].map(
  stemWord,
);
const PRESSURE_COOKER = ['pressure', 'cooker'].map(stemWord);
/** Words of a cooker that plugs in: "Pressure Cooker and Air Fryer", "Programmable", "1000W". */
const APPLIANCE_CUES = [
  'fryer',
  'multicooker',
  'programmable',
  'digital',
  'instant',
  'slow',
  'smart',
].map(stemWord);

/**
 * "Prestige Aluminium Pressure Cooker 5 L", "Hawkins Hard Anodised Pressure Cooker": a pressure
 * cooker named by its metal and not said to be electric is a stovetop pot (332215), as most are
 * outside the United States; "Electric Pressure Cooker" and multicookers stay appliances.
 */
export const byStovetopBody: Refinement = (code, words) =>
  code === SMALL_APPLIANCE &&
  PRESSURE_COOKER.every((word) => words.has(word)) &&
  hasAny(words, COOKER_METALS) &&
  !hasAny(words, ELECTRIC) &&
  !hasAny(words, APPLIANCE_CUES)
    ? COOKWARE
    : null;

const MAJOR_APPLIANCE = '335220';
const COMMERCIAL_COOKING = '333318';
const COMMERCIAL_REFRIGERATION = '333415';
/** Words of equipment made for a business, not a home: "Commercial Microwave Oven", "NSF". */
const COMMERCIAL = ['commercial', 'nsf', 'restaurant', 'foodservice'].map(stemWord);
const COLD = ['refrigerator', 'fridge', 'freezer', 'cooler', 'ice', 'merchandiser'].map(stemWord);

/**
 * The Census index's "commercial-type" rows: an appliance made for a business is machinery.
 * Cooking, warming, dishwashing and cleaning equipment → 333318; refrigeration → 333415.
 */
export const byCommercialUse: Refinement = (code, words) => {
  if ((code !== SMALL_APPLIANCE && code !== MAJOR_APPLIANCE) || !hasAny(words, COMMERCIAL)) {
    return null;
  }
  return hasAny(words, COLD) ? COMMERCIAL_REFRIGERATION : COMMERCIAL_COOKING;
};
