/**
 * The table bench/search-writes.ts prints: every measure in a row, a column for each design, and
 * each figure's change over the design without search.
 */
import { VARIANTS } from './search-writes-variants.ts';
import { percentiles } from './support.ts';

export type Timings = { times: number[]; mergeMs: number; hot: number };
export type Figures = {
  bulkMs: number;
  walMb: number;
  insert: Timings;
  update: Timings;
  stock: Timings;
  totalMb: number;
  heapMb: number;
  searchMb?: number;
  trigramMb?: number;
  searchRebuiltMb?: number;
  trigramRebuiltMb?: number;
  vectorBytes?: number;
  entriesK?: number;
  queries: { label: string; ms: number; matches: number }[];
};

export function printReport(
  figures: Map<string, Figures>,
  { products: N, writes }: { products: number; writes: number },
): void {
  const floor = figures.get('a')!;
  const cell = (value: number, base: number | undefined, digits = 0) => {
    const shown = value.toLocaleString('en-US', {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    });
    if (base === undefined || value === base || base === 0) return shown;
    const pct = ((value - base) / base) * 100;
    return `${shown} (${pct >= 0 ? '+' : ''}${pct.toFixed(0)} %)`;
  };
  const us = (ms: number) => ms * 1000;
  const mean = (t: Timings) => (t.times.reduce((a, b) => a + b, 0) + t.mergeMs) / t.times.length;
  type Measure = [string, (f: Figures) => number | undefined, number?, boolean?];
  const measures: Measure[] = [
    [`bulk insert of ${N.toLocaleString('en-US')}, ms`, (f) => f.bulkMs],
    ['bulk insert, µs a row', (f) => us(f.bulkMs) / N, 1],
    ...(['insert', 'update', 'stock'] as const).flatMap((kind): Measure[] => {
      const name = {
        insert: 'one-row insert',
        update: 'name/description update',
        stock: 'stock update',
      }[kind];
      return [
        [`${name} p50, µs`, (f) => us(percentiles(f[kind].times).p50)],
        [`${name} p99, µs`, (f) => us(percentiles(f[kind].times).p99)],
        [`${name} mean + merge, µs`, (f) => us(mean(f[kind]))],
        ...(kind === 'insert'
          ? []
          : ([[`${name}s that were HOT, %`, (f) => 100 * f[kind].hot, 0, false]] as Measure[])),
      ];
    }),
    ['WAL written by the bulk insert, MB', (f) => f.walMb, 1],
    ['table + indexes, MB', (f) => f.totalMb, 2],
    ['table alone (heap), MB', (f) => f.heapMb, 2],
    ['search vector, bytes a row', (f) => f.vectorBytes, 0, false],
    ['search index entries, thousands', (f) => f.entriesK, 0, false],
    ['search index, MB', (f) => f.searchMb, 2, false],
    ['search index rebuilt (REINDEX), MB', (f) => f.searchRebuiltMb, 2, false],
    ['trigram index, MB', (f) => f.trigramMb, 2, false],
    ['trigram index rebuilt, MB', (f) => f.trigramRebuiltMb, 2, false],
  ];
  const width = 20;
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(42) : c.padStart(width))).join('');
  console.warn(
    `\nSearch index cost on writes: ${N.toLocaleString('en-US')} products, ${writes.toLocaleString('en-US')} one-row writes of each kind\n`,
  );
  console.warn(line(['measure', ...VARIANTS.map((v) => v.label)]));
  for (const [label, read, digits, compare = true] of measures)
    console.warn(
      line([
        label,
        ...VARIANTS.map((v) => {
          const value = read(figures.get(v.key)!);
          return value === undefined ? '—' : cell(value, compare ? read(floor) : undefined, digits);
        }),
      ]),
    );
  const labels = [...new Set([...figures.values()].flatMap((f) => f.queries.map((q) => q.label)))];
  // The whole-word search first, though (a) has none.
  labels.sort((x, y) => Number(y.startsWith('word')) - Number(x.startsWith('word')));
  for (const label of labels)
    console.warn(
      line([
        `search ${label}, ms (matches)`,
        ...VARIANTS.map((v) => {
          const q = figures.get(v.key)!.queries.find((x) => x.label === label);
          return q ? `${q.ms.toFixed(2)} (${q.matches})` : '—';
        }),
      ]),
    );
}
