/**
 * Record output for the CLI: JSON (one array), NDJSON and CSV (RFC 4180), produced lazily and
 * written with backpressure, so memory stays flat however many records are asked for.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export type Format = 'json' | 'ndjson' | 'csv';
export const FORMATS: readonly Format[] = ['json', 'ndjson', 'csv'];

export interface CsvLayout {
  readonly columns: readonly string[];
  readonly row?: ((record: unknown) => unknown[]) | undefined;
}

/** The text of `records` in `format`, one string per record (plus the opening and closing text). */
export function* encode(records: Iterable<unknown>, format: Format, csv: CsvLayout): Generator<string> {
  if (format === 'ndjson') {
    for (const r of records) yield `${JSON.stringify(r)}\n`;
  } else if (format === 'json') {
    // One record per line inside the array: valid JSON that still diffs and greps line by line.
    let first = true;
    yield '[';
    for (const r of records) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(r)}`;
      first = false;
    }
    yield first ? ']\n' : '\n]\n';
  } else {
    yield csvLine(csv.columns);
    const row = csv.row ?? ((r: unknown) => csv.columns.map((c) => valueAt(r, c)));
    for (const r of records) yield csvLine(row(r));
  }
}

/** RFC 4180: CRLF line ends; a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Text as is, numbers and booleans written out, nested values (lists, objects) as their JSON. */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function valueAt(record: unknown, path: string): unknown {
  let node = record;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export interface PumpOptions {
  /** End the stream when done (files); stdout stays open. */
  readonly end: boolean;
  /** Bytes gathered before one write: fewer, larger writes; memory bounded by this and the stream's buffer. */
  readonly batchBytes?: number;
}

/**
 * Writes the chunks to `out`, waiting for 'drain' whenever the stream's buffer is full. An error of
 * the stream (a full disk, a closed pipe) stops the generation and rejects.
 */
export async function pump(chunks: Iterable<string>, out: Writable, options: PumpOptions): Promise<void> {
  const limit = options.batchBytes ?? 64 * 1024;
  let failure: Error | undefined;
  const onError = (error: Error) => (failure ??= error);
  out.on('error', onError);
  try {
    let batch = '';
    const flush = async () => {
      const more = out.write(batch);
      batch = '';
      if (!more && failure === undefined) await once(out, 'drain');
    };
    for (const chunk of chunks) {
      if (failure !== undefined) throw failure;
      batch += chunk;
      if (batch.length >= limit) await flush();
    }
    if (batch) await flush();
    if (options.end) {
      out.end();
      await once(out, 'finish');
    }
    if (failure !== undefined) throw failure;
  } finally {
    out.off('error', onError);
  }
}

/** Wraps a record source as an iterable of `count` records, counting them for progress reports. */
export function* take<T>(next: () => T, count: number, progress: { written: number }): Generator<T> {
  for (let i = 0; i < count; i++) {
    yield next();
    progress.written = i + 1;
  }
}
