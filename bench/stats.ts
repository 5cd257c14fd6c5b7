/** Runs fn `runs` times after a warm-up and returns the durations in ms. */
export function timeRuns(runs: number, fn: () => unknown): number[] {
  for (let i = 0; i < 3; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export async function timeRunsAsync(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}
