/**
 * Writes the accounts' journals with group commit: entries are appended in memory in the order the
 * accounts changed, and one flush writes every journal's new lines and fsyncs them. A caller that
 * needs its entries on disk (an answer about to leave) waits for `durable()`: it resolves once
 * everything appended before the call is fsynced. Many answers share one fsync.
 *
 * A journal can also be rewritten whole (a reset compacts it: the account, its kept settings and
 * nothing of the sandbox it forgot) or removed (a deleted account); both happen in flush order, a
 * rewrite through a temporary file renamed over the journal, then an fsync of the directory.
 * A snapshot (decision 0011) is a rewrite that first writes the account's snapshot file the same
 * way (temporary file, fsync, rename, fsync of the directory), so that the journal that names it
 * is never on disk before it; the snapshots it replaces are removed after.
 */
import { closeSync, fsyncSync, mkdirSync, openSync } from 'node:fs';
import { type FileHandle, open, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * One write(2) of `data` to the file: answers how many bytes it took, which may be fewer than
 * asked (a full disk takes what fits, then refuses). Injected by tests as a disk that writes half.
 */
export type WriteSome = (handle: FileHandle, data: Buffer) => Promise<number>;

const writeSome: WriteSome = async (handle, data) => (await handle.write(data)).bytesWritten;

/**
 * Writes all of `data`, going on after a short write: a write that took part of it is never taken
 * for the whole (a full disk then refuses the rest with ENOSPC, which is thrown). A write that
 * takes nothing without an error would loop for ever: it is an error too.
 */
export async function writeAll(handle: FileHandle, data: Buffer, write: WriteSome = writeSome): Promise<void> {
  let done = 0;
  while (done < data.length) {
    const taken = await write(handle, done === 0 ? data : data.subarray(done));
    if (!(taken > 0)) throw Object.assign(new Error(`the disk took ${done} of ${data.length} bytes and then nothing`), { code: 'ESHORTWRITE' });
    done += taken;
  }
}

interface Pending {
  lines: string[];
  rewrite?: string[] | undefined;
  remove?: boolean | undefined;
  snapshot?: { readonly file: string; readonly text: string } | undefined;
}

/** The snapshot files of an account: `<id>.<digest>.snapshot.json`. */
export const snapshotFileOf = (id: string, sha256: string) => `${id}.${sha256.slice(0, 16)}.snapshot.json`;
const isSnapshotOf = (id: string, name: string) => name.startsWith(`${id}.`) && name.endsWith('.snapshot.json');

/** Appends without a waiter (callback outcomes) are flushed at the latest after this long. */
const LAZY_FLUSH_MS = 100;

export class JournalWriter {
  private readonly handles = new Map<string, FileHandle>();
  private pending = new Map<string, Pending>();
  private waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private running: Promise<void> | undefined;
  private lazy: NodeJS.Timeout | undefined;
  private failed: Error | undefined;

  /** `onFailure`: the disk refused a write; the emulator must stop (its memory is ahead of its disk). */
  constructor(
    private readonly dir: string,
    private readonly onFailure: (error: Error) => void,
    private readonly write: WriteSome = writeSome,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  append(id: string, text: string): void {
    this.of(id).lines.push(text);
    if (!this.lazy && !this.running) this.lazy = setTimeout(() => void this.durable().catch(() => undefined), LAZY_FLUSH_MS).unref();
  }

  /** Replaces the journal with `lines` (what was appended before is dropped with it). */
  rewrite(id: string, lines: string[]): void {
    this.pending.set(id, { lines: [], rewrite: lines });
  }

  /** Writes the snapshot file, then replaces the journal with `lines` (which name it); older snapshots of the account go. */
  snapshot(id: string, file: string, text: string, lines: string[]): void {
    this.pending.set(id, { lines: [], rewrite: lines, snapshot: { file, text } });
  }

  remove(id: string): void {
    this.pending.set(id, { lines: [], remove: true });
  }

  /** Resolves once every entry appended before the call is on disk. */
  durable(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.pending.size === 0) return this.running ?? Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.run();
    });
  }

  async close(): Promise<void> {
    if (this.pending.size > 0) await this.durable();
    await this.running;
    clearTimeout(this.lazy);
    await Promise.all([...this.handles.values()].map((h) => h.close()));
    this.handles.clear();
  }

  private of(id: string): Pending {
    let found = this.pending.get(id);
    if (!found) this.pending.set(id, (found = { lines: [] }));
    return found;
  }

  private run(): void {
    if (this.running || this.pending.size === 0) return;
    clearTimeout(this.lazy);
    this.lazy = undefined;
    this.running = (async () => {
      // Entries appended while a batch is written go in the next one, with their waiters.
      while (this.pending.size > 0) {
        const [batch, waiters] = [this.pending, this.waiters];
        this.pending = new Map();
        this.waiters = [];
        try {
          await Promise.all([...batch].map(([id, p]) => this.writeBatch(id, p)));
          if ([...batch.values()].some((p) => p.rewrite || p.remove)) syncDirectory(this.dir);
        } catch (error) {
          // Told first: the emulator stops (exit 1) before any waiting answer could leave. Embedded,
          // the waiters are refused, so their answers leave as errors, never as acknowledgements.
          this.failed = error as Error;
          this.running = undefined;
          this.onFailure(this.failed);
          for (const w of [...waiters, ...this.waiters]) w.reject(this.failed);
          return;
        }
        for (const w of waiters) w.resolve();
      }
      // Cleared as the loop ends, in the same turn: a waiter the resolved ones append next must
      // start a flush of its own (cleared a microtask later, it found one running and was never served).
      this.running = undefined;
    })();
  }

  private async writeBatch(id: string, p: Pending): Promise<void> {
    const file = join(this.dir, `${id}.ndjson`);
    if (p.remove) {
      await this.handles.get(id)?.close();
      this.handles.delete(id);
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await this.removeSnapshots(id, undefined);
      return;
    }
    if (p.snapshot) await this.writeWhole(join(this.dir, p.snapshot.file), p.snapshot.text);
    if (p.rewrite) {
      const temporary = `${file}.tmp`;
      const handle = await open(temporary, 'w', 0o600);
      try {
        await writeAll(handle, Buffer.from([...p.rewrite, ...p.lines].join('')), this.write);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.handles.get(id)?.close();
      this.handles.delete(id);
      await rename(temporary, file);
      if (p.snapshot || p.rewrite) {
        syncDirectory(this.dir);
        await this.removeSnapshots(id, p.snapshot?.file);
      }
      return;
    }
    let handle = this.handles.get(id);
    if (!handle) this.handles.set(id, (handle = await open(file, 'a', 0o600)));
    await writeAll(handle, Buffer.from(p.lines.join('')), this.write);
    await handle.datasync();
  }

  /** A whole file, durably: a temporary file fsynced, renamed, and the directory fsynced. */
  private async writeWhole(path: string, text: string): Promise<void> {
    const temporary = `${path}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await writeAll(handle, Buffer.from(text), this.write);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
    syncDirectory(this.dir);
  }

  /** The account's snapshots but `keep`: replaced by a newer one, or by a reset (none). */
  private async removeSnapshots(id: string, keep: string | undefined): Promise<void> {
    for (const name of await readdir(this.dir)) if (isSnapshotOf(id, name) && name !== keep) await unlink(join(this.dir, name));
  }
}

/** A rename or unlink is durable once its directory is fsynced. */
export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
