import { type ScoredEvidence, structureEvidence } from './evidence.js';

const CAR_CODE = '336111';
const LIGHT_TRUCK_CODE = '336112';
const MOTORCYCLE_CODE = '336991';
/** The evidence note of a vehicle named by its make, year and mileage: it decides like a service. */
export const VEHICLE_NOTE = 'a vehicle by its make, model year or mileage';

/**
 * Makes of cars, light trucks and motorcycles, as marketplaces and dealers write them, also glued
 * to a model number ("Mazda3").
 */
const MAKES = new RegExp(
  `\\b(?:${[
    'toyota',
    'honda',
    'ford',
    'chevrolet',
    'chevy',
    'nissan',
    'hyundai',
    'kia',
    'subaru',
    'mazda',
    'volkswagen',
    'vw',
    'bmw',
    'mercedes(?:-benz)?',
    'audi',
    'lexus',
    'jeep',
    'dodge',
    'gmc',
    'buick',
    'cadillac',
    'chrysler',
    'acura',
    'infiniti',
    'tesla',
    'volvo',
    'porsche',
    'mitsubishi',
    'land rover',
    'range rover',
    'fiat',
    'alfa romeo',
    'peugeot',
    'renault',
    'citroen',
    'citroën',
    'opel',
    'vauxhall',
    'skoda',
    'škoda',
    'dacia',
    'suzuki',
    'seat ibiza',
    'seat leon',
    'harley-davidson',
    'harley davidson',
    'ducati',
    'kawasaki',
    'ktm',
    'vespa',
  ].join('|')})(?![a-z])`,
  'i',
);
/** A model year standing alone (not a range of years a part fits: "2009-2014"). */
const MODEL_YEAR = /(?<![\d-])(?:19[5-9]\d|20[0-3]\d)(?!\s?[-–/]\s?\d)(?![\d-])/;
/** "98k miles", "62 000 km", "low miles", "Kilometerstand". */
const MILEAGE =
  /\b\d{1,3}(?:[ ,.]?\d{3})*\s?k?\s?(?:miles|mi|km|kms|kilometers|kilometres|kilómetros|quilômetros)\b|\b(?:low|high) (?:miles|mileage)\b|\bkilometerstand\b|\bkilométrage\b/i;
/** Words of a pickup, SUV or van: light trucks (Census 336112). */
const LIGHT_TRUCK =
  /\b(?:pickup|pick-up|truck|suv|4x4|crew cab|van|minivan|f-?150|f-?250|silverado|sierra|tacoma|tundra|tahoe|suburban|rav4|cr-v|highlander|wrangler|cherokee|4runner|explorer|expedition|bronco|equinox|rogue|odyssey|sienna|pacifica|transit)\b/i;
/** Words of a motorcycle or scooter (Census 336991). */
const MOTORCYCLE =
  /\b(?:motorcycle|motorbike|motocicleta|moto|motorrad|scooter|\d{2,4}\s?cc|harley|ducati|ktm|kawasaki|vespa|sportster|shadow)\b/i;

/**
 * "2014 Toyota Camry LE - 98k miles", "Peugeot 208 1.5 BlueHDi 2019, 62 000 km", "2009 Honda
 * Shadow 750, low miles": a vehicle offered whole, named by its make with a model year or its
 * mileage. A title that names another product ("2014 Camry Floor Mats", "Brake Pads for 2016
 * F-150", "Blade Runner (1982) Harrison Ford - DVD") is that product: `titleTypes` are the codes of
 * the product types the title names. `score` is what a product type at the head would earn.
 */
export function vehicleEvidence(
  title: string,
  titleTypes: readonly string[],
  score: number,
): ScoredEvidence | null {
  if (!MAKES.test(title)) return null;
  const mileage = MILEAGE.test(title);
  if (!mileage && !MODEL_YEAR.test(title)) return null;
  // A part, an accessory or a film named, unless the mileage says the whole vehicle is sold.
  if (!mileage && titleTypes.some((code) => !isVehicleCode(code))) return null;
  const code = MOTORCYCLE.test(title)
    ? MOTORCYCLE_CODE
    : LIGHT_TRUCK.test(title)
      ? LIGHT_TRUCK_CODE
      : CAR_CODE;
  return structureEvidence(code, VEHICLE_NOTE, score);
}

function isVehicleCode(code: string): boolean {
  return code === CAR_CODE || code === LIGHT_TRUCK_CODE || code === MOTORCYCLE_CODE;
}
