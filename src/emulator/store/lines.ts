/**
 * How a journal line proves where it stands (issue #29, finding 2): each line carries its sequence
 * number `seq` in the account's history and `digest`, chained from the line before:
 * digest = SHA-256(digest of the line before, "\n", the line without its digest), its first 128
 * bits in hex (HMAC-SHA-256 under the data key's chaining key when there is one). The first line of
 * a journal file also carries `prev`, the digest it follows: "" for a new account, the position a
 * compaction stood at otherwise, so a compacted journal goes on counting where the one it replaced
 * stopped. Read back, a missing line is a gap in `seq`, a repeated or moved one a number out of
 * turn, an edited one a digest that does not match; each names its line. (No entry has a member of
 * these names, nor `sealed`.)
 *
 *   {"seq":1,"prev":"","t":"account",…,"digest":"3f…"}
 *   {"seq":2,"t":"req",…,"digest":"a9…"}
 *   {"seq":3,"sealed":"<the entry sealed under CARDLAB_DATA_KEY>","digest":"c0…"}
 *
 * Without a key the digest finds damage and edits, not a forger: one who rewrites the chain from
 * the edit on goes unnoticed by it (the replay's comparison of every answer still sees what that
 * changed). With a key nobody without it can write a line that passes.
 */
import { createHash, createHmac } from 'node:crypto';
import type { DataKey } from './data-key.js';
import type { Entry } from './format.js';

/** Where a journal stands: the sequence number and digest of its last line (n 0, d "" before the first). */
export interface Position {
  readonly n: number;
  readonly d: string;
}

export const ORIGIN: Position = { n: 0, d: '' };

/** 128 bits: enough to tell any edit, half the bytes of a whole SHA-256 on every line. */
const DIGEST_CHARS = 32;
const TAIL = /,"digest":"([0-9a-f]{32})"\}$/;

/** A line that does not stand where it should, or cannot be read; the message says how. */
export class LineRefused extends Error {
  override readonly name = 'LineRefused';
}

export class JournalLines {
  /** `key`: the directory's data key, when it has one: entries are sealed and the chain is keyed. */
  constructor(private readonly key?: DataKey) {}

  get sealed(): boolean {
    return this.key !== undefined;
  }

  /** `entry` as the line after `at`; `first`: a journal file's first line. Answers the line (with its newline) and where it then stands. */
  frame(at: Position, entry: Entry, first = false): { text: string; at: Position } {
    const content = this.key ? { sealed: this.key.seal(JSON.stringify(entry)) } : entry;
    const n = at.n + 1;
    const body = JSON.stringify(first ? { seq: n, prev: at.d, ...content } : { seq: n, ...content });
    const d = this.digestOf(at.d, body);
    return { text: `${body.slice(0, -1)},"digest":"${d}"}\n`, at: { n, d } };
  }

  /** Frames several entries one after the other; the first one starts a file. */
  frameAll(at: Position, entries: readonly Entry[]): { lines: string[]; at: Position } {
    const lines: string[] = [];
    let here = at;
    for (const [i, entry] of entries.entries()) {
      const framed = this.frame(here, entry, i === 0);
      lines.push(framed.text);
      here = framed.at;
    }
    return { lines, at: here };
  }

  /**
   * A line read back (without its newline), checked against the position of the line before it
   * (undefined for a file's first line, which names its own). Answers its entry, where it stands
   * and where the journal stood before it; throws LineRefused saying what is wrong.
   */
  unframe(text: string, before: Position | undefined): { entry: Entry; at: Position; before: Position } {
    const tail = TAIL.exec(text);
    if (!tail) throw new LineRefused('has no digest: damaged, or written in another journal format');
    const body = `${text.slice(0, tail.index)}}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new LineRefused('is not JSON: damaged');
    }
    const { seq: n, prev: p, sealed, ...content } = parsed as { seq?: unknown; prev?: unknown; sealed?: unknown } & Record<string, unknown>;
    if (typeof n !== 'number' || !Number.isInteger(n)) throw new LineRefused('has no sequence number: damaged');
    if (before === undefined && typeof p !== 'string') throw new LineRefused('starts the journal without naming the digest it follows: damaged');
    const after = before ?? { n: n - 1, d: p as string };
    if (n <= after.n) throw new LineRefused(`has sequence number ${n} after ${after.n}: a line repeated or out of order`);
    const missing = n - after.n - 1;
    if (missing > 0) throw new LineRefused(`has sequence number ${n} after ${after.n}: ${missing === 1 ? 'a line is' : `${missing} lines are`} missing`);
    if (this.digestOf(after.d, body) !== tail[1]) throw new LineRefused('does not match its digest: edited, or damaged');
    return { entry: this.entryOf(sealed, content), at: { n, d: tail[1] }, before: after };
  }

  private entryOf(sealed: unknown, content: Record<string, unknown>): Entry {
    let entry: unknown = content;
    if (typeof sealed === 'string') {
      if (!this.key) throw new LineRefused('is sealed, and no data key was given');
      try {
        entry = JSON.parse(this.key.open(sealed));
      } catch {
        throw new LineRefused('cannot be opened with this data key');
      }
    } else if (this.key) {
      throw new LineRefused('is not sealed in a directory whose lines all are: edited, or damaged');
    }
    if (typeof entry !== 'object' || entry === null || typeof (entry as { t?: unknown }).t !== 'string') throw new LineRefused('is not a journal entry: damaged');
    return entry as Entry;
  }

  private digestOf(previous: string, body: string): string {
    const hash = this.key ? createHmac('sha256', this.key.chaining) : createHash('sha256');
    return hash.update(previous).update('\n').update(body).digest('hex').slice(0, DIGEST_CHARS);
  }
}
