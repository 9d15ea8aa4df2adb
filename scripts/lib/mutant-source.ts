/**
 * One mutant of a Stryker report (mutation-testing-report-schema) put back into its file's source,
 * so that it can run outside Stryker: `npm run explore:mutants` builds an emulator of each.
 */

/** A position of Stryker's report: lines and columns count from 1. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface Mutation {
  readonly replacement: string;
  readonly location: { readonly start: Position; readonly end: Position };
}

/** The source with the mutant's replacement in place of its location. */
export function withMutant(source: string, { replacement, location }: Mutation): string {
  const lines = source.split('\n');
  const offset = ({ line, column }: Position): number => {
    if (line < 1 || line > lines.length || column < 1 || column > lines[line - 1]!.length + 1) {
      throw new RangeError(`no position ${line}:${column} in a source of ${lines.length} lines`);
    }
    return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  };
  const start = offset(location.start);
  const end = offset(location.end);
  if (end < start) throw new RangeError(`the mutant ends (${location.end.line}:${location.end.column}) before it starts`);
  return source.slice(0, start) + replacement + source.slice(end);
}
