/**
 * The operator's key of a data directory (`CARDLAB_DATA_KEY`, issue #29 finding 6): 32 bytes, as 64
 * hex digits or base64. With it every journal entry and every snapshot is written sealed
 * (AES-256-GCM, node:crypto: a well-kept primitive, no library needed) and the journal's chain is
 * an HMAC, which nobody without the key can forge. Two keys are derived from it (HKDF), one per use,
 * and a check value the manifest keeps, so that a start with another key is refused by name.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { EmulatorConfigError } from '../config-error.js';

export const DATA_KEY_VARIABLE = 'CARDLAB_DATA_KEY';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key as given, or a problem with it. */
export function parseDataKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : undefined;
  if (bytes?.length !== 32) throw new EmulatorConfigError(`${DATA_KEY_VARIABLE} must be 32 bytes as 64 hex digits or base64 (make one with: openssl rand -base64 32)`);
  return bytes;
}

export class DataKey {
  private readonly sealing: Buffer;
  /** The key of the journal's chained digests (HMAC-SHA-256). */
  readonly chaining: Buffer;
  /** What the manifest keeps to tell the right key from another: an HMAC of a constant, which says nothing of the key. */
  readonly check: string;

  constructor(key: Buffer) {
    const derive = (use: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `cardlab data directory: ${use}`, 32));
    this.sealing = derive('sealing');
    this.chaining = derive('chaining');
    this.check = createHmac('sha256', derive('check')).update('cardlab data key').digest('hex').slice(0, 32);
  }

  /** `text` sealed: base64url of IV, ciphertext and tag. */
  seal(text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealing, iv);
    const sealed = Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return sealed.toString('base64url');
  }

  /** The text sealed in `sealed`; throws when it was sealed under another key or altered. */
  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('too short to be sealed text');
    const decipher = createDecipheriv('aes-256-gcm', this.sealing, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
