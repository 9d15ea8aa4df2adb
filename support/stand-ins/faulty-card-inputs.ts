/**
 * Card tokens as a payer's device or a merchant's own code might get them wrong, to check that the
 * gateway refuses each fault naming it: a seToken's text or its RSA padding, a wallet's payload or
 * its Google Pay envelope. Written from the documentation (docs/emulator.md "Card data sent
 * encrypted"), as src/clients/card-inputs.ts is, and apart from the emulator's code that reads them;
 * well-made tokens come from there.
 */
import { constants, createCipheriv, createECDH, createHmac, createPublicKey, hkdfSync, publicEncrypt, randomBytes } from 'node:crypto';

// Public RSA keys of no sandbox account, written down rather than made: a 3072-bit key takes
// seconds to make on a loaded machine, past a step's time limit.

/** Another merchant's RSA key, 2048 bits (SPKI PEM). */
export const OTHER_MERCHANT_RSA_KEY =
  '-----BEGIN PUBLIC KEY-----\n' +
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArUEwuNRPSMiFoNeWK4cs\n' +
  'aAAjyntzzM8lHSZDS3XwavAVjUB3h84BfVOUgLRudfd14rH3oxVctTTSU3GXQjZu\n' +
  'FOpwfMnZVsmCQ26LBAuYJA2QM1RHo6vGA7wRnvcUimkhJM/N5DSx+Ff6rFPNlmSn\n' +
  'sUJg21JckF7b8im8pUoRlHTqnO3GB82rFJ8QJf+/nkMtGymY/odJIAtr7Z2drTid\n' +
  'MVuw9ypK+lNuJ4eRSUgxzCCA0n0iYCKPrM3uTK1152EKZb1DBNoHhvBo+/YcEtCI\n' +
  '8MSkPXiJz7qmaCC6S7xVoc9TI2HIUe9lF5H8kB3noI2JjvdwpSblfcT1kjMJXXI+\n' +
  'tQIDAQAB\n' +
  '-----END PUBLIC KEY-----\n';

/** An RSA key longer than the sandbox’s, 3072 bits (SPKI PEM). */
export const LONGER_RSA_KEY =
  '-----BEGIN PUBLIC KEY-----\n' +
  'MIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEAoRlhHme0hdvfSQx/BZ+l\n' +
  'C9EhXg0yuERnc2BuS5V2p/QsJCCGTMhjWNUtpLXNANOgssg4jfVG567NcG86AJvt\n' +
  'EEOdNkE8IXrUOfOoRKGN3mhOcZjqiAUMkZbQKZUTPUPNq9hOwv4AmQukKgnU8Q94\n' +
  'kVyDJQUKMFbF8gVUO5JhaPCDl1qnnByR7U5y07HOZKhxfNdZwxliis9blcZXxHyU\n' +
  'nf7Wucv4QQn7x6DXbsA4FC9FJuiTKRv+UE3iNB/dxKJtId1Sp1r68rA6FFYV9rHP\n' +
  'EH4sNZ1a3nvgIlmOsJdJIIzwZjySwAEUyhXAvnIPGChW0QyoSv3xfSSpBMwcSJuP\n' +
  'SMBQW9cIYEYMgCDjjIkhCKGXl80/N49aju2QJruFaWW406xPoLwFZRlo1IS/J2IG\n' +
  'AhtkckZ9Pf2+Xa8Tq68/4P6y4r2tboIU0MPEZv45Np5prDzYI4VuxJUHXos5bQIr\n' +
  'MRmBaav8MacXyoYnJoub6RVV2WivDYcEmzPlQ3GcVfCbAgMBAAE=\n' +
  '-----END PUBLIC KEY-----\n';

/** ISO 8601 with the offset, to the second: how the web SDK writes when a token was made. */
export const seTokenTime = (at: Date): string => `${at.toISOString().slice(0, 19)}+00:00`;

/** A seToken of any text, encrypted as the web SDK does (RSA PKCS#1 v1.5), base64. */
export function seTokenOfText(text: string | Buffer, publicKeyPem: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString('base64');
}

