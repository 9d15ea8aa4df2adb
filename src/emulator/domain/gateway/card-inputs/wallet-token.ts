/**
 * Wallet tokens (P2P `fromCard.vendor` + `paymentToken`): what Google Pay or Apple Pay gave the
 * payer's device, passed on by the merchant. With `decryptedToken: true` the merchant (or its
 * processor) already decrypted it: `paymentToken` is base64 of the wallet's decrypted JSON. With
 * `decryptedToken: false` it is the wallet's envelope, encrypted for the sandbox account's EC key.
 *
 * Decrypted payloads, as each wallet documents them:
 * - GOOGLE_PAY: `{ messageExpiration (epoch ms, text), messageId, paymentMethod: "CARD",
 *   paymentMethodDetails: { pan, expirationMonth, expirationYear, authMethod: "PAN_ONLY" |
 *   "CRYPTOGRAM_3DS", cryptogram, eciIndicator } }`.
 * - APPLE_PAY: `{ applicationPrimaryAccountNumber, applicationExpirationDate (YYMMDD),
 *   paymentDataType: "3DSecure", paymentData: { onlinePaymentCryptogram, eciIndicator } }`.
 * - SAMSUNG_PAY: not taken (its payload is a JWE of its own).
 *
 * The encrypted envelope follows Google Pay's ECv2 (ECv1: the same with AES-128): `{ protocolVersion,
 * signature, intermediateSigningKey, signedMessage }`, where `signedMessage` is JSON text of
 * `{ encryptedMessage, ephemeralPublicKey, tag }`: ECDH of the ephemeral P-256 key (uncompressed
 * point, base64) with the sandbox's key; HKDF-SHA256 of (ephemeral key bytes ‖ shared secret), salt
 * 32 zero bytes, info "Google", gives the AES-CTR key (zero IV) then the HMAC-SHA256 key; `tag` is
 * the HMAC of the encrypted message. The wallet's signatures are not checked: the sandbox holds no
 * wallet's signing keys. Apple Pay's EC_v1 is not emulated; an Apple Pay token takes the same envelope.
 */
