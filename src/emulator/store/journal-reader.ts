/**
 * Reading a data directory back: the manifest must be this format and this cardlab version (and,
 * sealed, name the key given), each journal must start with its account, and only its last line may
 * be cut short (the write a crash interrupted, never acknowledged): that line is cut off. Every
 * other line must stand where its sequence number and chained digest say (lines.ts): a gap, a
 * repeat, a line out of order or an edited one is refused, naming the file and the line.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, truncateSync, openSync, readSync, closeSync, writeFileSync, mkdirSync, unlinkSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EmulatorConfigError } from '../config-error.js';
import { DATA_KEY_VARIABLE, type DataKey } from './data-key.js';
import { ACCOUNTS, CARDLAB_VERSION, type Entry, FORMAT, LEGACY_FORMAT, type Manifest, MANIFEST, newManifest, parseLegacyEntry } from './format.js';
import { JournalLines, LineRefused, type Position } from './lines.js';
import { syncDirectory } from './journal-writer.js';

/** A data directory the emulator will not start from; the CLI prints the message and exits with 2. */
export class StoreError extends EmulatorConfigError {
  override readonly name = 'StoreError';
}

export interface JournalFile {
  readonly id: string;
  readonly path: string;
  readonly first: Extract<Entry, { t: 'account' }>;
  /** Where the journal stood before its first line (what its `p` names), and after it. */
  readonly start: Position;
  readonly afterFirst: Position;
}

/** How a directory's journals are read: lines of this format (keyed as the directory is), or format 1's bare entries. */
export type Reading = JournalLines | 'legacy';

export interface OpenOptions {
  /** The operator's data key (CARDLAB_DATA_KEY), when given. */
  readonly key?: DataKey | undefined;
  /** `--upgrade-data-dir`: a format-1 directory is read as that format was (without proof), to be rewritten in this one. */
  readonly upgrade?: boolean | undefined;
}

export interface OpenedDirectory {
  readonly journals: JournalFile[];
  readonly reading: Reading;
  /**
   * Why every account must be compacted once read back, before the emulator listens: a format-1
   * directory upgraded, or a key given to a directory that had none (its lines are then sealed).
   */
  readonly rewriteAll?: 'upgrade' | 'seal' | undefined;
}

/**
 * Checks (or makes) the directory and its manifest; answers the journals found, each with its first
 * entry. Whatever the filesystem refuses on the way (a journal that is a folder, a file it may not
 * read) is a StoreError naming the path, never a stack trace.
 */
export function openDirectory(dir: string, options: OpenOptions = {}): OpenedDirectory {
  try {
    return open(dir, options);
  } catch (error) {
    if (error instanceof StoreError || typeof (error as NodeJS.ErrnoException).code !== 'string') throw error;
    throw new StoreError(`--data-dir ${dir}: ${(error as Error).message}`);
  }
}

