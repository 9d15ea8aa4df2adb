/**
 * The payer's side of card data that reaches the gateway encrypted, written from the gateway
 * family's documentation and the wallets', apart from the emulator's code that reads it:
 * - seToken as the family's web and mobile SDKs make it: `timestamp/uuid/pan/cvc/expiry/mdOrder`
 *   (an absent part keeps its place), RSA-encrypted with the gateway's public key, PKCS#1 v1.5, base64;
 * - wallet tokens as Google Pay (and Apple Pay) give them to the merchant: the decrypted payload as
 *   base64 JSON, or an ECv2 envelope encrypted for the merchant's EC P-256 key;
 * - the device fields an app's 3DS SDK sends with a payment.
 */
import { constants, createECDH, createCipheriv, createHmac, createPublicKey, generateKeyPairSync, hkdfSync, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';

export interface SeTokenCard {
  readonly pan: string;
  readonly cvc?: string | undefined;
  /** YYYYMM */
  readonly expiry?: string | undefined;
  readonly mdOrder: string;
}

/** ISO 8601 with the offset, to the second (`2024-09-03T10:10:24+00:00`). */
function isoWithOffset(at: Date): string {
  return `${at.toISOString().slice(0, 19)}+00:00`;
}

/** The seToken of a card for an order, made at `at` (now by default). */
export function makeSeToken(card: SeTokenCard, publicKeyPem: string, at: Date = new Date()): string {
  const text = [isoWithOffset(at), randomUUID(), card.pan, card.cvc ?? '', card.expiry ?? '', card.mdOrder].join('/');
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8')).toString('base64');
}

export type WalletVendor = 'GOOGLE_PAY' | 'APPLE_PAY';

export interface WalletCard {
  /** The device PAN. */
  readonly pan: string;
  /** YYYYMM */
  readonly expiry: string;
  /** Absent: a PAN_ONLY Google Pay token (no authentication on the device). */
  readonly cryptogram?: string | undefined;
  readonly eci?: string | undefined;
}

/** The decrypted payload each wallet documents. */
export function walletPayload(vendor: WalletVendor, card: WalletCard, expiresAt: Date = new Date(Date.now() + 3600_000)): string {
  const year = Number(card.expiry.slice(0, 4));
  const month = Number(card.expiry.slice(4));
  if (vendor === 'APPLE_PAY') {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return JSON.stringify({
      applicationPrimaryAccountNumber: card.pan,
      applicationExpirationDate: `${card.expiry.slice(2)}${lastDay}`,
      currencyCode: '978',
      transactionAmount: 0,
      deviceManufacturerIdentifier: '040010030273',
      paymentDataType: '3DSecure',
      paymentData: { onlinePaymentCryptogram: card.cryptogram ?? '', ...(card.eci ? { eciIndicator: card.eci } : {}) },
    });
  }
  const auth = card.cryptogram === undefined ? { authMethod: 'PAN_ONLY' } : { authMethod: 'CRYPTOGRAM_3DS', cryptogram: card.cryptogram, ...(card.eci ? { eciIndicator: card.eci } : {}) };
  return JSON.stringify({ messageExpiration: String(expiresAt.getTime()), messageId: randomUUID(), paymentMethod: 'CARD', paymentMethodDetails: { pan: card.pan, expirationMonth: month, expirationYear: year, ...auth } });
}

/** `paymentToken` with decryptedToken true: base64 of the decrypted payload. */
export function decryptedWalletToken(vendor: WalletVendor, card: WalletCard, expiresAt?: Date): string {
  return Buffer.from(walletPayload(vendor, card, expiresAt)).toString('base64');
}

/**
 * `paymentToken` with decryptedToken false: Google Pay's ECv2 envelope, the payload encrypted for the
 * merchant's EC P-256 public key (ECIES: ECDH with an ephemeral key, HKDF-SHA256 with info "Google",
 * AES-256-CTR, HMAC-SHA256 tag). The wallet's own signatures are placeholders: no wallet signs here.
 */
export function encryptedWalletToken(vendor: WalletVendor, card: WalletCard, publicKeyPem: string, expiresAt?: Date): string {
  const ecdh = createECDH('prime256v1');
  const ephemeral = ecdh.generateKeys();
  const jwk = createPublicKey(publicKeyPem).export({ format: 'jwk' });
  const recipient = Buffer.concat([Buffer.from([4]), Buffer.from(String(jwk.x), 'base64url'), Buffer.from(String(jwk.y), 'base64url')]);
  const keys = Buffer.from(hkdfSync('sha256', Buffer.concat([ephemeral, ecdh.computeSecret(recipient)]), Buffer.alloc(32), 'Google', 64));
  const cipher = createCipheriv('aes-256-ctr', keys.subarray(0, 32), Buffer.alloc(16));
  const encrypted = Buffer.concat([cipher.update(walletPayload(vendor, card, expiresAt), 'utf8'), cipher.final()]);
  const tag = createHmac('sha256', keys.subarray(32)).update(encrypted).digest();
  const signedMessage = JSON.stringify({ encryptedMessage: encrypted.toString('base64'), ephemeralPublicKey: ephemeral.toString('base64'), tag: tag.toString('base64') });
  return JSON.stringify({ protocolVersion: 'ECv2', signature: 'sandbox-unsigned', intermediateSigningKey: { signedKey: '{}', signatures: ['sandbox-unsigned'] }, signedMessage });
}

/** The five fields an app's 3DS SDK sends with the payment: its device data (a JWE), reference number, ephemeral key (JWK), app and transaction ids. */
export function threeDsSdkFields() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
  const part = () => randomBytes(12).toString('base64url');
  return {
    threeDSSDK: true,
    threeDSSDKEncData: [part(), part(), part(), part(), part()].join('.'),
    threeDSSDKReferenceNumber: '3DS_LOA_SDK_CARDLAB_01',
    threeDSSDKEphemPubKey: JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }),
    threeDSSDKAppId: randomUUID(),
    threeDSSDKTransId: randomUUID(),
  };
}

/** A CReq of the app's SDK: `n` counts its messages from 0; `code` answers the challenge, `cancel` ends it. */
export function appCReq(ids: { threeDSServerTransID: string; acsTransID: string; sdkTransID: string }, n: number, answer: { code?: string; cancel?: boolean } = {}) {
  return {
    messageType: 'CReq',
    messageVersion: '2.1.0',
    ...ids,
    sdkCounterStoA: String(n).padStart(3, '0'),
    ...(answer.code !== undefined ? { challengeDataEntry: answer.code } : {}),
    ...(answer.cancel ? { challengeCancel: '01' } : {}),
  };
}
