/**
 * Realistic examples for the OpenAPI document, taken from real responses of the service. A test
 * validates each against its schema, and sends the request example to a live server.
 */

import { FORMULAS } from '../../engine/calculator/methodology.js';
import type { ErrorCode } from '../../errors.js';
import { PROBLEM_TABLE, PROBLEM_TYPE_BASE } from '../problem.js';

/** What Swagger UI's "Try it out" sends by default: a new laptop and a pair of used jeans. */
export const FOOTPRINT_REQUEST_EXAMPLE = {
  items: [
    {
      productName: 'Apple MacBook Air 13-inch M3 Laptop, 256GB, Midnight',
      productPrice: 1099,
      postalCode: '94103',
      sku: 'MRXN3LL/A',
      manufacturer: 'Apple',
    },
    {
      productName: "Levi's Women's 501 Original Fit Jeans",
      productPrice: 39.5,
      newProduct: false,
      externalId: '3f1c9a52-8d4e-4b7a-9c61-2e5f0a7d8b14',
    },
  ],
};

/** The transaction the request example creates. */
export const TRANSACTION_EXAMPLE = {
  id: 'c4071466-719e-408b-bb9a-4b4911d37b2d',
  env: 'sandbox',
  items: [
    {
      id: '771c7d19-8f28-454b-b5f6-22fa8cdeccd4',
      externalId: null,
      submission: {
        id: '8a8369cb-6eb2-4dbb-8b82-6e562f301ed2',
        zip: '94103',
        sku: 'MRXN3LL/A',
        currency: 'USD',
        manufacturer: 'Apple',
        title: 'Apple MacBook Air 13-inch M3 Laptop, 256GB, Midnight',
        price: 1099,
        category: null,
        description: '',
        isUsed: false,
        quantity: 1,
        country: 'US',
      },
      footprint: {
        id: '33336cd5-b2a5-46de-a823-a39bcc8993ac',
        currency: 'USD',
        expiresAt: '2026-11-29T08:00:00.000Z',
        carbonFootprint: 56.515,
        carbonFootprintSavings: null,
        carbonFootprintCradleToShelf: 56.515,
        carbonFootprintRetailOnly: 27.283,
        carbonFootprintPerDollar: 0.051,
        category: {
          scheme: 'NAICS-2017',
          code: '334111',
          title: 'Electronic Computer Manufacturing',
          kind: 'product',
          confidence: 0.973,
          fallback: false,
        },
        conditionDetected: null,
        method: 'USEEIO v1.3 spend-based (US EPA supply-chain factors, 2022 USD)',
        version: '2026.11-useeio1.3',
        dateCreated: '2026-11-22T08:00:00.000Z',
      },
    },
    {
      id: 'e27bbfec-59a3-4800-84d0-b589dc9d5cb5',
      externalId: '3f1c9a52-8d4e-4b7a-9c61-2e5f0a7d8b14',
      submission: {
        id: 'c3ee5987-51a7-4730-9598-2608f61add31',
        zip: null,
        sku: null,
        currency: 'USD',
        manufacturer: null,
        title: "Levi's Women's 501 Original Fit Jeans",
        price: 39.5,
        category: null,
        description: '',
        isUsed: true,
        quantity: 1,
        country: 'US',
      },
      footprint: {
        id: '2a5d118f-f15c-4fc2-b8c2-4deba2dd11b8',
        currency: 'USD',
        expiresAt: '2026-11-29T08:00:00.000Z',
        carbonFootprint: 2.101,
        carbonFootprintSavings: 2.101,
        carbonFootprintCradleToShelf: 4.203,
        carbonFootprintRetailOnly: 2.101,
        carbonFootprintPerDollar: 0.053,
        category: {
          scheme: 'NAICS-2017',
          code: '315240',
          title: "Women's, Girls', and Infants' Cut and Sew Apparel Manufacturing",
          kind: 'product',
          confidence: 0.953,
          fallback: false,
        },
        conditionDetected: null,
        method: 'USEEIO v1.3 spend-based (US EPA supply-chain factors, 2022 USD)',
        version: '2026.11-useeio1.3',
        dateCreated: '2026-11-22T08:00:00.000Z',
      },
    },
  ],
  dateCreated: '2026-11-22T08:00:00.000Z',
  dateUpdated: '2026-11-22T08:00:00.000Z',
};

export const TRANSACTION_PAGE_EXAMPLE = {
  data: [TRANSACTION_EXAMPLE],
  skip: 0,
  limit: 20,
  total: 1,
  hasMore: false,
};

export const ACCOUNT_METRICS_EXAMPLE = {
  env: 'production',
  from: '2026-11-16',
  to: '2026-11-22',
  groupBy: 'day',
  totals: { items: 3, carbonFootprint: 61.318, savings: 2.101, fallbackItems: 0, fallbackShare: 0 },
  data: [
    {
      key: '2026-11-21',
      title: null,
      items: 1,
      carbonFootprint: 2.702,
      savings: 0,
      fallbackItems: 0,
    },
    {
      key: '2026-11-22',
      title: null,
      items: 2,
      carbonFootprint: 58.616,
      savings: 2.101,
      fallbackItems: 0,
    },
  ],
};

