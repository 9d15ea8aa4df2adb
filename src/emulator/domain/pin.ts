/**
 * PINs: kept only as a salted scrypt hash, never returned. A new PIN is drawn from a cryptographic
 * source: the system's, or the sandbox's keyed stream when it is kept on disk (entropy.ts: its key
 * never leaves the data directory). Never from the seeded test-data generator: a PIN must not be
 * guessable from a seed. When a PIN must travel, it travels as an ISO 9564 format-0 PIN block under the
 * sandbox transport key.
 */
import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { decryptEcb, encryptEcb } from './keys.js';

/** ISO 9564-1: a PIN has 4 to 12 digits. */
export const PIN_PATTERN = /^\d{4,12}$/;
/** Length of the PINs the sandbox forms. */
export const NEW_PIN_LENGTH = 4;

/** scrypt cost: interactive-login strength (N = 2^14), about 50 ms per hash. */
const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const HASH_BYTES = 32;

// Stryker disable all: no operation of the spec reads or checks a PIN once it is set, so no scenario can
// see how it is kept; pin.test.ts and http/secrets-at-rest.test.ts judge the hash (and that no PIN is kept
// in clear). The guard is a programming error's: the contract takes only 4 to 12 digits.
/** `scrypt$<salt hex>$<hash hex>`; a fresh 16-byte salt every time, so equal PINs hash differently. */
export function hashPin(pin: string): string {
  if (!PIN_PATTERN.test(pin)) throw new Error('a PIN has 4 to 12 digits');
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(pin, salt, HASH_BYTES, SCRYPT).toString('hex')}`;
}

export function verifyPin(stored: string | undefined, pin: string): boolean {
  const [scheme, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  return timingSafeEqual(expected, scryptSync(pin, Buffer.from(salt, 'hex'), expected.length, SCRYPT));
}
// Stryker restore all

/** A new PIN of `length` digits, uniformly drawn from `below` (the sandbox's entropy, else the system's random source). */
export function newPin(length = NEW_PIN_LENGTH, below: (max: number) => number = randomInt): string {
  return Array.from({ length }, () => String(below(10))).join('');
}

/**
 * The sandbox transport key (double-length, hex) under which WS_ENCRYPTED answers carry PIN blocks
 * and CVC2s. A published test key: the sandbox moves no real secrets (docs/emulator.md).
 */
export const TRANSPORT_KEY = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';

/** ISO 9564 format 0: (0, length, PIN, F padding) XOR (0000, the 12 rightmost PAN digits without the check digit). */
function pinBlock(pin: string, pan: string): Buffer {
  const pinField = Buffer.from(`0${pin.length.toString(16)}${pin}`.padEnd(16, 'F'), 'hex');
  const panField = Buffer.from(`0000${pan.slice(-13, -1)}`, 'hex');
  return Buffer.from(pinField.map((byte, i) => byte ^ panField[i]!));
}

/** The PIN as a format-0 PIN block encrypted under the transport key, hex upper case. */
export function encryptPin(pin: string, pan: string): string {
  return encryptEcb(Buffer.from(TRANSPORT_KEY, 'hex'), pinBlock(pin, pan)).toString('hex').toUpperCase();
}

/** The PIN in a format-0 PIN block of this card under the transport key; undefined when it is not one. */
export function decryptPin(encrypted: string, pan: string): string | undefined {
  // Stryker disable next-line all: v1's contract (contracts/v1/card-services.ts, pinBlock) refuses any other text before the card system is asked; the guard keeps the block's decryption from throwing for another caller
  if (!/^[0-9A-Fa-f]{16}$/.test(encrypted)) return undefined;
  const clear = decryptEcb(Buffer.from(TRANSPORT_KEY, 'hex'), Buffer.from(encrypted, 'hex'));
  const panField = Buffer.from(`0000${pan.slice(-13, -1)}`, 'hex');
  const field = Buffer.from(clear.map((byte, i) => byte ^ panField[i]!)).toString('hex').toUpperCase();
  // The control field, 0 and the PIN's length. Another format's first digit makes the length 16 or
  // more, and a length outside 4 to 12 cuts out fewer or more digits than a PIN has (the field holds
  // 14 after the control field): PIN_PATTERN refuses both, so it alone checks the control field.
  const length = Number.parseInt(field.slice(0, 2), 16);
  const pin = field.slice(2, 2 + length);
  return PIN_PATTERN.test(pin) && /^F*$/.test(field.slice(2 + length)) ? pin : undefined;
}

/** A CVC2 under the transport key: its digits padded with F to one 8-byte block, hex upper case. */
export function encryptCvc2(cvc: string): string {
  // Stryker disable next-line MethodExpression: hex digits in either case are the same block, and the spec names no case for it
  return encryptEcb(Buffer.from(TRANSPORT_KEY, 'hex'), Buffer.from(cvc.padEnd(16, 'F'), 'hex')).toString('hex').toUpperCase();
}

// Stryker disable all: the unit tests' (pin.test.ts): the emulator never opens an encrypted CVC2
export function decryptCvc2(encrypted: string): string {
  return decryptEcb(Buffer.from(TRANSPORT_KEY, 'hex'), Buffer.from(encrypted, 'hex')).toString('hex').toUpperCase().replace(/F+$/, '');
}
// Stryker restore all
