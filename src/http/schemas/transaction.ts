import { type Static, type TSchema, Type } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const Id = Type.String({ format: 'uuid' });

/** Where a transaction lives: test keys work in `sandbox`, production keys in `production`. */
export const EnvironmentSchema = Type.Enum(['sandbox', 'production']);

export const SubmissionSchema = Type.Object({
  id: Id,
  zip: Nullable(Type.String()),
  sku: Nullable(Type.String()),
  currency: Type.String(),
  manufacturer: Nullable(Type.String()),
  title: Type.String(),
  price: Type.Number(),
  category: Nullable(Type.String()),
  description: Type.String(),
  isUsed: Type.Boolean(),
  quantity: Type.Integer(),
  country: Type.String(),
});

export const FootprintCategorySchema = Type.Object({
  scheme: Type.Literal('NAICS-2017'),
  code: Type.String(),
  title: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  fallback: Type.Boolean(),
  kind: Type.Union(
    [Type.Literal('product'), Type.Literal('service'), Type.Literal('not-a-product')],
    {
      description:
        'From the code: goods (11, 21, 31–33, published goods 5111xx, 511210, 512250) are products, ' +
        'other sectors services; code 000000 is not a product (gift card, tax, tip…): zero footprint.',
    },
  ),
});

/** Condition words that made an item used when the request had no `newProduct`. */
export const ConditionDetectedSchema = Nullable(
  Type.Object({
    condition: Type.Literal('used'),
    from: Type.Union([Type.Literal('title'), Type.Literal('description')]),
    phrase: Type.String({ description: 'The words found, normalised, e.g. "pre-owned".' }),
  }),
);

/** One alternative category, returned only on request (`include=candidates`). */
export const CategoryCandidateSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  kind: FootprintCategorySchema.properties.kind,
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});

export const FootprintSchema = Type.Object({
  id: Id,
  currency: Type.Literal('USD'),
  expiresAt: Timestamp,
  carbonFootprint: Type.Number({ description: 'kg CO2e, rounded to grams.' }),
  carbonFootprintSavings: Nullable(Type.Number()),
  carbonFootprintCradleToShelf: Type.Number(),
  carbonFootprintRetailOnly: Type.Number(),
  carbonFootprintPerDollar: Nullable(Type.Number()),
  category: FootprintCategorySchema,
  conditionDetected: ConditionDetectedSchema,
  candidates: Type.Optional(
    Type.Array(CategoryCandidateSchema, {
      maxItems: 3,
      description:
        'Only with `include=candidates` on POST /v2/footprint/products: the categorizer’s top three ' +
        'categories, best first, computed for the response and never stored.',
    }),
  ),
  method: Type.String(),
  version: Type.String(),
  dateCreated: Timestamp,
});

export const ItemSchema = Type.Object({
  id: Id,
  externalId: Nullable(Id),
  submission: SubmissionSchema,
  footprint: FootprintSchema,
});

/** The Transaction as the API shows it: every field present, `accountId` never exposed. */
export const TransactionSchema = Type.Object({
  id: Id,
  env: EnvironmentSchema,
  items: Type.Array(ItemSchema),
  dateCreated: Timestamp,
  dateUpdated: Timestamp,
});

export type TransactionView = Static<typeof TransactionSchema>;
export type TransactionItemView = Static<typeof ItemSchema>;
export type FootprintView = Static<typeof FootprintSchema>;

export type TransactionPageView = Static<typeof TransactionPageSchema>;

export const TransactionPageSchema = Type.Object(
  {
    data: Type.Array(TransactionSchema),
    skip: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    hasMore: Type.Boolean(),
  },
  { description: 'One page of transactions, newest first.' },
);

export const ListQuerySchema = Type.Object(
  {
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    env: Type.Optional(EnvironmentSchema),
  },
  { additionalProperties: false },
);

export const TransactionParamsSchema = Type.Object({ id: Type.String() });
