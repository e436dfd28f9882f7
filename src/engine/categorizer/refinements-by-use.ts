import { PURPOSE_PREFIX, type Refinement } from './refinements.js';

const hasAny = (words: ReadonlySet<string>, list: readonly string[]): boolean =>
  list.some((word) => words.has(word));

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
  if (hasAny(words, MEDICAL_COMPRESSION) || [...words].some((word) => word.endsWith('mmhg'))) {
    return ORTHOPEDIC;
  }
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
  // Read when called: this module and refinements.ts import each other.
  const forDevice = BULB_SENSE.some((word) => words.has(`${PURPOSE_PREFIX}${word}`));
  return forDevice || hasAny(words, BULB_SENSE) ? LAMP_BULB : null;
};