function open(dir: string, options: OpenOptions): OpenedDirectory {
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new StoreError(`--data-dir ${dir} is not a directory`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const manifestPath = join(dir, MANIFEST);
  const accounts = join(dir, ACCOUNTS);
  if (!existsSync(manifestPath)) {
    // accounts/ alone and empty: a start that stopped between making it and writing the manifest.
    const others = readdirSync(dir).filter((name) => !(name === ACCOUNTS && readdirSync(accounts).length === 0));
    if (others.length > 0) throw new StoreError(`--data-dir ${dir} is not empty and has no ${MANIFEST}: not a cardlab data directory (refusing to write into it)`);
    // accounts/ first: a manifest is never on disk without it, so a missing accounts/ is news (below).
    mkdirSync(accounts, { recursive: true, mode: 0o700 });
    writeManifest(dir, options.key);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new StoreError(`${manifestPath} is damaged: ${(error as Error).message}`);
  }
  const { reading, rewriteAll } = readingOf(dir, manifest, options);
  if (!existsSync(accounts) || !statSync(accounts).isDirectory()) {
    throw new StoreError(
      `--data-dir ${dir} has its ${MANIFEST} but no ${ACCOUNTS}/ folder: the sandbox accounts it kept are gone (moved or deleted?). ` +
        `Put ${ACCOUNTS}/ back, or remove ${MANIFEST} to start an empty sandbox there.`,
    );
  }
  // A compaction the crash interrupted before its rename: the journal itself is still whole.
  for (const name of readdirSync(accounts)) if (name.endsWith('.tmp')) unlinkSync(join(accounts, name));
  const journals = readdirSync(accounts)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .flatMap((name) => {
      const path = join(accounts, name);
      if (!statSync(path).isFile()) throw new StoreError(`${path} is not a file: a journal must be one (move it away to start without that account)`);
      cutTornTail(path);
      // Nothing left: the account's first line was the write a crash cut, and its creation was never answered.
      if (statSync(path).size === 0) {
        unlinkSync(path);
        return [];
      }
      return [{ id: name.slice(0, -'.ndjson'.length), path, ...firstEntry(path, reading) }];
    });
  // A snapshot no journal names: written, but a crash came before the journal that names it (decision 0011).
  const named = new Set(journals.map((j) => secondEntry(j, reading)).flatMap((e) => (e?.t === 'snapshot' ? [e.file] : [])));
  for (const name of readdirSync(accounts)) if (name.endsWith('.snapshot.json') && !named.has(name)) unlinkSync(join(accounts, name));
  return { journals, reading, ...(rewriteAll ? { rewriteAll } : {}) };
}

/** How the manifest says to read the journals, or why they cannot be read with what was given. */
function readingOf(dir: string, manifest: Manifest, options: OpenOptions): Pick<OpenedDirectory, 'reading' | 'rewriteAll'> {
  if (manifest.cardlab !== CARDLAB_VERSION || (manifest.format !== FORMAT && manifest.format !== LEGACY_FORMAT)) {
    throw new StoreError(
      `--data-dir ${dir} was written by cardlab ${manifest.cardlab} (format ${manifest.format}); this is cardlab ${CARDLAB_VERSION} (format ${FORMAT}). ` +
        'A journal replays through the code that wrote it: start that version, or give a new directory.',
    );
  }
  if (manifest.format === LEGACY_FORMAT) {
    if (!options.upgrade) {
      throw new StoreError(
        `--data-dir ${dir} is in journal format ${LEGACY_FORMAT} (lines without sequence numbers or digests, card security codes and PINs in clear); this cardlab writes format ${FORMAT}. ` +
          'To carry it over, back the directory up and start once with --upgrade-data-dir: every account is read back as format 1 was (without proof) and compacted behind a snapshot in the new format.',
      );
    }
    return { reading: 'legacy', rewriteAll: 'upgrade' };
  }
  if (manifest.sealed && !options.key) throw new StoreError(`--data-dir ${dir} is sealed under a data key: give it in ${DATA_KEY_VARIABLE}`);
  if (manifest.sealed && options.key && manifest.sealed.check !== options.key.check) throw new StoreError(`${DATA_KEY_VARIABLE} is not the key --data-dir ${dir} was sealed with`);
  // A key given to a directory without one: read as it is, then every account compacted under the key.
  if (!manifest.sealed && options.key) return { reading: new JournalLines(), rewriteAll: 'seal' };
  return { reading: new JournalLines(options.key) };
}

/** The manifest of this format (sealed under `key`, when given), written whole: a temporary file renamed over it. */
export function writeManifest(dir: string, key: DataKey | undefined): void {
  const path = join(dir, MANIFEST);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(newManifest(key?.check), null, 2)}\n`, { mode: 0o600 });
  renameSync(`${path}.tmp`, path);
  syncDirectory(dir);
}

/** The first bytes of a journal, at most 64 KiB: its first lines (the account's, the snapshot's) are shorter. */
function headOf(path: string): string[] {
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.alloc(64 * 1024);
    const read = readSync(fd, chunk, 0, chunk.length, 0);
    return chunk.subarray(0, read).toString('utf8').split('\n');
  } finally {
    closeSync(fd);
  }
}

/** The journal's second line, when it is whole within the first 64 KiB (a snapshot line is). */
function secondEntry(file: JournalFile, reading: Reading): Entry | undefined {
  const lines = headOf(file.path);
  if (lines.length <= 2) return undefined;
  try {
    return reading === 'legacy' ? parseLegacyEntry(lines[1]!) : reading.unframe(lines[1]!, file.afterFirst).entry;
  } catch {
    return undefined;
  }
}

/** Cuts a last line without its newline (and zero bytes a crash may leave): a write the crash interrupted. */
function cutTornTail(path: string): void {
  const size = statSync(path).size;
  if (size === 0) return;
  const fd = openSync(path, 'r');
  try {
    const tail = Buffer.alloc(Math.min(size, 1 << 20));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    let end = tail.length;
    while (end > 0 && tail[end - 1] === 0) end--;
    if (end > 0 && tail[end - 1] === 0x0a && end === tail.length) return;
    const lastNewline = tail.subarray(0, end).lastIndexOf(0x0a);
    if (lastNewline < 0 && size > tail.length) throw new StoreError(`${path}: its last line is over 1 MiB long without an end: damaged`);
    truncateSync(path, size - tail.length + lastNewline + 1);
  } finally {
    closeSync(fd);
  }
}

function firstEntry(path: string, reading: Reading): Pick<JournalFile, 'first' | 'start' | 'afterFirst'> {
  const [text = ''] = headOf(path);
  const damaged = (why: string) => new StoreError(`${path}:1: ${why} (move it away to start without that account)`);
  let first: Entry;
  let start: Position = { n: 0, d: '' };
  let afterFirst: Position = { n: 1, d: '' };
  if (reading === 'legacy') {
    try {
      first = parseLegacyEntry(text);
    } catch {
      throw damaged('not a journal entry: damaged');
    }
  } else {
    try {
      const read = reading.unframe(text, undefined);
      [first, start, afterFirst] = [read.entry, read.before, read.at];
    } catch (error) {
      throw damaged(error instanceof LineRefused ? error.message : 'not a journal line: damaged');
    }
  }
  if (first.t !== 'account') throw damaged('does not start with its account: damaged');
  return { first, start, afterFirst };
}

/** A journal line read back: its entry, where it stands, its line number. */
export interface JournalLine {
  readonly entry: Entry;
  readonly line: number;
  readonly at: Position;
}

/**
 * The journal's entries after the first, in order, each checked against the one before (lines.ts);
 * a line that does not stand where it should stops the reading with a StoreError naming it.
 */
export async function* entriesOf(file: JournalFile, reading: Reading): AsyncGenerator<JournalLine> {
  const lines = createInterface({ input: createReadStream(file.path, 'utf8'), crlfDelay: Infinity });
  let number = 0;
  let at = file.afterFirst;
  for await (const text of lines) {
    number++;
    if (number === 1 || text === '') continue;
    if (reading === 'legacy') {
      let entry: Entry;
      try {
        entry = parseLegacyEntry(text);
      } catch {
        throw new StoreError(`${file.path}:${number}: not a journal entry: damaged`);
      }
      yield { entry, line: number, at };
      continue;
    }
    let read: { entry: Entry; at: Position };
    try {
      read = reading.unframe(text, at);
    } catch (error) {
      if (!(error instanceof LineRefused)) throw error;
      throw new StoreError(`${file.path}:${number}: ${error.message}; the journal is refused (restore it from a backup, or move it away to start without that account)`);
    }
    at = read.at;
    yield { entry: read.entry, line: number, at };
  }
}
