import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Row = Record<string, string | number>;

/** Prints rows as an aligned table. */
export function printTable(title: string, rows: Row[]): void {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) => (typeof value === 'number' ? formatNumber(value) : (value ?? ''));
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cell(row[column]).length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join('  ');
  console.log(`\n${title}\n${line(columns)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(columns.map((column) => cell(row[column]))));
}

const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1));

/** Writes one benchmark's results under bench-results/ (gitignored), named by benchmark and time. */
export function writeResult(name: string, result: unknown): string {
  const dir = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
