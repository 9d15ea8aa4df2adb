/**
 * What every P2P handler needs beyond the gateway family's context: the sandbox's P2P gateway,
 * the signed request's merchant, and the P2P answer shapes: errorCode a string [1..2] and
 * errorMessage [1..512] on every answer (spec 03 §7), in the request's language.
 */
import type { KeyObject } from 'node:crypto';
import { P2P_LANGUAGES } from '../../../contracts/p2p/common.js';
import type { P2pGateway, P2pOrder, P2pRefusal } from '../../domain/gateway/p2p/index.js';
import { JsonTooDeep } from '../../../common/json-depth.js';
import { decided } from '../../domain/decisions.js';
import { checkHash, checkSignature, type SignatureCheck } from '../../domain/gateway/p2p/signature.js';
import type { InputKeys } from '../../domain/gateway/card-inputs/index.js';
import { settingsOf } from '../../domain/gateway/merchants.js';
import type { Sandbox } from '../../domain/sandbox.js';
import type { Answer } from '../answer.js';
import type { GatewayRequest } from '../gateway-common/answers.js';
import { GatewayFamilyContext } from '../gateway-common/context.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';

export type P2pRequest = GatewayRequest;

/** The public keys a merchant registered for its request signatures (an account setting: domain/gateway/p2p/signature.ts). */
export interface SigningKeys {
  of(login: string): readonly KeyObject[];
}

const SIGNATURE_PROBLEMS: Record<Exclude<SignatureCheck, 'ok'>, { field: string; rule: string; message: string }> = {
  hash_missing: { field: 'X-Hash', rule: 'required', message: 'is required: base64 of the SHA-256 of the body' },
  hash_mismatch: { field: 'X-Hash', rule: 'hash', message: 'is not the SHA-256 of the body' },
  signature_missing: { field: 'X-Signature', rule: 'required', message: 'is required: base64 of the RSA-SHA256 signature of the body' },
  // A merchant without keys, or a username no merchant has, gets this answer too (checkSignature).
  signature_invalid: { field: 'X-Signature', rule: 'signature', message: "is not a signature of the body by the merchant's registered key" },
};

export class P2pContext extends GatewayFamilyContext {
  constructor(
    current: () => Sandbox,
    private readonly keys: SigningKeys,
    /** The account's keys of seToken and wallet tokens (domain/gateway/card-inputs). */
    readonly inputKeys: InputKeys,
  ) {
    super(current, 512);
  }

  get p2p(): P2pGateway {
    return this.current().gateway.p2p;
  }

  /** Orders whose session ended are declined, and their merchants told, before every call. */
  // Stryker disable next-line BlockStatement: for the wall clock of a running sandbox, which no scenario may wait for; the suite moves time with the control API's clock, which declines ended orders itself (Tenant.setClock; features/p2p/callbacks.feature, "21 minutes pass")
  expireSessions(): void {
    this.p2p.sweep(this.now());
  }

  /** The body's X-Hash, checked before anything in the body is read: undefined when it matches. */
  checkHash(raw: Buffer, xHash: string | undefined): Answer | undefined {
    // Recorded decisions (domain/decisions.ts): a kept sandbox writes the body with its CVCs blanked, which the hash no longer covers.
    const hash = decided(() => checkHash(raw, xHash));
    // No language yet: nothing in the body is read before its hash matches (answered in English).
    return hash === 'ok' ? undefined : this.signatureRefusal(undefined, hash);
  }

  /**
   * Whether a request that carries neither X-Hash nor X-Signature is taken unsigned: its body names
   * a merchant whose settings allow it (its password is checked afterwards, as for any request).
   */
  takesUnsigned(parsed: unknown): boolean {
    const login = typeof parsed === 'object' && parsed !== null ? (parsed as { username?: unknown }).username : undefined;
    // Stryker disable next-line ConditionalExpression: the guard only narrows the type: merchants are a Map by login, which finds nothing for a username that is no string either, and settingsOf(undefined) takes nothing unsigned
    return typeof login === 'string' && settingsOf(this.gateway.merchants.get(login)).unsignedP2p;
  }

