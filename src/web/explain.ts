import type { EmissionFactor, Engine } from '../engine/types.js';
import type { Item } from '../store/store.js';

/** How an item's footprint was made, recomputed with the calculator version that made it. */
export interface ItemExplanation {
  item: Item;
  /** Null when that calculator version is no longer loaded. */
  factor: EmissionFactor | null;
  spendUsd: number | null;
  spendReferenceUsd: number | null;
  /** The categorizer's reasons for its best candidates (up to 3). */
  candidates: { code: string; title: string; confidence: number; evidence: string[] }[];
  referenceYear: number | null;
}

export function explainItem(engine: Engine, item: Item): ItemExplanation {
  const calculator = engine.get(item.footprint.version);
  if (!calculator) {
    return {
      item,
      factor: null,
      spendUsd: null,
      spendReferenceUsd: null,
      candidates: [],
      referenceYear: null,
    };
  }
  const { submission } = item;
  const text = {
    name: submission.title,
    description: submission.description,
    manufacturer: submission.manufacturer,
    sku: submission.sku,
    categoryHint: submission.category,
  };
  const figures = calculator.footprint(
    {
      ...text,
      price: submission.price,
      currency: submission.currency,
      quantity: submission.quantity,
      postalCode: submission.zip,
      country: submission.country,
      isUsed: submission.isUsed,
      purchasedAt: new Date(item.footprint.dateCreated),
    },
    item.footprint.category.code,
  );
  const categorization = calculator.categorize(text);
  return {
    item,
    factor: figures.factor,
    spendUsd: figures.spendUsd,
    spendReferenceUsd: figures.spendReferenceUsd,
    candidates: categorization.candidates.slice(0, 3),
    referenceYear: calculator.methodology().factorSet.dollarYear,
  };
}
