import { type Static, Type } from 'typebox';
import { ISO_3166_ALPHA2 } from './countries.js';

export const MAX_ITEMS = 1000;
const US_ZIP = '^[0-9]{5}(-[0-9]{4})?$';

/** One product as submitted to `POST /v2/footprint/products`; defaults are the contract's. */
export const ItemRequestSchema = Type.Object(
  {
    productName: Type.String({
      'x-min-trimmed-length': 1,
      'x-max-trimmed-length': 500,
      description: '1–500 characters after trimming.',
    }),
    productPrice: Type.Number({
      minimum: 0,
      maximum: 10_000_000,
      'x-max-decimal-places': 2,
      description:
        'Unit price in `currency`, at most two decimal places. The rule is the extension keyword `x-max-decimal-places` (exact on decimals), not `multipleOf: 0.01`, whose floating-point remainder would reject valid prices such as 0.07.',
    }),
    productDescription: Type.Optional(Type.String({ maxLength: 10_000, default: '' })),
    postalCode: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 20,
        pattern: '^[A-Za-z0-9 -]+$',
        description:
          "When `country` is US (the default), a US ZIP, `12345` or `12345-6789` (the `pattern` in this schema's `then`); otherwise letters, digits, spaces and hyphens.",
      }),
    ),
    country: Type.Optional(
      Type.Enum([...ISO_3166_ALPHA2], {
        default: 'US',
        description: 'An officially assigned ISO 3166-1 alpha-2 code.',
      }),
    ),
    newProduct: Type.Optional(
      Type.Boolean({
        description:
          'false = used. When absent, the item is new unless its title or description says used ' +
          '("used", "refurbished", "pre-owned", "gebraucht"…); `footprint.conditionDetected` says so.',
      }),
    ),
    externalId: Type.Optional(Type.String({ format: 'uuid' })),
    currency: Type.Optional(
      Type.String({ pattern: '^[A-Z]{3}$', default: 'USD', description: 'ISO 4217.' }),
    ),
    manufacturer: Type.Optional(Type.String({ maxLength: 200 })),
    sku: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'The shop\'s own category path, a hint the categorizer reads as evidence ("Frozen > Frozen Produce"); listings sent with one are right more often.',
      }),
    ),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  },
  {
    additionalProperties: false,
    // An absent country is US (the default), so the ZIP rule applies then too.
    if: Type.Object({ country: Type.Optional(Type.Literal('US')) }),
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword, not a thenable.
    then: Type.Object({ postalCode: Type.Optional(Type.String({ pattern: US_ZIP })) }),
  },
);

/** The request body; `maxItems` comes from the configuration (1,000 by contract). */
export function footprintRequestSchema(maxItems = MAX_ITEMS) {
  return Type.Object(
    { items: Type.Array(ItemRequestSchema, { minItems: 1, maxItems }) },
    { additionalProperties: false },
  );
}

export type ItemRequest = Static<typeof ItemRequestSchema>;
export type FootprintRequest = Static<ReturnType<typeof footprintRequestSchema>>;

/** Opt-in extras of the footprint response; none by default, so the contract's shape holds. */
export const FootprintQuerySchema = Type.Object({
  include: Type.Optional(
    Type.Literal('candidates', {
      description: "`candidates`: add each footprint's top three categories with their confidence.",
    }),
  ),
});

export const FootprintHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
