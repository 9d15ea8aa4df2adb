/**
 * Where a sandbox's unpredictable values come from: ids (cards, parties, orders, 3-D Secure
 * transactions), generated keys, new PINs. By default the system's random source. A sandbox kept on
 * disk draws them from a keyed stream instead (AES-256-CTR under a random key kept with its
 * journal): still unpredictable to anyone without the key, and the same again when the journal is
 * replayed, so an id answered before a restart names the same thing after it.
 */
import { createCipheriv, randomBytes, randomFillSync, randomInt } from 'node:crypto';

export interface Entropy {
  /** A version-4 UUID. */
  uuid(): string;
  bytes(length: number): Buffer;
  /** A whole number in [0, max), max at most 256, uniformly drawn. */
  below(max: number): number;
  /** How far a keyed stream is (keyedEntropy): set back, it goes on from there. */
  readonly stream?: { taken: number };
}

const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const UUID_TEXT = Buffer.alloc(36);

/**
 * The version-4 UUID of the 16 bytes at `at`, as one flat string. Written into a buffer and read
 * out once: node's randomUUID() (or a template literal) gives a tree of some fifteen strings that
 * the sandbox then had to flatten to keep (flat.ts), and the two cost a v2 transfer a fifth of its
 * route's time (docs/performance.md).
 */
export function uuidOf(bytes: Uint8Array, at = 0): string {
  let j = 0;
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) UUID_TEXT[j++] = 0x2d;
    const byte = i === 6 ? (bytes[at + i]! & 0x0f) | 0x40 : i === 8 ? (bytes[at + i]! & 0x3f) | 0x80 : bytes[at + i]!;
    UUID_TEXT[j++] = HEX_DIGITS[byte >> 4]!;
    UUID_TEXT[j++] = HEX_DIGITS[byte & 0x0f]!;
  }
  return UUID_TEXT.toString('latin1', 0, 36);
}

/** The system's random bytes for 256 UUIDs at a time, as node's randomUUID keeps them. */
const SYSTEM_UUID_BYTES = Buffer.alloc(16 * 256);
let systemUuidAt = SYSTEM_UUID_BYTES.length;

export const SYSTEM_ENTROPY: Entropy = {
  uuid() {
    if (systemUuidAt === SYSTEM_UUID_BYTES.length) {
      randomFillSync(SYSTEM_UUID_BYTES);
      systemUuidAt = 0;
    }
    systemUuidAt += 16;
    return uuidOf(SYSTEM_UUID_BYTES, systemUuidAt - 16);
  },
  bytes: (length) => randomBytes(length),
  below: (max) => randomInt(max),
};

/** Bytes drawn at a time: one cipher call makes 256 UUIDs' worth. */
const BLOCK = 4096;

/** The stream of a 32-byte key (64 hex digits): the same key gives the same values in the same order. */
export function keyedEntropy(keyHex: string): Entropy {
  if (!/^[0-9a-f]{64}$/.test(keyHex)) throw new Error('an entropy key is 64 lower-case hex digits');
  const key = Buffer.from(keyHex, 'hex');
  const zeros = Buffer.alloc(BLOCK);
  // How many bytes of the stream were taken: a member, so a snapshot (store/snapshot.ts) sees it;
  // set back to another value, the stream goes on from there (CTR: any byte is the key's at its offset).
  const stream = { taken: 0 };
  let cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  let pool = Buffer.alloc(0);
  let at = 0;
  let taken = 0;
  const seek = (offset: number) => {
    const iv = Buffer.alloc(16);
    iv.writeUIntBE(Math.floor(offset / 16), 10, 6);
    cipher = createCipheriv('aes-256-ctr', key, iv);
    pool = cipher.update(Buffer.alloc(16));
    at = offset % 16;
    taken = offset;
  };
  const take = (length: number): Buffer => {
    if (stream.taken !== taken) seek(stream.taken);
    if (at + length > pool.length) {
      const rest = pool.subarray(at);
      pool = Buffer.concat([rest, cipher.update(zeros)]);
      at = 0;
    }
    const out = pool.subarray(at, at + length);
    at += length;
    stream.taken = taken += length;
    return out;
  };
  return {
    stream,
    uuid: () => uuidOf(take(16)),
    bytes: (length) => Buffer.from(take(length)),
    below(max) {
      if (!Number.isInteger(max) || max < 1 || max > 256) throw new RangeError('below(max) takes 1 to 256');
      // Rejection sampling: bytes past the last whole multiple of max would favour the low values.
      const limit = 256 - (256 % max);
      for (;;) {
        const byte = take(1)[0]!;
        if (byte < limit) return byte % max;
      }
    },
  };
}

/** A new key for keyedEntropy. */
export function newEntropyKey(): string {
  return randomBytes(32).toString('hex');
}
