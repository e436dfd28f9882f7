/** Rounds kilograms to grams (3 decimals), half away from zero, never returning -0. */
export function roundKg(x: number): number {
  if (!Number.isFinite(x)) return x;
  const magnitude = Math.abs(x);
  // toPrecision first absorbs binary noise such as 1.0005 stored as 1.000499999…
  const scaled = Number((magnitude * 1000).toPrecision(15));
  const rounded = Math.round(scaled) / 1000;
  const signed = x < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}
