import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** "2 cores (nproc), AMD EPYC …, Node v20…": the machine line every section starts with. */
export function machineLine(): string {
  const nproc = execSync('nproc').toString().trim();
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `Machine: ${nproc} cores (nproc), ${model}, Node ${process.version}`;
}

/** A markdown table of three-column rows, by default [measure, result, target]. */
export function resultTable(
  rows: ReadonlyArray<readonly [string, string, string]>,
  headers: readonly [string, string, string] = ['measure', 'result', 'target'],
): string {
  return [
    `| ${headers.join(' | ')} |`,
    '| --- | --- | --- |',
    ...rows.map(([measure, result, target]) => `| ${measure} | ${result} | ${target} |`),
  ].join('\n');
}

/** Replaces (or appends) the `## {title}` section of BENCHMARKS.md with `body`. */
export function writeSection(title: string, body: string): void {
  const path = join(ROOT, 'BENCHMARKS.md');
  const section = `## ${title}\n\n${body.trimEnd()}\n`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\n';
  // The title is text, not a pattern: escape the parentheses of titles such as "(sqlite)".
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`## ${escaped}\\n[\\s\\S]*?(?=\\n## |$)`);
  const updated = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(path, updated.endsWith('\n') ? updated : `${updated}\n`);
  console.log(`wrote the ${title} section of BENCHMARKS.md`);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
