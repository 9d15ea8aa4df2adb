/**
 * The data directory of `cardlab emulator --data-dir` (docs/decisions/0010-durable-sandbox.md,
 * 0016): a manifest naming the format and the cardlab version that wrote it (and, with a data key,
 * a check value of that key), and one journal per sandbox account, `accounts/<id>.ndjson`, one
 * entry per line, framed by lines.ts with its sequence number and chained digest. The first entry
 * makes the account; the others are what changed it, in the order it changed.
 */
import { readFileSync } from 'node:fs';
import type { MerchantSettings } from '../domain/gateway/merchants.js';
import type { RetentionRule } from '../domain/retention.js';
import type { Decision } from '../domain/decisions.js';

export type { Decision };
import type { Genesis, TenantRecord } from '../tenant.js';
import type { Position } from './lines.js';

export const MANIFEST = 'cardlab-store.json';
export const ACCOUNTS = 'accounts';
/**
 * 2: lines with sequence numbers and chained digests, requests with their answer's digest and the
 * decisions they took, no CVC or PIN (issue #29). 1: bare entries; read only by `--upgrade-data-dir`.
 */
export const FORMAT = 2;
export const LEGACY_FORMAT = 1;

/** The version in package.json: a journal replays through the code that wrote it, so another version is refused. */
export const CARDLAB_VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface Manifest {
  readonly store: 'cardlab emulator data directory';
  readonly format: number;
  readonly cardlab: string;
  readonly createdAt: string;
  /** Present when the directory is sealed under a data key: that key's check value (data-key.ts). */
  readonly sealed?: { readonly check: string } | undefined;
}

export type Entry =
  /** The account, and the genesis of its sandbox (the first line; after a reset, the new sandbox's). */
  | { readonly t: 'account'; readonly record: TenantRecord; readonly genesis: Genesis }
  /**
   * The account's state when the journal was compacted (the second line): a snapshot file beside
   * the journal, its digest, and the journal position it stands at (the line before the account line).
   */
  | { readonly t: 'snapshot'; readonly file: string; readonly sha256: string; readonly at: Position }
  /** A reset: a new sandbox from this genesis (only in a journal not yet compacted). */
  | { readonly t: 'reset'; readonly genesis: Genesis }
  /** The clock moved to `target` at wall instant `wall`; `still`: it stands still there (absent: it runs). */
  | { readonly t: 'clock'; readonly target: number; readonly wall: number; readonly still?: true }
  | { readonly t: 'url'; readonly url: string | null }
  | { readonly t: 'settings'; readonly settings: MerchantSettings }
  /** A child merchant added to the account's gateway merchant. */
  | { readonly t: 'child'; readonly login: string }
  | { readonly t: 'key'; readonly pem: string }
  /** The account's seToken (RSA) and wallet (EC) private keys, PKCS#8 PEM, made on first use. */
  | { readonly t: 'input-keys'; readonly rsa: string; readonly ec: string }
  /** The sandbox keeps its records for this rule from here on (null: until a reset); a restart with another `--retention` writes it. */
  | { readonly t: 'retention'; readonly rule: RetentionRule | null }
  /**
   * A request that reached the account: replayed through the same routes at the same wall instant,
   * with the same origin `o` for the URLs it gave out; `s` is the status it was answered with, `a`
   * the digest of its answer (CVCs and PINs in it blanked, the Request-id left out), `x` the
   * decisions it took that a replay cannot take again (domain/decisions.ts). Its CVCs and PINs are
   * blanked (secrets.ts).
   */
  | {
      readonly t: 'req';
      readonly wall: number;
      readonly m: string;
      readonly u: string;
      readonly h: Record<string, string>;
      readonly b?: string;
      readonly enc?: 'json' | 'utf8' | 'base64';
      readonly o: string;
      readonly s: number;
      readonly a?: string;
      readonly x?: readonly Decision[];
    }
  /** An attempt to deliver callback `id`: attempts so far, the last error, and whether it is finished (`d`: delivered). */
  | { readonly t: 'cb'; readonly id: number; readonly a: number; readonly d: boolean; readonly f: boolean; readonly e?: string };

/** Headers a replayed request needs: credentials, signature, and the host its links point back to. */
export const KEPT_HEADERS = ['authorization', 'x-api-key', 'x-hash', 'x-signature', 'host', 'content-type'] as const;

/** An entry of a format-1 journal (a bare JSON entry per line); throws when the line is not one. */
export function parseLegacyEntry(text: string): Entry {
  const entry = JSON.parse(text) as Entry;
  if (typeof entry !== 'object' || entry === null || typeof entry.t !== 'string') throw new Error('not a journal entry');
  return entry;
}

export function newManifest(sealed: string | undefined): Manifest {
  return { store: 'cardlab emulator data directory', format: FORMAT, cardlab: CARDLAB_VERSION, createdAt: new Date().toISOString(), ...(sealed ? { sealed: { check: sealed } } : {}) };
}
