/** Units of weight and volume as titles write them ("16 oz", "500 ml", "2.5 L", "1 gal"). */
const WEIGHT_OR_VOLUME =
  'fl\\.?\\s*oz|oz|ounces?|ml|l|ltr|litres?|liters?|lbs?|pounds?|g|gm|grams?|kg|gal|gallons?';

/** An amount by weight or volume: "16 oz", "500 ml", "2.5 L", "1-gal". */
export const WEIGHED_AMOUNT = new RegExp(
  `(?<![\\w.])\\d+(?:[.,]\\d+)?\\s*-?\\s*(?:${WEIGHT_OR_VOLUME})\\b`,
  'i',
);

/** An amount sold by weight, volume or count ("12 oz", "22 ct", "2-pack"): a packaged product. */
export const PACKED_AMOUNT = new RegExp(
  `\\d\\s*-?\\s*(?:${WEIGHT_OR_VOLUME}|ct|count|pk|pack)\\b`,
  'i',
);