import { createDecipheriv, createHmac, createPublicKey, diffieHellman, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';

const WALLET_PROTOCOLS = { ECv1: { keyBytes: 16, cipher: 'aes-128-ctr' }, ECv2: { keyBytes: 32, cipher: 'aes-256-ctr' } } as const;

export interface WalletCard {
  /** The device PAN (DPAN) or the card number itself (PAN_ONLY). */
  readonly pan: string;
  /** YYYYMM */
  readonly expiry: string;
  /** The wallet's cryptogram: the issuer already authenticated the payer on the device. */
  readonly cryptogram?: string | undefined;
}

export interface WalletProblem {
  /** paymentToken, decryptedToken, vendor or protocolVersion. */
  readonly field: string;
  readonly rule: string;
  readonly message: string;
}

export interface WalletInput {
  readonly vendor: string;
  readonly paymentToken: string;
  readonly decryptedToken?: boolean | undefined;
  readonly protocolVersion?: string | undefined;
}

/** A problem is an instance of its own class, so that no wallet JSON (which may hold any member) is taken for one. */
class Problem implements WalletProblem {
  constructor(
    readonly field: string,
    readonly rule: string,
    readonly message: string,
  ) {}
}
const problemOf = (field: string, rule: string, message: string): WalletProblem => new Problem(field, rule, message);
const token = (rule: string, message: string): WalletProblem => problemOf('paymentToken', rule, message);
const isProblem = (value: object): value is WalletProblem => value instanceof Problem;

/** The card inside a wallet token; `ecKey` is the account's EC private key (undefined: never made). */
export function openWalletToken(input: WalletInput, ecKey: KeyObject | undefined, now: Date): WalletCard | WalletProblem {
  if (input.vendor === 'SAMSUNG_PAY') return problemOf('vendor', 'unsupported', 'SAMSUNG_PAY tokens are not taken by the sandbox: GOOGLE_PAY or APPLE_PAY');
  if (input.decryptedToken === undefined) return problemOf('decryptedToken', 'required', 'is required with paymentToken: true for a decrypted payload, false for the wallet’s encrypted token');
  const payload = input.decryptedToken ? decoded(input.paymentToken) : decrypted(input, ecKey);
  if (isProblem(payload)) return payload;
  return input.vendor === 'APPLE_PAY' ? applePayCard(payload) : googlePayCard(payload, now);
}

export function isWalletProblem(value: WalletCard | WalletProblem): value is WalletProblem {
  return isProblem(value);
}

type Json = Record<string, unknown>;


/** Base64 of JSON; the base64 decoder skips white space. */
function decoded(paymentToken: string): Json | WalletProblem {
  const json = jsonOf(Buffer.from(paymentToken, 'base64').toString());
  return json ?? token('format', 'must be base64 of the wallet’s decrypted JSON when decryptedToken is true');
}

function decrypted(input: WalletInput, ecKey: KeyObject | undefined): Json | WalletProblem {
  const envelope = jsonOf(input.paymentToken) ?? jsonOf(Buffer.from(input.paymentToken, 'base64').toString());
  if (!envelope) return token('format', 'must be the wallet’s token (JSON, or base64 of it) when decryptedToken is false');
  const version = envelope.protocolVersion;
  if (version !== 'ECv1' && version !== 'ECv2') return token('protocol', 'must carry protocolVersion ECv1 or ECv2');
  if (input.protocolVersion !== undefined && input.protocolVersion !== version) return problemOf('protocolVersion', 'combination', `must be the token’s own (${version})`);
  // JSON text, as the wallets send it: an object or a list holding that text is no signed message.
  const signed = typeof envelope.signedMessage === 'string' ? jsonOf(envelope.signedMessage) : undefined;
  const parts = signed && [signed.encryptedMessage, signed.ephemeralPublicKey, signed.tag].every((v) => typeof v === 'string') ? (signed as { encryptedMessage: string; ephemeralPublicKey: string; tag: string }) : undefined;
  if (!parts) return token('format', 'must carry signedMessage with encryptedMessage, ephemeralPublicKey and tag');
  const cannot = token('decrypt', 'cannot be decrypted with the sandbox’s wallet key (get it from the sandbox: EC P-256)');
  if (!ecKey) return cannot;
  try {
    const ephemeral = Buffer.from(parts.ephemeralPublicKey, 'base64');
    const shared = diffieHellman({ privateKey: ecKey, publicKey: publicKeyOfPoint(ephemeral) });
    const { keyBytes, cipher } = WALLET_PROTOCOLS[version];
    const keys = Buffer.from(hkdfSync('sha256', Buffer.concat([ephemeral, shared]), Buffer.alloc(32), 'Google', keyBytes * 2));
    const encrypted = Buffer.from(parts.encryptedMessage, 'base64');
    const tag = createHmac('sha256', keys.subarray(keyBytes)).update(encrypted).digest();
    const sent = Buffer.from(parts.tag, 'base64');
    // A tag of another length makes timingSafeEqual throw: the catch refuses it as well.
    if (!timingSafeEqual(sent, tag)) return cannot;
    const decipher = createDecipheriv(cipher, keys.subarray(0, keyBytes), Buffer.alloc(16));
    const clear = Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
    return jsonOf(clear) ?? token('format', 'must hold the wallet’s JSON once decrypted');
  } catch {
    return cannot;
  }
}

/** An uncompressed P-256 point: 0x04, x, y (createPublicKey refuses coordinates of another length than 32 bytes). */
function publicKeyOfPoint(point: Buffer): KeyObject {
  // Stryker disable next-line StringLiteral: the catch of decrypted() answers every failure alike, whatever the error says
  if (point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
}

function googlePayCard(payload: Json, now: Date): WalletCard | WalletProblem {
  const expires = Number(payload.messageExpiration);
  if (!Number.isFinite(expires)) return token('format', 'must carry messageExpiration (epoch milliseconds)');
  if (expires <= now.getTime()) return token('expired', 'has expired (messageExpiration is past)');
  const details = payload.paymentMethodDetails;
  if (payload.paymentMethod !== 'CARD' || !isJson(details)) return token('format', 'must carry paymentMethod CARD and its paymentMethodDetails');
  const month = Number(details.expirationMonth);
  const year = Number(details.expirationYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2199) return token('expiry', 'must carry expirationMonth (1-12) and expirationYear (YYYY)');
  const card = cardOf(details.pan, `${year}${String(month).padStart(2, '0')}`);
  if (isWalletProblem(card)) return card;
  if (details.authMethod === 'PAN_ONLY') return card;
  if (details.authMethod !== 'CRYPTOGRAM_3DS') return token('format', 'must carry authMethod PAN_ONLY or CRYPTOGRAM_3DS');
  return withCryptogram(card, details.cryptogram, details.eciIndicator);
}

function applePayCard(payload: Json): WalletCard | WalletProblem {
  const date = payload.applicationExpirationDate;
  // YYMMDD: the card's expiry is its year and month.
  const yearMonth = typeof date === 'string' ? /^(\d{2}(?:0[1-9]|1[0-2]))\d{2}$/.exec(date)?.[1] : undefined;
  if (yearMonth === undefined) return token('expiry', 'must carry applicationExpirationDate as YYMMDD');
  const card = cardOf(payload.applicationPrimaryAccountNumber, `20${yearMonth}`);
  if (isWalletProblem(card)) return card;
  const data = payload.paymentData;
  if (payload.paymentDataType !== '3DSecure' || !isJson(data)) return token('format', 'must carry paymentDataType 3DSecure and its paymentData');
  return withCryptogram(card, data.onlinePaymentCryptogram, data.eciIndicator);
}

function cardOf(pan: unknown, expiry: string): WalletCard | WalletProblem {
  if (typeof pan !== 'string' || !/^\d{12,19}$/.test(pan)) return token('pan', 'must carry a card number (DPAN) of 12 to 19 digits');
  return { pan, expiry };
}

function withCryptogram(card: WalletCard, cryptogram: unknown, eci: unknown): WalletCard | WalletProblem {
  if (typeof cryptogram !== 'string' || cryptogram.length === 0 || cryptogram.length > 64) return token('cryptogram', 'must carry the wallet’s cryptogram (1 to 64 characters)');
  if (eci !== undefined && (typeof eci !== 'string' || !/^\d{1,2}$/.test(eci))) return token('eci', 'must carry eciIndicator as 1 or 2 digits, or none');
  return { ...card, cryptogram };
}

function jsonOf(text: string): Json | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: no object.
  }
  return isJson(value) ? value : undefined;
}

/** A JSON object: not null, not a list. */
function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
