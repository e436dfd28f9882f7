import { type ScoredEvidence, structureEvidence } from './evidence.js';

const SPECTATOR_SPORTS_CODE = '711211';
const AIR_TRAVEL_CODE = '481111';
/** The evidence notes of seats at a fixture and of a flight: they decide like a service. */
export const FIXTURE_NOTE = 'tickets to a fixture between two sides';
export const FLIGHT_NOTE = 'a flight by its number or route';

/** "Yankees vs Red Sox", "Arsenal v Chelsea": two sides of a fixture. */
const FIXTURE = /\p{L}\s+(?:vs?\.?|versus|contra|gegen)\s+\p{L}/iu;
const TICKET = /\b(?:tickets?|entradas?|billets?|ingressos?|karten|seats?)\b/i;
/** Codes of places that sell seats themselves: cinemas, flights, trains, shows, parks. */
const SEATED_SERVICE = /^(48|51|71|72)/;
/** "DAL-HOU", "LHR → JFK": two airports' codes, as itineraries write them (capitals only). */
const ROUTE = /(?<![\w-])[A-Z]{3}\s?(?:-|–|—|>|→|to)\s?[A-Z]{3}(?![\w-])/;
/**
 * "WN 1234", "FR1234", "U2 8012": an airline's designator and a flight number (capitals only),
 * standing alone: "SSK-SRL-18W" and "B22" are model and base codes.
 */
const FLIGHT_NUMBER = /(?<![\w-])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{2,4}(?![\w-])/;

/**
 * Tickets the title's structure names when its words name something else: seats at a fixture
 * ("New York Yankees vs Boston Red Sox - Sec 214, 2 Tickets") or a flight by its number and
 * route ("Southwest Airlines WN 1234 DAL-HOU", where "dal" is also lentils; "Ryanair FR1234
 * Dublin - Stansted + 2 Cabin Bags"). `score` is what a product type at the head would earn.
 */
export function ticketEvidence(
  title: string,
  evidence: readonly ScoredEvidence[],
  score: number,
): ScoredEvidence | null {
  if (namesFlight(title, evidence)) return structureEvidence(AIR_TRAVEL_CODE, FLIGHT_NOTE, score);
  if (!FIXTURE.test(title) || !TICKET.test(title)) return null;
  // "Batman v Superman movie ticket": the seats' own service is named.
  const seated = evidence.some(
    (e) => e.field === 'title' && e.kind === 'type' && SEATED_SERVICE.test(e.code),
  );
  return seated ? null : structureEvidence(SPECTATOR_SPORTS_CODE, FIXTURE_NOTE, score);
}

/**
 * An airline named in the title with a flight number or a route, or a flight number followed by
 * its route ("WN 1423 DAL-HOU"). Less is too weak: "DVD-ROM", "PS5", "Delta faucet", a drill's
 * "ONE-KEY XB 18", an "Adult Diapers … Size XL 10".
 */
function namesFlight(title: string, evidence: readonly ScoredEvidence[]): boolean {
  const route = ROUTE.test(title);
  const flightNumber = FLIGHT_NUMBER.test(title);
  if (evidence.some((e) => e.field === 'title' && e.code === AIR_TRAVEL_CODE)) {
    return route || flightNumber;
  }
  return NUMBER_THEN_ROUTE.test(title);
}

/** "WN 1423 DAL-HOU": a flight number, then its route, as itineraries write them. */
const NUMBER_THEN_ROUTE = new RegExp(`${FLIGHT_NUMBER.source}\\s+${ROUTE.source}`);
