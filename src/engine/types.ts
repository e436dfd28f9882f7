/**
 * Public types of the footprint engine. The engine is pure: no HTTP, no database, no process.env.
 * The HTTP layer and the store only ever see these types and the functions in `index.ts`.
 */

/** The text of a product listing: what the categorizer reads, and what identifies a product. */
export interface ProductText {
  name: string;
  description: string;
  manufacturer: string | null;
  sku: string | null;
  /** The client's own category hint ("Electronics > Headphones"), weaker evidence than the name. */
  categoryHint: string | null;
}

/** One purchase to footprint: the product text plus what was paid, where and when. */
export interface Purchase extends ProductText {
  /** Unit price in `currency`, ≥ 0. */
  price: number;
  /** ISO 4217 code; must be one the calculator has a rate for (see `Calculator.supportsCurrency`). */
  currency: string;
  quantity: number;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  isUsed: boolean;
  /** When the purchase happened; chooses the year for exchange rates and CPI deflation. */
  purchasedAt: Date;
}

/** Condition words found in a listing that say the item is used (see `condition.ts`). */
export interface DetectedCondition {
  condition: 'used';
  from: 'title' | 'description';
  /** The words as normalised, e.g. "pre-owned". */
  phrase: string;
}

/** What a category stands for: a good, a service, or a payment that is neither (zero footprint). */
export type CategoryKind = 'product' | 'service' | 'not-a-product';

/** A category as it appears in a footprint (`footprint.category` in the API). */
export interface CategoryAssignment {
  scheme: 'NAICS-2017';
  code: string;
  title: string;
  /** Derived from the code (see `category-kind.ts`). */
  kind: CategoryKind;
  /** 0–1. */
  confidence: number;
  /** True when nothing reached the threshold and the documented default category was used. */
  fallback: boolean;
}

/** One ranked candidate with the evidence that made it. */
export interface CategoryCandidate {
  code: string;
  title: string;
  kind: CategoryKind;
  confidence: number;
  /** Human-readable reasons, e.g. `title: "headphones" → 334310 (product type)`. */
  evidence: string[];
}

/** The categorizer's answer: the category to use and the ranked alternatives behind it. */
export interface Categorization {
  best: CategoryAssignment;
  /** Best first; at most 5. */
  candidates: CategoryCandidate[];
}

/** The figures of one footprint, in kg CO2e, unrounded: rounding to grams happens at output. */
export interface FootprintFigures {
  carbonFootprint: number;
  /** Null for a new product. */
  carbonFootprintSavings: number | null;
  carbonFootprintCradleToShelf: number;
  carbonFootprintRetailOnly: number;
  /** Null when the price is 0. */
  carbonFootprintPerDollar: number | null;
  /** Always 'USD'. */
  currency: 'USD';
  /** Price × quantity in USD, after conversion, before deflation. */
  spendUsd: number;
  /** Price × quantity in the factors' reference-year USD. */
  spendReferenceUsd: number;
  /** The factor set's per-dollar factors used (kg CO2e per reference-year USD). */
  factor: EmissionFactor;
}

/** Per-dollar factors of one NAICS-6 category in one factor set. */
export interface EmissionFactor {
  /** Cradle to factory gate. */
  withoutMargins: number;
  /** Factory gate to shelf: transport, wholesale and retail. */
  margins: number;
  /** Cradle to shelf. */
  withMargins: number;
}

/** A row of `GET /v1/categories`. */
export interface CategoryFactorRow {
  code: string;
  title: string;
  factor: EmissionFactor;
  unit: string;
}

/** What `GET /v1/methodology` shows for one calculator version. */
export interface Methodology {
  version: string;
  method: string;
  factorSet: {
    name: string;
    version: string;
    doi: string;
    dollarYear: number;
    unit: string;
    gwp: string;
  };
  priceIndex: { name: string; series: string; years: string };
  exchangeRates: { name: string; currencies: string[]; years: string };
  categorizer: { name: string; version: string; fallbackCode: string; threshold: number };
  formulas: Record<string, string>;
}

/**
 * One calculator version: one factor set, one categorizer and one rate table, bound under one id
 * (for example `2026.11-useeio1.3`). Footprints record the version that made them.
 */
export interface Calculator {
  readonly version: string;
  /** Short name of method and data set, e.g. `USEEIO v1.3 spend-based (EPA supply-chain factors, 2022 USD)`. */
  readonly method: string;
  categorize(text: ProductText): Categorization;
  /**
   * Assumes `supportsCurrency(purchase.currency)`; throws a RangeError otherwise. The
   * not-a-product code gives zero figures with a zero factor.
   */
  footprint(purchase: Purchase, categoryCode: string): FootprintFigures;
  supportsCurrency(code: string): boolean;
  /**
   * Title of a NAICS code in this version's factor set (or of the not-a-product code), or null if
   * it has no factor.
   */
  categoryTitle(code: string): string | null;
  categories(): CategoryFactorRow[];
  methodology(): Methodology;
}

/** All loaded calculator versions and the active one. */
export interface Engine {
  readonly versions: readonly string[];
  readonly active: Calculator;
  get(version: string): Calculator | undefined;
}
