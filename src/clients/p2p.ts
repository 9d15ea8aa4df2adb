/**
 * Client of the P2P gateway: JSON `.do` operations under `/payment/rest/api/p2p/`, the account's
 * lower-case `username` and `password` in every body, and every request signed (docs/design.md,
 * "Request signing (P2P)"): `X-Hash` = base64(SHA-256 of the raw body), `X-Signature` =
 * base64(RSA-SHA256 signature of the raw body) with the merchant's private key. The private key
 * never leaves this object: it is neither recorded nor printed (the recorder masks the X-Signature
 * header too).
 */
import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { z } from 'zod';
import { type P2pAnswerOf, type P2pOperation, type P2pOperationContract, p2pError, p2pOperations } from '../contracts/p2p/index.js';
import type { HttpClient, Reply } from './http.js';

export interface P2pCredentials {
  readonly username: string;
  readonly password: string;
}

/** errorCode "0" with the operation's answer, or the refusal the gateway gave. */
export type P2pAnswer<Op extends P2pOperation> =
  | { readonly ok: true; readonly status: number; readonly value: P2pAnswerOf<Op>; readonly reply: Reply }
  | { readonly ok: false; readonly status: number; readonly errorCode: string | undefined; readonly errorMessage: string | undefined; readonly reply: Reply };

/** How a call breaks the signature on purpose (for scenarios about refused signatures). */
export type SignatureFault = 'unsigned' | 'signed by another key' | 'body changed after signing' | 'hashed but not signed' | 'hash of another body';

export interface P2pCallOptions {
  /** Replace the credentials (e.g. wrong ones). */
  readonly credentials?: Partial<P2pCredentials> | undefined;
  readonly fault?: SignatureFault | undefined;
  /** Another path the operation's contract names (`alsoAt`), e.g. the spec's literal path of finishThreeDsVer2.do. */
  readonly path?: string | undefined;
  /** This text as the body instead of the JSON object, signed as it is (for scenarios about malformed bodies). */
  readonly rawBody?: string | undefined;
  /** Sign with this private key instead (another key the merchant registered). */
  readonly signingKey?: KeyObject | undefined;
}

export function hashOf(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('base64');
}

export function signatureOf(body: string, key: KeyObject): string {
  return sign('sha256', Buffer.from(body, 'utf8'), key).toString('base64');
}

/** The signature headers of a body. */
export function signedHeaders(body: string, key: KeyObject): { 'x-hash': string; 'x-signature': string } {
  return { 'x-hash': hashOf(body), 'x-signature': signatureOf(body, key) };
}

/** A fresh RSA key pair for signing P2P requests, as PEM texts (the public half is what a merchant registers). */
export function newP2pKeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/** The success schema when errorCode is "0", the refusal schema otherwise: a contract check that fits the answer given. */
function byErrorCode(success: z.ZodType): z.ZodType {
  return z.unknown().superRefine((body, ctx) => {
    const code = (body as { errorCode?: unknown } | undefined)?.errorCode;
    const result = (code === '0' ? success : p2pError).safeParse(body);
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, params: { rule: issue.code } });
  });
}

export class P2pClient {
  private readonly key: KeyObject;
  private readonly credentials: P2pCredentials;

  constructor(
    private readonly http: HttpClient,
    credentials: P2pCredentials,
    /** The merchant's private key: a PEM text or a KeyObject. */
    privateKey: string | KeyObject,
  ) {
    // Only these two members ever go into a body, whatever else the caller's object holds.
    this.credentials = { username: credentials.username, password: credentials.password };
    this.key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  }

  async call<Op extends P2pOperation>(operation: Op, params: Record<string, unknown>, options: P2pCallOptions = {}): Promise<P2pAnswer<Op>> {
    const contract: P2pOperationContract = p2pOperations[operation];
    const path = options.path ?? contract.path;
    if (path !== contract.path && !contract.alsoAt?.includes(path)) throw new Error(`${operation} has no path ${path}: use ${[contract.path, ...(contract.alsoAt ?? [])].join(' or ')}`);
    const json = { ...this.credentials, ...options.credentials, ...params };
    // The HTTP layer sends JSON.stringify(json): exactly these bytes are what is signed.
    const body = options.rawBody ?? JSON.stringify(json);
    const reply = await this.http.call({
      operation: `p2p.${operation}`,
      method: 'POST',
      path,
      ...(options.rawBody === undefined ? { json } : { raw: { body, contentType: 'application/json' } }),
      headers: this.headersFor(body, options.fault, options.signingKey ?? this.key),
      success: 200,
      response: byErrorCode(contract.response),
    });
    const answer = (reply.body ?? {}) as { errorCode?: unknown; errorMessage?: unknown };
    const errorCode = typeof answer.errorCode === 'string' || typeof answer.errorCode === 'number' ? String(answer.errorCode) : undefined;
    if (reply.status === 200 && errorCode === '0') return { ok: true, status: 200, value: reply.body as P2pAnswerOf<Op>, reply };
    return { ok: false, status: reply.status, errorCode, errorMessage: typeof answer.errorMessage === 'string' ? answer.errorMessage : undefined, reply };
  }

  private headersFor(body: string, fault: SignatureFault | undefined, key: KeyObject): Record<string, string | undefined> {
    switch (fault) {
      case 'unsigned':
        return {};
      case 'signed by another key':
        return signedHeaders(body, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
      case 'body changed after signing':
        return signedHeaders(body.replace(/}$/, ',"amount":1}'), key);
      case 'hashed but not signed':
        return { 'x-hash': hashOf(body) };
      case 'hash of another body':
        return { 'x-hash': hashOf(`${body} `), 'x-signature': signatureOf(body, key) };
      default:
        return signedHeaders(body, key);
    }
  }
}
