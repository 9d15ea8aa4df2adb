/**
 * threeDsAuthResult blocks (spec 03 §2): what a merchant's own 3DS server sends with a transfer.
 * ECI values follow the card schemes: Visa-style 05 authenticated, 06 attempted, 07 none;
 * Mastercard-style 02, 01, 00.
 */
import type { Brand } from './brands.js';
import type { Random } from '../src/common/random.js';

export type ThreeDsStatus = 'authenticated' | 'attempted' | 'not-authenticated';
export const THREE_DS_STATUSES: readonly ThreeDsStatus[] = ['authenticated', 'attempted', 'not-authenticated'];

export interface ThreeDsAuthResult {
  /** Base64 authentication value, 0..200 characters; empty when nobody was authenticated. */
  cavv: string;
  /** Base64 transaction id, 1..80 characters. */
  xid: string;
  /** Integer of 1..4 digits. */
  eci: number;
  threeDSProtocolVersion: '2.1.0' | '2.2.0';
}

const ECI: Readonly<Record<'visa' | 'mastercard', Readonly<Record<ThreeDsStatus, number>>>> = {
  visa: { authenticated: 5, attempted: 6, 'not-authenticated': 7 },
  mastercard: { authenticated: 2, attempted: 1, 'not-authenticated': 0 },
};

export function threeDsAuthResult(rng: Random, options: { brand?: Brand | undefined; status?: ThreeDsStatus | undefined } = {}): ThreeDsAuthResult {
  const status = options.status ?? rng.pick(THREE_DS_STATUSES);
  const family = options.brand === 'mastercard' || options.brand === 'maestro' ? 'mastercard' : 'visa';
  return {
    // 20 bytes, the size of a scheme CAVV/AAV and of a 3DS 1 XID: 28 base64 characters.
    cavv: status === 'not-authenticated' ? '' : base64Bytes(rng, 20),
    xid: base64Bytes(rng, 20),
    eci: ECI[family][status],
    threeDSProtocolVersion: rng.pick(['2.1.0', '2.2.0'] as const),
  };
}

function base64Bytes(rng: Random, n: number): string {
  return Buffer.from(Array.from({ length: n }, () => rng.int(0, 255))).toString('base64');
}
