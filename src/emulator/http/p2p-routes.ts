/**
 * Routes of the P2P gateway: every operation of contracts/p2p at its path under
 * `/payment/rest/api/p2p/` (and at the other paths its contract names), JSON only. The signature
 * comes before anything else: the body's X-Hash first (nothing in the body is read before it
 * matches), then X-Signature against the public keys of the merchant the body names, then the
 * password, then the contract. Answers are HTTP 200 with the gateway's errorCode, like the
 * e-commerce group.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooDeepToParse } from '../../common/json-depth.js';
import { asMissing, fieldErrors } from '../../contracts/issues.js';
import { type P2pOperation, type P2pOperationContract, p2pOperations } from '../../contracts/p2p/index.js';
import { type Answer, isAnswer } from '../providers/answer.js';
import { P2pContext, type P2pRequest, p2pHandlers } from '../providers/p2p/index.js';
import type { EmulatorState } from '../state.js';
import { fast, send } from './reply.js';
import { headerOf, originOf } from './request.js';
import { gatewaySucceeded, underContract } from './serializer.js';
import { perTenant } from './tenancy.js';

type Handler = (ctx: P2pContext, req: P2pRequest, input: unknown) => Answer;

export function p2pRoutes(state: EmulatorState) {
  const contexts = perTenant((t) => new P2pContext(() => t.sandbox, t.p2pKeys, t.inputKeys));
  // The username names the sandbox account; that account's merchant, keys and password then decide.
  // A username that names no account is refused by the default account, whose merchant it is not.
  const accountOf = (body: unknown) => {
    const username = typeof body === 'object' && body !== null && 'username' in body ? body.username : undefined;
    return typeof username === 'string' ? state.tenants.withMerchantLogin(username) : undefined;
  };

  const handle = (operation: P2pOperation) => (request: FastifyRequest, reply: FastifyReply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const text = raw.toString('utf8');
    // Bounded like the body's size, before any parse: a deeply nested text costs the parser hundreds of milliseconds.
    if (tooDeepToParse(text)) return send(reply, contexts(state.main).tooDeep());
    // Neither header: an unsigned request, taken only from a merchant whose settings allow it.
    const headless = headerOf(request, 'x-hash') === undefined && headerOf(request, 'x-signature') === undefined;
    // Read once: now when an unsigned request must name its merchant, else only after the hash matched.
    const early = headless ? parseJson(text) : undefined;
    const unsigned = headless && contexts(accountOf(early) ?? state.main).takesUnsigned(early);
    // The hash needs no account: checked before anything in the body decides anything.
    const hashRefusal = unsigned ? undefined : contexts(state.main).checkHash(raw, headerOf(request, 'x-hash'));
    if (hashRefusal) return send(reply, hashRefusal);
    const body = headless ? early : parseJson(text);
    const tenant = accountOf(body);
    const ctx = contexts(tenant ?? state.main);
    const req = ctx.requestOf(body, raw, headerOf(request, 'x-signature'), originOf(request), unsigned);
    if (isAnswer(req)) return send(reply, req);
    request.tenant = tenant ?? null;
    ctx.expireSessions();
    const parsed = fast(p2pOperations[operation].request).safeParse(body, { reportInput: true });
    // requestOf refused any body that is not a JSON object.
    if (!parsed.success) return send(reply, ctx.validationRefusal(req.language, fieldErrors(parsed.error).map((d) => asMissing(d, body as Record<string, unknown>))));
    // A callback address the operator does not allow is refused as the contract refuses a malformed one.
    const callbackRefusal = state.callbackTargets.fieldRefusal(parsed.data);
    if (callbackRefusal) return send(reply, ctx.validationRefusal(req.language, [callbackRefusal]));
    const answer = (p2pHandlers[operation] as Handler)(ctx, req, parsed.data);
    return send(reply, gatewaySucceeded(answer) ? underContract(answer, p2pOperations[operation].response) : answer);
  };

  return (app: FastifyInstance, _opts: unknown, done: (error?: Error) => void) => {
    // JSON only, kept raw: the signature covers the exact bytes sent.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, next) => next(null, body));
    for (const operation of Object.keys(p2pOperations) as P2pOperation[]) {
      const contract: P2pOperationContract = p2pOperations[operation];
      for (const path of [contract.path, ...(contract.alsoAt ?? [])]) app.post(path, handle(operation));
    }
    done();
  };
}

/** The body as JSON; undefined when it is not JSON or tries prototype poisoning (as the framework's own parser refuses). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)) throw new Error('prototype poisoning');
      return value;
    });
  } catch {
    return undefined;
  }
}