export const ACCOUNT_USAGE_EXAMPLE = {
  period: { from: '2026-11-01', to: '2026-11-30', resetsAt: '2026-12-01T00:00:00.000Z' },
  billableItems: 1250,
  sandboxItems: 40,
  quota: 5000,
  remaining: 3750,
};

export const METHODOLOGY_EXAMPLE = {
  version: '2026.11-useeio1.3',
  method: 'USEEIO v1.3 spend-based (US EPA supply-chain factors, 2022 USD)',
  factorSet: {
    name: 'US EPA Supply Chain GHG Emission Factors by NAICS-6',
    version: '1.3.0',
    doi: '10.23719/1531143',
    dollarYear: 2022,
    unit: 'kg CO2e per 2022 USD, purchaser price',
    gwp: 'IPCC AR5',
  },
  priceIndex: {
    name: 'US BLS CPI-U, all items, U.S. city average, annual average of monthly values',
    series: 'CUUR0000SA0',
    years: '1913–2026; 2026 is a partial year (5 months), used for later years too',
  },
  exchangeRates: {
    name: 'Federal Reserve H.10/G.5A annual averages via FRED (currency units per 1 USD)',
    currencies: [
      'USD',
      'AUD',
      'BRL',
      'CAD',
      'CHF',
      'CNY',
      'DKK',
      'EUR',
      'GBP',
      'HKD',
      'INR',
      'JPY',
      'KRW',
      'LKR',
      'MXN',
      'MYR',
      'NOK',
      'NZD',
      'SEK',
      'SGD',
      'THB',
      'TWD',
      'ZAR',
    ],
    years: '1971–2026',
  },
  categorizer: {
    name: 'listing-lexicon+text-model',
    version: '2026.11.28.7+24a5b98a',
    fallbackCode: '339999',
    threshold: 0.15,
  },
  formulas: FORMULAS,
};

/** Three of the categories, the last one the documented fallback. */
export const CATEGORIES_EXAMPLE = {
  version: '2026.11-useeio1.3',
  scheme: 'NAICS-2017',
  data: [
    {
      code: '315240',
      title: "Women's, Girls', and Infants' Cut and Sew Apparel Manufacturing",
      factor: {
        withoutMargins: 0.06,
        margins: 0.06,
        withMargins: 0.12,
      },
      unit: 'kg CO2e per 2022 USD, purchaser price',
    },
    {
      code: '334111',
      title: 'Electronic Computer Manufacturing',
      factor: {
        withoutMargins: 0.03,
        margins: 0.028,
        withMargins: 0.058,
      },
      unit: 'kg CO2e per 2022 USD, purchaser price',
    },
    {
      code: '339999',
      title: 'All Other Miscellaneous Manufacturing',
      factor: {
        withoutMargins: 0.121,
        margins: 0.061,
        withMargins: 0.182,
      },
      unit: 'kg CO2e per 2022 USD, purchaser price',
    },
  ],
};

const PROBLEM_DETAILS: Record<ErrorCode, string> = {
  'invalid-request': 'The request body is invalid.',
  'missing-api-key': 'Send your API key in the Service-Api-Key header.',
  'invalid-api-key': 'This API key is unknown or revoked.',
  forbidden: 'A test key may only list sandbox transactions.',
  'transaction-not-found': 'No transaction with this id is visible to this key.',
  'not-found': 'There is no such resource.',
  'method-not-allowed': 'This path does not answer this method.',
  'request-timeout': 'The request did not arrive in full within 30 seconds.',
  'request-header-too-large': 'The request headers are larger than the server accepts.',
  'idempotency-key-reused': 'This Idempotency-Key was already used with a different request body.',
  'payload-too-large': 'The request body is over 5 MiB.',
  'unsupported-media-type': 'The request body must be application/json.',
  'rate-limited': 'Too many requests for this key; retry after the Retry-After seconds.',
  'quota-exceeded':
    'This account has footprinted its monthly quota of production items; it resets on 2026-12-01T00:00:00.000Z.',
  'internal-error':
    'Something went wrong on our side. Quote request id 7b0e2a4c-1f3d-4e5a-9b6c-8d7e6f5a4b3c when reporting it.',
  unavailable: 'The data store is not reachable. Try again shortly.',
};

/** A problem body as the service sends it for `code`. */
export function problemExample(code: ErrorCode) {
  const { status, title } = PROBLEM_TABLE[code];
  const detail = PROBLEM_DETAILS[code];
  const body = {
    type: `${PROBLEM_TYPE_BASE}${code}`,
    title,
    status,
    detail,
    code,
    requestId: '7b0e2a4c-1f3d-4e5a-9b6c-8d7e6f5a4b3c',
    statusCode: status,
    message: detail,
  };
  if (code !== 'invalid-request') return body;
  return {
    ...body,
    errors: [
      { path: '/items/0/productPrice', message: 'must have at most 2 decimal places' },
      {
        path: '/items/1/postalCode',
        message: 'must be a US ZIP code (12345 or 12345-6789) when country is US',
      },
    ],
  };
}
