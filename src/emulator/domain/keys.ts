/**
 * Terminal and zone keys (v1 generateKey): DES / triple-DES key material, its key check value, the
 * key encrypted under a host master key (for export) and under the local master key (for the HSM).
 *
 * Single DES needs OpenSSL's legacy provider, which Node 20 does not load. A single key K is used
 * as the triple-DES key K|K|K instead: E(K) D(K) E(K) is exactly DES under K. A double-length key
 * K1|K2 is K1|K2|K1 (two-key triple DES).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** keyLength of the spec: the number of hex characters of the clear key. */
export const KEY_LENGTHS = { ENKL_0016: 16, ENKL_0032: 32, ENKL_0048: 48 } as const;
export type KeyLength = keyof typeof KEY_LENGTHS;

/** The key types a terminal or a zone uses (the spec shows none): master, PIN, MAC and data keys, DUKPT base keys. */
export const KEY_TYPES = ['TMK', 'TPK', 'TAK', 'TDK', 'ZMK', 'ZPK', 'ZAK', 'BDK', 'PVK', 'CVK'] as const;
export type KeyType = (typeof KEY_TYPES)[number];

/**
 * Master keys of the sandbox hosts (hostId → double-length key, hex). Test keys, published in
 * docs/emulator.md so that an integrator can decrypt an exported key and check its check value.
 */
export const HOST_MASTER_KEYS: Readonly<Record<number, string>> = {
  1: '0123456789ABCDEFFEDCBA9876543210',
  2: '89ABCDEF0123456776543210FEDCBA98',
};

/** The emulated HSM's local master key (LMK). It never leaves the HSM, so it is derived here, not published. */
const LMK = createHash('sha256').update('cardlab sandbox local master key').digest().subarray(0, 24);

/** The 24-byte triple-DES key that has the same effect as a single, double or triple-length key. */
export function tripleKey(key: Buffer): Buffer {
  if (key.length === 8) return Buffer.concat([key, key, key]);
  if (key.length === 16) return Buffer.concat([key, key.subarray(0, 8)]);
  // A key of another length reaches the cipher as it is, and the cipher refuses it (Invalid key length).
  return key;
}

/** Triple-DES ECB without padding; `data` is a whole number of 8-byte blocks. */
export function encryptEcb(key: Buffer, data: Buffer): Buffer {
  const cipher = createCipheriv('des-ede3-ecb', tripleKey(key), null).setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export function decryptEcb(key: Buffer, data: Buffer): Buffer {
  const decipher = createDecipheriv('des-ede3-ecb', tripleKey(key), null).setAutoPadding(false);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** Key check value: the first 6 hex digits of the key encrypting eight zero bytes (upper case). */
export function checkValue(key: Buffer): string {
  return encryptEcb(key, Buffer.alloc(8)).toString('hex').slice(0, 6).toUpperCase();
}

/** DES keys carry odd parity in the low bit of each byte; HSMs refuse keys without it. */
export function withOddParity(key: Buffer): Buffer {
  return Buffer.from(key.map((byte) => {
    const high = byte & 0xfe;
    const ones = high.toString(2).replaceAll('0', '').length;
    return high | (ones % 2 === 0 ? 1 : 0);
  }));
}

/** Thales-style key scheme tag of a key under the LMK: Z single, U double, T triple length. */
const SCHEME = { 8: 'Z', 16: 'U', 24: 'T' } as const;

export interface GeneratedKey {
  /** The key under the host master key, hex upper case. */
  readonly keyValue: string;
  readonly checkValue: string;
  /** The key under the local master key, with its scheme tag. */
  readonly lmkHsmKeyValue: string;
}

export interface KeyRecord {
  readonly hostId: number;
  readonly keyType: KeyType;
  readonly checkValue: string;
  readonly terminalId?: string | undefined;
  readonly merchantNumber?: string | undefined;
  readonly keySerialNumber?: string | undefined;
  readonly createdAt: Date;
}

export interface KeyRequest {
  /** The id of a master key of HOST_MASTER_KEYS: the provider refuses any other first. */
  readonly hostId: number;
  readonly keyType: KeyType;
  readonly keyLength: KeyLength;
  readonly terminalId?: string | undefined;
  readonly merchantNumber?: string | undefined;
  readonly keySerialNumber?: string | undefined;
}

/**
 * Keys generated in the sandbox. Only their check values are kept, with what the request named: the
 * clear key leaves with the answer. No operation reads them back; the account's snapshots carry them.
 */
export class Keys {
  // Stryker disable next-line ArrayDeclaration: state no API shows (no operation lists keys)
  private readonly records: KeyRecord[] = [];

  constructor(private readonly random: (bytes: number) => Buffer = randomBytes) {}

  /** A new random key of the length asked, with odd parity, exported under the host's master key (hex). */
  generate(request: KeyRequest, now: Date): GeneratedKey {
    const key = withOddParity(this.random(KEY_LENGTHS[request.keyLength] / 2));
    const generated = {
      keyValue: encryptEcb(Buffer.from(HOST_MASTER_KEYS[request.hostId]!, 'hex'), key).toString('hex').toUpperCase(),
      checkValue: checkValue(key),
      lmkHsmKeyValue: SCHEME[key.length as 8 | 16 | 24] + encryptEcb(LMK, key).toString('hex').toUpperCase(),
    };
    const { hostId, keyType, terminalId, merchantNumber, keySerialNumber } = request;
    // Stryker disable next-line ObjectLiteral: state no API shows (no operation lists keys)
    this.records.push({ hostId, keyType, checkValue: generated.checkValue, terminalId, merchantNumber, keySerialNumber, createdAt: now });
    return generated;
  }
}
