/** Throughput measurement shared by the benches: interleaved rounds, the median of each, ratios within one run. */

export interface Rate {
  readonly name: string;
  /** Operations per second, median of the rounds. */
  readonly perSecond: number;
}

/** Runs `op` in batches until `ms` have passed; returns operations per second. The sink defeats dead-code elimination. */
function rateOf(op: () => unknown, ms: number, sink: { n: number }): number {
  const started = performance.now();
  let done = 0;
  let elapsed = 0;
  do {
    for (let i = 0; i < 1000; i++) {
      const v = op();
      sink.n += typeof v === 'string' ? v.length : 1;
    }
    done += 1000;
    elapsed = performance.now() - started;
  } while (elapsed < ms);
  return (done / elapsed) * 1000;
}

/**
 * Measures each candidate in `rounds` interleaved rounds (so drift of the machine hits all alike),
 * after a warm-up that lets the JIT settle, and reports the median rate of each.
 */
export function compare(candidates: Readonly<Record<string, () => unknown>>, options: { rounds?: number; ms?: number } = {}): Rate[] {
  const { rounds = 5, ms = 400 } = options;
  const sink = { n: 0 };
  const names = Object.keys(candidates);
  const samples = new Map<string, number[]>(names.map((n) => [n, []]));
  for (const name of names) rateOf(candidates[name]!, ms / 2, sink);
  for (let r = 0; r < rounds; r++) for (const name of names) samples.get(name)!.push(rateOf(candidates[name]!, ms, sink));
  if (sink.n === 0) throw new Error('nothing was produced');
  return names.map((name) => {
    const sorted = samples.get(name)!.sort((a, b) => a - b);
    return { name, perSecond: sorted[Math.floor(sorted.length / 2)]! };
  });
}

export const fmt = (n: number): string => Math.round(n).toLocaleString('en');
export const mib = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;
