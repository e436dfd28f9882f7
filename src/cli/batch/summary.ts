import type { OutputRecord } from './output.js';

/** Totals of a results file, for the end of a run. */
export function summarize(records: OutputRecord[], inputRows: number): string {
  const ok = records.filter((r) => r.status === 'ok');
  const rejected = records.length - ok.length;
  const total = ok.reduce((sum, r) => sum + Number(r.carbonFootprint), 0);
  const byCategory = new Map<string, { rows: number; kg: number }>();
  for (const r of ok) {
    const key = `${r.categoryCode} ${r.categoryTitle}`;
    const entry = byCategory.get(key) ?? { rows: 0, kg: 0 };
    entry.rows += 1;
    entry.kg += Number(r.carbonFootprint);
    byCategory.set(key, entry);
  }
  const top = [...byCategory.entries()].sort((a, b) => b[1].kg - a[1].kg).slice(0, 5);
  const fallbacks = ok.filter((r) => r.fallback === 'true').length;
  return [
    `Rows: ${records.length} of ${inputRows} done, ${ok.length} footprinted, ${rejected} rejected`,
    `Total: ${total.toFixed(3)} kg CO2e`,
    'Top categories by kg CO2e:',
    ...top.map(
      ([name, e]) =>
        `  ${e.kg.toFixed(3).padStart(12)}  ${String(e.rows).padStart(6)} rows  ${name}`,
    ),
    `Fallback category (not recognised): ${fallbacks} rows`,
  ].join('\n');
}
