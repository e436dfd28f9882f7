import { type Static, Type } from 'typebox';

const Day = (description: string) =>
  Type.String({ format: 'date', description: `${description} (UTC day, YYYY-MM-DD).` });

export const MetricsQuerySchema = Type.Object(
  {
    env: Type.Optional(
      Type.Enum(['sandbox', 'production'], {
        description: "Defaults to the key's environment; production for the web app's session.",
      }),
    ),
    from: Type.Optional(Day('First day, inclusive; defaults to 29 days before `to`')),
    to: Type.Optional(Day('Last day, inclusive; defaults to today')),
    groupBy: Type.Optional(
      Type.Enum(['day', 'week', 'month', 'category'], {
        description:
          'Periods (weeks start on Monday) oldest first, or the top 10 categories by kg CO2e.',
        default: 'day',
      }),
    ),
  },
  { additionalProperties: false },
);
export type MetricsQuery = Static<typeof MetricsQuerySchema>;

const Figures = {
  items: Type.Integer({ description: 'Items footprinted.' }),
  carbonFootprint: Type.Number({ description: 'kg CO2e, summed.' }),
  savings: Type.Number({ description: 'kg CO2e of production avoided by used goods, summed.' }),
  fallbackItems: Type.Integer({
    description: 'Items whose category is a fallback (the categorizer was unsure).',
  }),
};

export const MetricsResponseSchema = Type.Object({
  env: Type.Enum(['sandbox', 'production']),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  groupBy: Type.Enum(['day', 'week', 'month', 'category']),
  totals: Type.Object({
    ...Figures,
    fallbackShare: Type.Number({ description: 'fallbackItems / items; 0 without items.' }),
  }),
  data: Type.Array(
    Type.Object({
      key: Type.String({
        description: "The period's first day (YYYY-MM-DD), or the NAICS code by category.",
      }),
      title: Type.Union([Type.String(), Type.Null()], {
        description: "The category's title (groupBy=category), else null.",
      }),
      ...Figures,
    }),
  ),
});

export const UsageResponseSchema = Type.Object({
  period: Type.Object({
    from: Type.String({ format: 'date', description: 'First day of the calendar month (UTC).' }),
    to: Type.String({ format: 'date', description: 'Last day of the month.' }),
    resetsAt: Type.String({ format: 'date-time', description: 'When the next month starts.' }),
  }),
  billableItems: Type.Integer({
    description: 'Production items footprinted this month (replays and test keys are free).',
  }),
  sandboxItems: Type.Integer({ description: 'Test-key items this month, not billed.' }),
  quota: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Production items allowed per month (MONTHLY_ITEM_QUOTA), or null.',
  }),
  remaining: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Items left this month under the quota, or null.',
  }),
});
