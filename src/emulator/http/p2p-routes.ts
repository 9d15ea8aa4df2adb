/**
 * Routes of the P2P gateway: every operation of contracts/p2p at its path under
 * `/payment/rest/api/p2p/`, JSON only. The signature comes before anything else: the body's
 * X-Hash first (nothing in the body is read before it matches), then X-Signature against the public
 * keys of the merchant the body names, then the password, then the contract. Answers are HTTP 200
 * with the gateway's errorCode, like the e-commerce group.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asMissing, fieldErrors } from '../../contracts/issues.js';
import { type P2pOperation, p2pOperations } from '../../contracts/p2p/index.js';
import { P2P_LANGUAGES } from '../../contracts/p2p/common.js';
import { p2pOf } from '../domain/gateway/p2p/index.js';
import { checkHash, checkSignature, type SignatureCheck } from '../domain/gateway/p2p/signature.js';
import type { Answer } from '../providers/answer.js';
import { P2P_ERROR, P2pContext, type P2pRequest, p2pHandlers } from '../providers/p2p/index.js';
import type { EmulatorState } from '../state.js';
import { originOf } from './gateway-routes.js';
import { send } from './reply.js';

type Handler = (ctx: P2pContext, req: P2pRequest, input: unknown) => Answer;

const SIGNATURE_PROBLEMS: Record<Exclude<SignatureCheck, 'ok'>, { field: string; rule: string; message: string }> = {
  hash_missing: { field: 'X-Hash', rule: 'required', message: 'is required: base64 of the SHA-256 of the body' },
  hash_mismatch: { field: 'X-Hash', rule: 'hash', message: 'is not the SHA-256 of the body' },
  signature_missing: { field: 'X-Signature', rule: 'required', message: 'is required: base64 of the RSA-SHA256 signature of the body' },
  no_key: { field: 'X-Signature', rule: 'no-key', message: 'cannot be checked: the merchant has registered no public key' },
  signature_invalid: { field: 'X-Signature', rule: 'signature', message: "is not a signature of the body by the merchant's registered key" },
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The request's language for error texts, when it is one the gateway knows. */
const languageOf = (params: Record<string, unknown>) => (typeof params.language === 'string' && (P2P_LANGUAGES as readonly string[]).includes(params.language) ? params.language : 'en');

export function p2pRoutes(state: EmulatorState) {
  const ctx = new P2pContext(() => state.sandbox);

  const refuseSignature = (language: string, check: Exclude<SignatureCheck, 'ok'>) => {
    const problem = SIGNATURE_PROBLEMS[check];
    return ctx.error(language, P2P_ERROR.accessDenied, 'signatureInvalid', `${problem.field} ${problem.message}`, [problem]);
  };


  const handle = (operation: P2pOperation) => (request: FastifyRequest, reply: FastifyReply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const hash = checkHash(raw, header(request, 'x-hash'));
    if (hash !== 'ok') return send(reply, refuseSignature('en', hash));
    const params = parseJson(raw);
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      const details = [{ field: '(body)', rule: 'json', message: 'must be a JSON object' }];
      return send(reply, ctx.error('en', P2P_ERROR.invalid, 'invalidParameter', 'the body must be a JSON object', details));
    }
    const body = params as Record<string, unknown>;
    const language = languageOf(body);
    const merchant = typeof body.username === 'string' ? state.sandbox.gateway.merchants.get(body.username) : undefined;
    if (!merchant) return send(reply, ctx.error(language, P2P_ERROR.accessDenied, 'accessDenied'));
    const signature = checkSignature(raw, header(request, 'x-signature'), state.p2pKeys.of(merchant.login));
    if (signature !== 'ok') return send(reply, refuseSignature(language, signature));
    if (body.password !== merchant.password) return send(reply, ctx.error(language, P2P_ERROR.accessDenied, 'accessDenied'));
    p2pOf(state.sandbox).sweep(ctx.now());
    const parsed = p2pOperations[operation].request.safeParse(body, { reportInput: true });
    if (!parsed.success) return send(reply, validationAnswer(ctx, language, fieldErrors(parsed.error).map((d) => asMissing(d, body))));
    return send(reply, (p2pHandlers[operation] as Handler)(ctx, { merchant, language, origin: originOf(request) }, parsed.data));
  };

  return (app: FastifyInstance, _opts: unknown, done: (error?: Error) => void) => {
    // JSON only, kept raw: the signature covers the exact bytes sent.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, next) => next(null, body));
    for (const operation of Object.keys(p2pOperations) as P2pOperation[]) app.post(p2pOperations[operation].path, handle(operation));
    done();
  };
}

/** The body as JSON; undefined when it is not JSON or tries prototype poisoning (as the framework's own parser refuses). */
function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'), (key, value: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)) throw new Error('prototype poisoning');
      return value;
    });
  } catch {
    return undefined;
  }
}

/** errorCode 14 for features, 3 for the currency, 4 when a member is missing, else 5; `details` names each field. */
function validationAnswer(ctx: P2pContext, language: string, details: ReturnType<typeof fieldErrors>): Answer {
  const about = (name: string) => details.some((d) => d.field === name || d.field.startsWith(`${name}.`));
  const [code, key] = about('features')
    ? ([P2P_ERROR.invalidFeatures, 'invalidFeatures'] as const)
    : about('currency')
      ? ([P2P_ERROR.unknownCurrency, 'unknownCurrency'] as const)
      : details.some((d) => d.rule === 'required')
        ? ([P2P_ERROR.missing, 'missingParameter'] as const)
        : ([P2P_ERROR.invalid, 'invalidParameter'] as const);
  return ctx.error(language, code, key, details.map((d) => `${d.field} ${d.message}`).join('; '), details);
}
