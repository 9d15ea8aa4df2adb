/**
 * The suite's strength by area of the reference emulator (docs/quality.md): which mutated file
 * belongs to which business area, the tally of a Stryker report per area, and the table printed at
 * the end of `npm run mutation`. A file belongs to the first area whose pattern matches it.
 */
import { readFileSync } from 'node:fs';
import { minimatch } from 'minimatch';

/** Stryker's status of one mutant (mutation-testing-report-schema). */
export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

/** The part of Stryker's JSON report (reports/mutation/mutation.json) this reads. */
export interface MutationReport {
  readonly files: Readonly<Record<string, { readonly mutants: readonly { readonly status: MutantStatus }[] }>>;
}

export interface Area {
  /** The name on the command line (`npm run mutation -- --area card-system`). */
  readonly slug: string;
  readonly name: string;
  /** The score the area must reach, in percent (issue #26), where one is set. */
  readonly target?: number;
  /** Its files, as globs of Stryker's `mutate` (matched with minimatch, as Stryker matches them). */
  readonly files: readonly string[];
}

const D = 'src/emulator/domain';
const P = 'src/emulator/providers';

export const AREAS: readonly Area[] = [
  { slug: 'limits', name: 'limits', target: 90, files: [`${D}/{limit,cycles}*.ts`] },
  { slug: 'callbacks', name: 'callbacks', files: [`${D}/gateway/callbacks.ts`, `${P}/callbacks.ts`] },
  { slug: '3ds', name: '3-D Secure', files: [`${D}/gateway/{three-ds,enrollment}*.ts`, `${D}/gateway/p2p/three-ds*.ts`, `${P}/ecom/three-ds*.ts`, `${P}/p2p/acs*.ts`] },
  { slug: 'p2p', name: 'P2P funding and payout', target: 90, files: [`${D}/gateway/p2p/**/*.ts`, `${P}/p2p/**/*.ts`] },
  { slug: 'stored-credentials', name: 'stored credentials and tii', target: 90, files: [`${D}/gateway/{bindings,credential,tii}*.ts`] },
  // Issue #26's target is the order state machine's (amounts and states of deposit, reverse, refund,
  // decline), not every file of the gateway: the pages, card inputs and answers are an area of their own.
  { slug: 'orders', name: 'e-commerce order state machine', target: 90, files: [`${D}/gateway/{orders,order-changes,order-store,checkout,authorization}.ts`] },
  { slug: 'ecom', name: 'e-commerce pages, card inputs and answers', files: [`${D}/gateway/**/*.ts`, `${P}/{ecom,gateway-common}/**/*.ts`] },
  {
    slug: 'card-system',
    name: 'card system',
    target: 90,
    files: [`${D}/card-system/**/*.ts`, `${D}/{cards,accounts,account-controls,ledger,restrictions,parties,history,card-services,pin}.ts`],
  },
  { slug: 'v2', name: 'v2', files: [`${D}/payments.ts`, `${P}/v2*.ts`, `${P}/v2/**/*.ts`] },
  { slug: 'v1', name: 'v1', files: [`${D}/{merchants,atms,payment-orders,keys}.ts`, `${P}/v1/**/*.ts`] },
];

/**
 * CI's bounded run (.ci/run): the card system and the order state machine, where money is decided,
 * in well under 10 minutes; `break` is a few points under the score it reached (docs/quality.md), so
 * a change that weakens the scenarios there fails CI.
 */
export const BOUNDED = {
  name: 'the card system and the order state machine',
  files: [`${D}/card-system/**/*.ts`, `${D}/gateway/{orders,order-changes,order-store}.ts`],
  break: 95,
} as const;

/** The suite's score as last measured in full (`npm run mutation -- --record`), quoted by the certification summary. */
export const RECORDED_SCORE = 'docs/mutation-score.json';

export const MUTATION_REPORTS = 'reports/mutation';
/** The scores per area of the last run, beside Stryker's report. */
export const MUTATION_SUMMARY = `${MUTATION_REPORTS}/summary.json`;

/** The last run's score in a few words (the nightly report's environment), if it left a summary. */
export function strengthOfLastRun(file = MUTATION_SUMMARY): string | undefined {
  try {
    const { score: all, scoreOfReached, commit } = JSON.parse(readFileSync(file, 'utf8')) as { score?: number; scoreOfReached?: number; commit?: string };
    if (all === undefined || scoreOfReached === undefined) return undefined;
    return `${scoreOfReached.toFixed(1)} % of the mutants the scenarios reach, ${all.toFixed(1)} % of all${commit ? ` (${commit})` : ''}`;
  } catch {
    return undefined;
  }
}

