/**
 * Reading a data directory back: the manifest must be this format and this cardlab version, each
 * journal must start with its account, and only its last line may be cut short (the write a crash
 * interrupted, never acknowledged): that line is cut off. Damage anywhere else is refused.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, truncateSync, openSync, readSync, closeSync, writeFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EmulatorConfigError } from '../config-error.js';
import { ACCOUNTS, CARDLAB_VERSION, type Entry, FORMAT, type Manifest, MANIFEST, newManifest, parseEntry } from './format.js';

/** A data directory the emulator will not start from; the CLI prints the message and exits with 2. */
export class StoreError extends EmulatorConfigError {
  override readonly name = 'StoreError';
}

export interface JournalFile {
  readonly id: string;
  readonly path: string;
  readonly first: Extract<Entry, { t: 'account' }>;
}

/**
 * Checks (or makes) the directory and its manifest; answers the journals found, each with its first
 * entry. Whatever the filesystem refuses on the way (a journal that is a folder, a file it may not
 * read) is a StoreError naming the path, never a stack trace.
 */
export function openDirectory(dir: string): JournalFile[] {
  try {
    return open(dir);
  } catch (error) {
    if (error instanceof StoreError || typeof (error as NodeJS.ErrnoException).code !== 'string') throw error;
    throw new StoreError(`--data-dir ${dir}: ${(error as Error).message}`);
  }
}

function open(dir: string): JournalFile[] {
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
    writeFileSync(manifestPath, `${JSON.stringify(newManifest(), null, 2)}\n`, { mode: 0o600 });
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new StoreError(`${manifestPath} is damaged: ${(error as Error).message}`);
  }
  if (manifest.format !== FORMAT || manifest.cardlab !== CARDLAB_VERSION) {
    throw new StoreError(
      `--data-dir ${dir} was written by cardlab ${manifest.cardlab} (format ${manifest.format}); this is cardlab ${CARDLAB_VERSION} (format ${FORMAT}). ` +
        'A journal replays through the code that wrote it: start that version, or give a new directory.',
    );
  }
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
      return [{ id: name.slice(0, -'.ndjson'.length), path, first: firstEntry(path) }];
    });
  // A snapshot no journal names: written, but a crash came before the journal that names it (decision 0011).
  const named = new Set(journals.map((j) => secondEntry(j.path)).flatMap((e) => (e?.t === 'snapshot' ? [e.file] : [])));
  for (const name of readdirSync(accounts)) if (name.endsWith('.snapshot.json') && !named.has(name)) unlinkSync(join(accounts, name));
  return journals;
}

/** The journal's second line, when it is whole within the first 64 KiB (a snapshot line is). */
function secondEntry(path: string): Entry | undefined {
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.alloc(64 * 1024);
    const read = readSync(fd, chunk, 0, chunk.length, 0);
    const lines = chunk.subarray(0, read).toString('utf8').split('\n');
    return lines.length > 2 ? safeParse(lines[1]!) : undefined;
  } finally {
    closeSync(fd);
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

function firstEntry(path: string): Extract<Entry, { t: 'account' }> {
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.alloc(64 * 1024);
    const read = readSync(fd, chunk, 0, chunk.length, 0);
    const end = chunk.subarray(0, read).indexOf(0x0a);
    const entry = end < 0 ? undefined : safeParse(chunk.subarray(0, end).toString('utf8'));
    if (entry?.t !== 'account') throw new StoreError(`${path}: does not start with its account: damaged (move it away to start without that account)`);
    return entry;
  } finally {
    closeSync(fd);
  }
}

function safeParse(text: string): Entry | undefined {
  try {
    return parseEntry(text);
  } catch {
    return undefined;
  }
}

/** The journal's entries after the first, in order, with their line numbers. */
export async function* entriesOf(file: JournalFile): AsyncGenerator<{ entry: Entry; line: number }> {
  const lines = createInterface({ input: createReadStream(file.path, 'utf8'), crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number++;
    if (number === 1 || text === '') continue;
    const entry = safeParse(text);
    if (!entry) throw new StoreError(`${file.path}:${number}: not a journal entry: damaged`);
    yield { entry, line: number };
  }
}
