/** The one table `npm run bench` prints: every figure beside its baseline, ratio and target. */

export interface Row {
  readonly area: string;
  readonly benchmark: string;
  readonly ours: string;
  readonly baseline: string;
  readonly ratio: string;
  readonly target: string;
  /** undefined for a figure without a target. */
  readonly met?: boolean | undefined;
  /** A check of correctness (same bytes, no failed request), not a speed target: a miss fails the bench whatever --check says. */
  readonly check?: boolean | undefined;
}

/**
 * The exit code of a bench: a measurement exits 0 whatever its figures, since the targets assume a
 * quiet machine with a core for wrk and one for the server; `--check` (gate) makes a missed target
 * exit 1. A failed check of correctness always does.
 */
export function benchExitCode(rows: readonly Row[], gate: boolean): 0 | 1 {
  return rows.some((r) => r.met === false && (r.check || gate)) ? 1 : 0;
}

const HEAD: Row = { area: 'area', benchmark: 'benchmark', ours: 'ours', baseline: 'baseline (same run)', ratio: 'ratio', target: 'target', met: undefined };
const COLUMNS = ['area', 'benchmark', 'ours', 'baseline', 'ratio', 'target'] as const;

export function renderTable(rows: readonly Row[]): string {
  const status = (r: Row) => (r === HEAD ? 'status' : r.met === undefined ? '-' : r.met ? 'ok' : 'MISSED');
  const all = [HEAD, ...rows];
  const widths = [...COLUMNS.map((c) => Math.max(...all.map((r) => r[c].length))), Math.max(...all.map((r) => status(r).length))];
  const line = (r: Row) => [...COLUMNS.map((c) => r[c]), status(r)].map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const fmtInt = (n: number): string => Math.round(n).toLocaleString('en');
export const fmtMiB = (bytes: number): string => `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MiB`;
