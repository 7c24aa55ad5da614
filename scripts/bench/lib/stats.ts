/** Small helpers of the calibration bench: seeded randomness, statistics, text tables. */

// The server's seeded PRNG and hash (level-policy.ts), so a bench seed means what it means there.
export { createRng as rng, hashString as hash } from '../../../server/src/engine/level-policy';

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((s, v) => s + v, 0) / values.length;
}

export const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** A Markdown table; the same text reads well in a terminal. */
export function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, c) => Math.max(...cells.map((row) => (row[c] ?? '').length), 3));
  const line = (row: readonly string[]) => `| ${row.map((cell, c) => cell.padEnd(widths[c] ?? 3)).join(' | ')} |`;
  return [line(cells[0] ?? []), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join('\n');
}

/** Runs `task` over the items with at most `limit` in flight; results in input order. */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