/** How a block is padded before RSA: PKCS#1 v1.5 for encryption is 0x00 0x02, 8 or more non-zero bytes, 0x00. */
export interface Padding {
  readonly first: number;
  readonly type: number;
  /** How many padding bytes (non-zero) before the 0x00 that ends them. */
  readonly length: number;
}

/** A seToken whose RSA block is padded as `padding` says, around `text` filled up to the block's size. */
export function seTokenPadded(text: string, publicKeyPem: string, padding: Padding): string {
  const size = (createPublicKey(publicKeyPem).asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  const fill = Buffer.alloc(padding.length, 0xff);
  const message = Buffer.from(text.padEnd(size - 3 - padding.length, 'x'));
  const block = Buffer.concat([Buffer.from([padding.first, padding.type]), fill, Buffer.from([0]), message]);
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_NO_PADDING }, block).toString('base64');
}

/** What may go wrong in a Google Pay envelope (ECv1 or ECv2) besides its payload. */
export interface EnvelopeFaults {
  readonly protocolVersion?: string;
  /** Its signed message without one of its members. */
  readonly without?: 'tag';
  /** Its signed message's JSON text sent inside a list instead of as text. */
  readonly signedMessage?: 'in a list';
  readonly tag?: 'of another message' | 'cut short';
  /** The first byte of the ephemeral public key (4: an uncompressed point). */
  readonly pointPrefix?: number;
}

/**
 * Google Pay's envelope around any payload text, encrypted for the merchant's EC P-256 key: ECDH with
 * an ephemeral key, HKDF-SHA256 (salt 32 zero bytes, info "Google") giving the AES-CTR key (256 bits
 * in ECv2, 128 in ECv1) and the HMAC-SHA256 key of the tag. The wallet's own signatures are placeholders.
 */
export function walletEnvelope(payload: string, publicKeyPem: string, faults: EnvelopeFaults = {}): string {
  const version = faults.protocolVersion ?? 'ECv2';
  const keyBytes = version === 'ECv1' ? 16 : 32;
  const ecdh = createECDH('prime256v1');
  const ephemeral = ecdh.generateKeys();
  const jwk = createPublicKey(publicKeyPem).export({ format: 'jwk' });
  const recipient = Buffer.concat([Buffer.from([4]), Buffer.from(String(jwk.x), 'base64url'), Buffer.from(String(jwk.y), 'base64url')]);
  // The key as sent, its first byte perhaps not the 4 of an uncompressed point: the keys are derived from what is sent.
  const sentKey = Buffer.concat([Buffer.from([faults.pointPrefix ?? 4]), ephemeral.subarray(1)]);
  const keys = Buffer.from(hkdfSync('sha256', Buffer.concat([sentKey, ecdh.computeSecret(recipient)]), Buffer.alloc(32), 'Google', keyBytes * 2));
  const cipher = createCipheriv(keyBytes === 16 ? 'aes-128-ctr' : 'aes-256-ctr', keys.subarray(0, keyBytes), Buffer.alloc(16));
  const encrypted = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  const tagged = faults.tag === 'of another message' ? randomBytes(encrypted.length) : encrypted;
  const tag = createHmac('sha256', keys.subarray(keyBytes)).update(tagged).digest();
  const signed: Record<string, string> = {
    encryptedMessage: encrypted.toString('base64'),
    ephemeralPublicKey: sentKey.toString('base64'),
    tag: (faults.tag === 'cut short' ? tag.subarray(0, 16) : tag).toString('base64'),
  };
  if (faults.without) delete signed[faults.without];
  const signedMessage = faults.signedMessage === 'in a list' ? [JSON.stringify(signed)] : JSON.stringify(signed);
  return JSON.stringify({ protocolVersion: version, signature: 'sandbox-unsigned', intermediateSigningKey: { signedKey: '{}', signatures: ['sandbox-unsigned'] }, signedMessage });
}
