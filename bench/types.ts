/**
 * One line of `npm run bench`: a figure of ours next to the platform's own limit measured in
 * the same run, and their ratio (ours / limit for times, limit / ours for rates, so that
 * 1.00 means "as fast as the platform" and larger means slower).
 */
export interface BenchRow {
  area: string;
  name: string;
  value: number;
  unit: string;
  limitName: string;
  limitValue: number;
  ratio: number;
  note?: string;
}

export type BenchSuite = () => Promise<BenchRow[]>;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs fn `runs` times (after one warm-up) and returns the median wall time in ms. */
export async function timeMedian(fn: () => unknown | Promise<unknown>, runs = 5): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}
