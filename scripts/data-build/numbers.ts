import { DataBuildError } from './build-error.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Parses a plain decimal cell ("0.488", "12"), failing on anything else (blank, "1e3", "N/A"). */
export function parseDecimal(text: string, file: string, line: number, what: string): number {
  if (!DECIMAL.test(text)) {
    throw new DataBuildError(file, line, `${what} "${text}" is not a decimal number`);
  }
  return Number(text);
}

/**
 * Parses a decimal cell into an exact integer count of 10^-decimals units ("292.65" at 3 → 292650),
 * so sums and averages can be computed without floating-point drift.
 */
export function parseScaled(
  text: string,
  decimals: number,
  file: string,
  line: number,
  what: string,
): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  const fraction = match?.[2] ?? '';
  if (match === null || fraction.length > decimals) {
    throw new DataBuildError(
      file,
      line,
      `${what} "${text}" is not a non-negative decimal with at most ${decimals} decimals`,
    );
  }
  return Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}

/**
 * The mean of scaled integers, rounded half up to whole units and scaled back to a number
 * (mean of [292650, 292660] at 3 decimals → 292.655). Exact for the sizes the build sees.
 */
export function roundedScaledMean(values: readonly number[], decimals: number): number {
  const sum = values.reduce((total, value) => total + value, 0);
  const units = Math.floor((2 * sum + values.length) / (2 * values.length));
  return units / 10 ** decimals;
}
