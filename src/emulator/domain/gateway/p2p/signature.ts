/**
 * Signed P2P requests (docs/design.md "Request signing (P2P)"): `X-Hash` is base64 of the SHA-256 of the raw body, and
 * `X-Signature` base64 of its RSA-SHA256 signature (PKCS#1 v1.5) with the merchant's private key.
 * The gateway checks both against the public keys the merchant registered; a merchant may register
 * several (one per signing service), any of them may sign. Keys are RSA of at least 2048 bits.
 */
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';

export const MIN_KEY_BITS = 2048;

export type SignatureCheck = 'ok' | 'hash_missing' | 'hash_mismatch' | 'signature_missing' | 'signature_invalid';

export function hashOf(body: Buffer | string): string {
  return createHash('sha256').update(body).digest('base64');
}

/**
 * The body's own hash, before anything in it is read. Header values come untrimmed from no one:
 * Node's HTTP parser strips the whitespace around them (RFC 9110 §5.5).
 */
export function checkHash(body: Buffer, xHash: string | undefined): SignatureCheck {
  if (!xHash) return 'hash_missing';
  return xHash === hashOf(body) ? 'ok' : 'hash_mismatch';
}

/**
 * The signature of the body by one of the keys. A merchant without keys (or a username no merchant
 * has) gets the answer of a wrong signature: told apart, it would tell an outsider which usernames exist.
 */
export function checkSignature(body: Buffer, xSignature: string | undefined, keys: readonly KeyObject[]): SignatureCheck {
  if (!xSignature) return 'signature_missing';
  const signature = Buffer.from(xSignature, 'base64');
  return keys.some((key) => verify('sha256', body, key, signature)) ? 'ok' : 'signature_invalid';
}

/** Public keys of merchants, by login. They are account settings: a sandbox reset keeps them. */
/** How many public keys one login keeps; registering one more forgets the oldest. */
export const MAX_KEYS_PER_LOGIN = 32;

export class P2pKeys {
  private readonly byLogin = new Map<string, KeyObject[]>();

  constructor(private readonly max: number = MAX_KEYS_PER_LOGIN) {}

  /** Registers a PEM (SPKI or PKCS#1) RSA public key; the same key twice is kept once. */
  register(login: string, pem: string): 'ok' | 'not_a_public_key' | 'not_rsa' | 'too_short' {
    let key: KeyObject;
    try {
      key = createPublicKey(pem);
    } catch {
      return 'not_a_public_key';
    }
    if (key.asymmetricKeyType !== 'rsa') return 'not_rsa';
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_KEY_BITS) return 'too_short';
    const keys = this.byLogin.get(login) ?? [];
    const der = (k: KeyObject) => k.export({ type: 'spki', format: 'der' });
    if (!keys.some((k) => der(k).equals(der(key)))) keys.push(key);
    // Each harness run registers a key of its own: a long-lived sandbox keeps the newest ones only,
    // so memory and the signature check (one try per key) stay bounded.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: a scenario registering 33 keys would make the suite's emulator forget its own signing key and fail every later P2P scenario of its worker; signature.test.ts judges the bound
    if (keys.length > this.max) keys.splice(0, keys.length - this.max);
    this.byLogin.set(login, keys);
    return 'ok';
  }

  of(login: string): readonly KeyObject[] {
    return this.byLogin.get(login) ?? [];
  }

  count(login: string): number {
    return this.of(login).length;
  }
}
