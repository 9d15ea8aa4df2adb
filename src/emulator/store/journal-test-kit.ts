/** Test helpers for journals: their entries read back, and entries written as the writer frames them (lines.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import type { DataKey } from './data-key.js';
import type { Entry } from './format.js';
import { JournalLines, ORIGIN, type Position } from './lines.js';

/** A journal's lines as text, without the empty one after the last newline. */
export const linesOf = (path: string): string[] => readFileSync(path, 'utf8').split('\n').filter(Boolean);

/** A journal's entries, each line checked against the one before. */
export function entriesIn(path: string, key?: DataKey): Entry[] {
  const lines = new JournalLines(key);
  let at: Position | undefined;
  return linesOf(path).map((text) => {
    const read = lines.unframe(text, at);
    at = read.at;
    return read.entry;
  });
}

/** Writes `entries` as a whole journal, framed as the writer frames them: what one who knows the format, and not the key, can forge. */
export function writeEntries(path: string, entries: readonly Entry[], key?: DataKey): void {
  writeFileSync(path, new JournalLines(key).frameAll(ORIGIN, entries).lines.join(''));
}

/** Appends entries to a journal as the writer would: each line framed after the one before. */
export function appendEntries(path: string, entries: readonly Entry[]): void {
  const lines = new JournalLines();
  let at: Position | undefined;
  for (const text of linesOf(path)) at = lines.unframe(text, at).at;
  let written = '';
  for (const entry of entries) {
    const framed = lines.frame(at!, entry);
    written += framed.text;
    at = framed.at;
  }
  writeFileSync(path, written, { flag: 'a' });
}
