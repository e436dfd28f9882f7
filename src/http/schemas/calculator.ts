import { Type } from 'typebox';

const FactorSchema = Type.Object({
  withoutMargins: Type.Number({ description: 'Cradle to factory gate.' }),
  margins: Type.Number({ description: 'Factory gate to shelf.' }),
  withMargins: Type.Number({ description: 'Cradle to shelf.' }),
});

export const CategoriesResponseSchema = Type.Object({
  version: Type.String(),
  scheme: Type.Literal('NAICS-2017'),
  data: Type.Array(
    Type.Object({
      code: Type.String(),
      title: Type.String(),
      factor: FactorSchema,
      unit: Type.String(),
    }),
  ),
});

export const MethodologyResponseSchema = Type.Object({
  version: Type.String(),
  method: Type.String(),
  factorSet: Type.Object({
    name: Type.String(),
    version: Type.String(),
    doi: Type.String(),
    dollarYear: Type.Integer(),
    unit: Type.String(),
    gwp: Type.String(),
  }),
  priceIndex: Type.Object({ name: Type.String(), series: Type.String(), years: Type.String() }),
  exchangeRates: Type.Object({
    name: Type.String(),
    currencies: Type.Array(Type.String()),
    years: Type.String(),
  }),
  categorizer: Type.Object({
    name: Type.String(),
    version: Type.String(),
    fallbackCode: Type.String(),
    threshold: Type.Number(),
  }),
  formulas: Type.Record(Type.String(), Type.String()),
});
