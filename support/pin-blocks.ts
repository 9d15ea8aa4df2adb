/**
 * The holder's side of a PIN sent to the card system (v1) encrypted: an ISO 9564 format-0 PIN block
 * under the sandbox transport key, written from docs/emulator.md ("PIN blocks") apart from the
 * emulator's code that reads it. The key is the sandbox's published test key: it guards no real secret.
 */
import { createCipheriv } from 'node:crypto';

const TRANSPORT_KEY = Buffer.from('A1B2C3D4E5F60718293A4B5C6D7E8F90', 'hex');

/** The PIN for the card `pan` as a PIN block: (0, length, PIN, F padding) XOR (0000, 12 PAN digits before the check digit), triple-DES ECB, hex. */
export function pinBlockOf(pin: string, pan: string): string {
  return blockOfField(`0${pin.length.toString(16)}${pin}`.padEnd(16, 'F'), pan);
}

/**
 * Any PIN field of 16 hex digits as the card `pan`'s block, well made or not: XOR the PAN field
 * (format 0; ISO format 1 has none, so `format: 1` leaves the field as it is), triple-DES ECB, hex.
 */
export function blockOfField(pinField: string, pan: string, format: 0 | 1 = 0): string {
  const field = Buffer.from(pinField, 'hex');
  const panField = Buffer.from(format === 0 ? `0000${pan.slice(-13, -1)}` : '0'.repeat(16), 'hex');
  // des-ede takes the double-length key as K1 K2 K1.
  const cipher = createCipheriv('des-ede-ecb', TRANSPORT_KEY, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(field.map((byte, i) => byte ^ panField[i]!)), cipher.final()]).toString('hex').toUpperCase();
}
