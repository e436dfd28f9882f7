import { randomUUID } from 'node:crypto';
import { categoryKind, roundKg } from '../../engine/index.js';
import type { Calculator } from '../../engine/types.js';
import type {
  Environment,
  Footprint,
  Item,
  StoredCategory,
  Transaction,
} from '../../store/store.js';
import type { TransactionView } from '../schemas/transaction.js';
import type { NormalizedItem } from './normalize-item.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a new transaction is made of besides its items' figures. */
export interface TransactionInput {
  accountId: string;
  env: Environment;
  now: Date;
  footprintTtlDays: number;
  calculator: Calculator;
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : roundKg(value);
}

function footprintOf(
  item: NormalizedItem,
  category: StoredCategory,
  input: TransactionInput,
): Footprint {
  const { calculator, now } = input;
  const title = calculator.categoryTitle(category.code);
  if (title === null) {
    throw new Error(`Category ${category.code} has no factor in ${calculator.version}`);
  }
  const figures = calculator.footprint(
    {
      name: item.title,
      description: item.description,
      manufacturer: item.manufacturer,
      sku: item.sku,
      categoryHint: item.category,
      price: item.price,
      currency: item.currency,
      quantity: item.quantity,
      postalCode: item.zip,
      country: item.country,
      isUsed: item.isUsed,
      purchasedAt: now,
    },
    category.code,
  );
  return {
    id: randomUUID(),
    currency: 'USD',
    expiresAt: new Date(now.getTime() + input.footprintTtlDays * DAY_MS).toISOString(),
    carbonFootprint: roundKg(figures.carbonFootprint),
    carbonFootprintSavings: roundOrNull(figures.carbonFootprintSavings),
    carbonFootprintCradleToShelf: roundKg(figures.carbonFootprintCradleToShelf),
    carbonFootprintRetailOnly: roundKg(figures.carbonFootprintRetailOnly),
    carbonFootprintPerDollar: roundOrNull(figures.carbonFootprintPerDollar),
    category: {
      scheme: 'NAICS-2017',
      code: category.code,
      title,
      confidence: category.confidence,
      fallback: category.fallback,
      kind: categoryKind(category.code),
    },
    conditionDetected: item.conditionDetected,
    method: calculator.method,
    version: calculator.version,
    dateCreated: now.toISOString(),
  };
}

/** Footprints every item with its resolved category and assembles the transaction to store. */
export function buildTransaction(
  items: ReadonlyArray<{ item: NormalizedItem; category: StoredCategory }>,
  input: TransactionInput,
): Transaction {
  const created = input.now.toISOString();
  const built: Item[] = items.map(({ item, category }) => ({
    id: randomUUID(),
    externalId: item.externalId,
    submission: {
      id: randomUUID(),
      zip: item.zip,
      sku: item.sku,
      currency: item.currency,
      manufacturer: item.manufacturer,
      title: item.title,
      price: item.price,
      category: item.category,
      description: item.description,
      isUsed: item.isUsed,
      quantity: item.quantity,
      country: item.country,
    },
    footprint: footprintOf(item, category, input),
  }));
  return {
    id: randomUUID(),
    accountId: input.accountId,
    env: input.env,
    items: built,
    dateCreated: created,
    dateUpdated: created,
  };
}

/**
 * The Transaction as the API shows it: without the owning account, and with the fields that
 * footprints stored before them lack (`category.kind` from the code, `conditionDetected` null).
 */
export function toView(transaction: Transaction): TransactionView {
  const { accountId: _owner, ...view } = transaction;
  return {
    ...view,
    items: view.items.map((item) => ({
      ...item,
      footprint: {
        ...item.footprint,
        category: {
          ...item.footprint.category,
          kind: item.footprint.category.kind ?? categoryKind(item.footprint.category.code),
        },
        conditionDetected: item.footprint.conditionDetected ?? null,
      },
    })),
  };
}
