/** ISO 4217 codes for the country names the Federal Reserve series use, for currencies still quoted. */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  Australia: 'AUD',
  Brazil: 'BRL',
  Canada: 'CAD',
  China: 'CNY',
  Denmark: 'DKK',
  Euro: 'EUR',
  'Hong Kong': 'HKD',
  India: 'INR',
  Japan: 'JPY',
  Malaysia: 'MYR',
  Mexico: 'MXN',
  'New Zealand': 'NZD',
  Norway: 'NOK',
  Singapore: 'SGD',
  'South Africa': 'ZAR',
  'South Korea': 'KRW',
  'Sri Lanka': 'LKR',
  Sweden: 'SEK',
  Switzerland: 'CHF',
  Taiwan: 'TWD',
  Thailand: 'THB',
  'United Kingdom': 'GBP',
};

// Repeated redenominations (2008, 2018, 2021) make one per-USD series meaningless across years.
export const EXCLUDED_COUNTRIES: ReadonlySet<string> = new Set(['Venezuela']);

/** A currency is kept only if it is still quoted, which drops the pre-euro national currencies. */
export const FIRST_CURRENT_YEAR = 2020;
