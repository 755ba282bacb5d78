/**
 * The benchmark table: each benchmark adds rows (a figure measured now and, where the issue names
 * one, its baseline measured in the same run), and `npm run bench` prints them and writes them as JSON
 * under bench/results/ so runs can be compared. Numbers are never asserted anywhere.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchRow {
  /** What was measured, e.g. 'Kartenliste 1M, Standardfilter, p95'. */
  what: string;
  /** The figure measured now. */
  now: number;
  /** Its unit: 'ms', 'req/s', 'KB gzip', 'MB', 's' … */
  unit: string;
  /** The baseline measured in the same run (same unit), when the row has one. */
  baseline?: number;
  /** What the baseline is, e.g. 'nackte Zeilenabfrage'. */
  baselineLabel?: string;
  /** The goal, as the issue states it, e.g. '≤ 20 ms und ≤ 1,5× Zeilenabfrage'. */
  goal?: string;
}

const rows: BenchRow[] = [];

export function recordBench(row: BenchRow): void {
  rows.push(row);
  const ratio = row.baseline
    ? ` (${(row.now / row.baseline).toFixed(2)}× ${row.baselineLabel ?? 'Basis'})`
    : '';
  console.log(`» ${row.what}: ${formatNumber(row.now)} ${row.unit}${ratio}`);
}

function formatNumber(n: number): string {
  return Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(Math.abs(n) >= 10 ? 1 : 2);
}

/** Prints the table of every row recorded in this run and writes it to bench/results/<timestamp>.json. */
export function writeBenchReport(): string | undefined {
  if (rows.length === 0) return undefined;
  const header = ['Messung', 'jetzt', 'Basis', 'Verhältnis', 'Ziel'];
  const lines = rows.map((r) => [
    r.what,
    `${formatNumber(r.now)} ${r.unit}`,
    r.baseline === undefined ? '—' : `${formatNumber(r.baseline)} ${r.unit} (${r.baselineLabel ?? 'Basis'})`,
    r.baseline ? `${(r.now / r.baseline).toFixed(2)}×` : '—',
    r.goal ?? '—',
  ]);
  const table = [header, header.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
  console.log(`\n${table}\n`);
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`,
  );
  console.log(`Ergebnis gespeichert: ${file}`);
  return file;
}
