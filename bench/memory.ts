/**
 * The emulator's memory with a million cards issued, each measurement in a fresh child process
 * (bench/memory-child.ts) so that nothing the other benches left behind is counted.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface MemoryRun {
  readonly cards: number;
  readonly holders: number;
  readonly seconds: number;
  readonly rssBefore: number;
  readonly rssAfter: number;
  readonly heapBefore: number;
  readonly heapAfter: number;
}

export interface MemoryFigure extends MemoryRun {
  readonly name: string;
  /** Bytes of RSS allowed; undefined for a figure given for information. */
  readonly targetBytes?: number;
  readonly met: boolean;
}

const GIB = 2 ** 30;

async function measure(cards: number, holders: number): Promise<MemoryRun> {
  const child = new URL('./memory-child.ts', import.meta.url).pathname;
  // Bounded: the child issues a million cards in 10-40 s on this machine.
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', child, String(cards), String(holders)], { timeout: 300_000 });
  return JSON.parse(stdout) as MemoryRun;
}

export async function benchMemory(): Promise<MemoryFigure[]> {
  const cards = await measure(1_000_000, 10_000);
  const holders = await measure(100_000, 100_000);
  const figures: MemoryFigure[] = [
    { name: '1,000,000 cards (10,000 cardholders)', ...cards, targetBytes: GIB, met: cards.rssAfter < GIB },
    // For information: what a cardholder with its generated data, account and one card costs.
    { name: '100,000 cardholders, one card each', ...holders, met: true },
  ];
  for (const f of figures) console.log(`  ${f.name}: RSS ${(f.rssAfter / 2 ** 20).toFixed(0)} MiB, heap ${(f.heapAfter / 2 ** 20).toFixed(0)} MiB, issued in ${f.seconds.toFixed(1)} s`);
  return figures;
}
