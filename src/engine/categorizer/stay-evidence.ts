import { type ScoredEvidence, structureEvidence } from './evidence.js';

const HOTEL_CODE = '721110';
const CAMPGROUND_CODE = '721211';
const LODGING_CODES = /^721/;
/** The evidence note of a stay: it decides like a service. */
export const STAY_NOTE = 'a stay of some nights';

/**
 * "2 Nights", "3 noches", "1 nuit": a number of nights, as a booking states its length. "Night"
 * before "light" is a lamp ("2 Night Lights").
 */
const NIGHTS =
  /(?<![\w.])(?:[1-9]\d?)\s*(?:nights?|nts|noches?|nuits?|n[aä]chte|nacht(?:en)?|notti|notte|noites?)\b(?!\s*lights?)/iu;
/** Words of a booking for a bed: where, in what room, on what terms. */
const LODGING =
  /\b(?:hotels?|inn|suites?|resorts?|motel|hostel|rooms?|beds?|king|queen|double|twin|stay|check-?in|reservations?|booking|booked|non-refundable|breakfast|airbnb|b&b|lodge|cabin|chalet|apartment|villa|campground|campsite|camping|rv site|tent site|habitaci[oó]n|chambre|zimmer|kamer|quarto)\b/iu;
const CAMPING = /\b(?:campground|campsite|camping|rv site|tent site|caravan park)\b/i;

/**
 * A stay the title's structure names when its words name something else: a number of nights with
 * a word of a booking ("Courtyard by Marriott - 2 Nights, 1 King Bed", where "bed" is furniture;
 * "Upper Pines Campground Reservation, 2 Nights"). `score` is what a product type at the head
 * would earn.
 */
export function stayEvidence(
  title: string,
  titleTypes: readonly string[],
  score: number,
): ScoredEvidence | null {
  if (!NIGHTS.test(title) || !LODGING.test(title)) return null;
  // "Airbnb stay, 4 nights": the title names its kind of lodging already.
  if (titleTypes.some((code) => LODGING_CODES.test(code))) return null;
  const code = CAMPING.test(title) ? CAMPGROUND_CODE : HOTEL_CODE;
  return structureEvidence(code, STAY_NOTE, score);
}
