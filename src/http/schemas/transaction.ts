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