  /**
   * After the hash: the body (parsed; undefined when it is not JSON) must be an object; then the
   * merchant it names, the signature of the raw body (X-Signature against the merchant's
   * registered keys), and the password. errorCode 5 at the first that fails.
   */
  requestOf(parsed: unknown, raw: Buffer, xSignature: string | undefined, origin: string, unsigned: boolean): P2pRequest | Answer {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      const details = [{ field: '(body)', rule: 'json', message: 'must be a JSON object' }];
      // No language to read: answered in English, worded by its details.
      return this.error(undefined, GATEWAY_ERROR.invalid, 'invalidParameter', undefined, details);
    }
    const body = parsed as Readonly<Record<string, unknown>>;
    const language = languageOf(body);
    // Stryker disable next-line ConditionalExpression: the guard only narrows the type: merchants are a Map by login, which finds nothing for a username that is no string either
    const merchant = typeof body.username === 'string' ? this.gateway.merchants.get(body.username) : undefined;
    // An unknown username is refused as a known one whose keys did not sign the body: which
    // usernames exist is not for an outsider to learn from the answers (issue #29).
    const signature = unsigned ? 'ok' : decided(() => checkSignature(raw, xSignature, merchant ? this.keys.of(merchant.login) : []));
    if (signature !== 'ok') return this.signatureRefusal(language, signature);
    if (!merchant || body.password !== merchant.password) return this.error(language, GATEWAY_ERROR.accessDenied, 'accessDenied');
    return { merchant, language, origin };
  }

  /** A body nested deeper than any P2P message (common/json-depth.ts), refused before it is parsed. */
  tooDeep(): Answer {
    const message = new JsonTooDeep().message;
    return this.error(undefined, GATEWAY_ERROR.invalid, 'invalidParameter', undefined, [{ field: '(body)', rule: 'depth', message }]);
  }

  /** A refusal of the domain, with the member at fault named in `details`. */
  refusal(req: P2pRequest, refusal: P2pRefusal): Answer {
    const details = refusal.field ? [{ field: refusal.field, rule: refusal.rule ?? 'invalid', message: refusal.message }] : undefined;
    // Worded only when no member is named: the answer words its details otherwise (gatewayError).
    const detail = refusal.message;
    switch (refusal.refusal) {
      case 'missing':
        return this.error(req.language, GATEWAY_ERROR.missing, 'missingParameter', detail, details);
      case 'invalid':
        return this.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', detail, details);
      case 'binding_unknown':
        return this.error(req.language, GATEWAY_ERROR.binding, 'bindingNotFound', detail, details);
      case 'binding_inactive':
        return this.error(req.language, GATEWAY_ERROR.binding, 'bindingState', detail, details);
      case 'not_open':
        return this.error(req.language, GATEWAY_ERROR.notAllowed, 'notAllowed');
    }
  }

  /** The merchant's own order, by id: another merchant's order is as unknown as a missing one. */
  order(req: P2pRequest, orderId: string): P2pOrder | Answer {
    return this.p2p.orders.ofMerchant(req.merchant.login, orderId) ?? this.unknownOrder(req);
  }

  unknownOrder(req: P2pRequest): Answer {
    // The status object of an unknown order: no orderStatus, resultCode "no payment attempt" (spec 03 §2).
    const answer = this.error(req.language, GATEWAY_ERROR.unknownOrder, 'unknownOrder');
    return { ...answer, body: { ...(answer.body as object), resultCode: -100 } };
  }

  private signatureRefusal(language: string | undefined, check: Exclude<SignatureCheck, 'ok'>): Answer {
    const problem = SIGNATURE_PROBLEMS[check];
    // Its details word the refusal (gatewayError): the header at fault and the rule.
    return this.error(language, GATEWAY_ERROR.accessDenied, 'signatureInvalid', undefined, [problem]);
  }
}

/** The request's language for error texts, when it is one the gateway knows (includes finds no value that is not a string). */
function languageOf(body: Readonly<Record<string, unknown>>): string {
  // Stryker disable next-line StringLiteral: any language but ru is English to the answers (answerLanguage) and to the page (pageLanguage), an empty one too
  return (P2P_LANGUAGES as readonly unknown[]).includes(body.language) ? (body.language as string) : 'en';
}