/** What no named area claims: the clock, ids, columns, retention, the composition root. */
const REST: Area = { slug: 'rest', name: 'the rest', files: [] };

export function areaOf(file: string): Area {
  return AREAS.find((area) => area.files.some((glob) => minimatch(file, glob))) ?? REST;
}

export interface Tally {
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  /** Ignored by Stryker (static mutants with ignoreStatic) or by a disable comment. */
  ignored: number;
  /** Mutants that broke the code rather than its behaviour (compile or runtime errors): not counted in scores. */
  errors: number;
}

const emptyTally = (): Tally => ({ killed: 0, timedOut: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 });

export function add(tally: Tally, status: MutantStatus): void {
  if (status === 'Killed') tally.killed++;
  else if (status === 'Timeout') tally.timedOut++;
  else if (status === 'Survived') tally.survived++;
  else if (status === 'NoCoverage') tally.noCoverage++;
  else if (status === 'Ignored') tally.ignored++;
  else if (status === 'CompileError' || status === 'RuntimeError') tally.errors++;
}

/**
 * The tally of the files these globs match: what a run of them (`--bounded`, `--area`) judged. The
 * report holds every file an earlier run judged as well (Stryker's incremental results), which the
 * run's threshold must not count.
 */
export function tallyOf(report: MutationReport, globs: readonly string[]): Tally {
  const tally = emptyTally();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (globs.some((glob) => minimatch(file, glob))) for (const m of mutants) add(tally, m.status);
  }
  return tally;
}

/**
 * Stryker's mutation score: the share of mutants a scenario failed on, of all that could have been
 * caught (killed, timed out, survived, reached by no scenario). undefined: no such mutant.
 */
export function score(t: Tally): number | undefined {
  const valid = t.killed + t.timedOut + t.survived + t.noCoverage;
  return valid === 0 ? undefined : (100 * (t.killed + t.timedOut)) / valid;
}

/** The same, of the mutants some scenario reaches: what a certification run's pass is worth. */
export function coveredScore(t: Tally): number | undefined {
  const covered = t.killed + t.timedOut + t.survived;
  return covered === 0 ? undefined : (100 * (t.killed + t.timedOut)) / covered;
}

export interface AreaScore {
  readonly area: string;
  readonly target?: number | undefined;
  readonly tally: Tally;
}

/**
 * The report without the files the config no longer mutates. Stryker's incremental file keeps a file
 * once mutated, and its report carries it on after the file is left out of `mutate` (with its reason
 * in stryker.config.mjs): its old survivors would still count against the score.
 */
export function withinMutated(report: MutationReport, mutate: readonly string[]): MutationReport {
  const included = mutate.filter((glob) => !glob.startsWith('!'));
  const excluded = mutate.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  const kept = (file: string) => included.some((glob) => minimatch(file, glob)) && !excluded.some((glob) => minimatch(file, glob));
  return { ...report, files: Object.fromEntries(Object.entries(report.files).filter(([file]) => kept(file))) };
}

/** One row per area that has mutants in the report, in AREAS' order, then the rest, then the total. */
export function areaScores(report: MutationReport): { areas: AreaScore[]; total: Tally } {
  const byArea = new Map<Area, Tally>();
  const total = emptyTally();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const area = areaOf(file);
    let tally = byArea.get(area);
    if (!tally) byArea.set(area, (tally = emptyTally()));
    for (const { status } of mutants) {
      add(tally, status);
      add(total, status);
    }
  }
  const areas = [...AREAS, REST].filter((a) => byArea.has(a)).map((a) => ({ area: a.name, target: a.target, tally: byArea.get(a)! }));
  return { areas, total };
}

const percent = (value: number | undefined): string => (value === undefined ? '–' : `${value.toFixed(1)} %`);

/** The table `npm run mutation` prints, as Markdown so that docs/quality.md can take it as it is. */
export function scoreTable({ areas, total }: { areas: readonly AreaScore[]; total: Tally }): string {
  const head = ['area', 'score', 'of reached', 'target', 'killed', 'timed out', 'survived', 'no scenario', 'ignored'];
  const row = (name: string, t: Tally, target?: number) => {
    const s = score(t);
    const verdict = target === undefined || s === undefined ? '' : s >= target ? ' ✔' : ' ✘';
    return [name, percent(s), percent(coveredScore(t)), target === undefined ? '' : `≥ ${target} %${verdict}`, t.killed, t.timedOut, t.survived, t.noCoverage, t.ignored].map(String);
  };
  const rows = [...areas.map((a) => row(a.area, a.tally, a.target)), row('**all**', total, 80)];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
