/**
 * The fast lane (decision 0012): the requests of the hot JSON and form routes (v1, v2, the
 * e-commerce gateway) answered on node:http, without fastify's request, reply and body-stream
 * machinery, by the same route functions fastify calls. The lane takes a request only when it can
 * answer it exactly as fastify would; anything else (no or another content type, a chunked or empty
 * or oversized body, unknown credentials, a route it does not know, an emulator closing) goes to
 * fastify untouched, before a byte of the body was read.
 *
 * What it does as fastify does, with fastify's own parts: routing and the query string with
 * find-my-way (fastify's router), JSON with secure-json-parse and the same poisoning rules, forms
 * with the parser @fastify/formbody is given (form.ts), a malformed body refused with
 * fastify's own error through the same error answer (server.ts). `lane.test.ts` and the bad-input
 * campaign (bench/fuzz) send the same requests to the lane and to fastify alone and compare the answers.
 *
 * Off where the app adds behaviour of its own around routes: a kept sandbox (durability.ts) and an
 * armed `--corrupt`. The request log it writes as fastify's hook does.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { errorCodes } from 'fastify';
import FindMyWay from 'find-my-way';
import { JsonTooDeep, tooDeepToParse } from '../../common/json-depth.js';
import { parse as parseJson } from 'secure-json-parse';
import type { Answer } from '../providers/answer.js';
import type { Tenant } from '../tenant.js';
import { corruptionArmed } from './corruption.js';
import { parseForm } from './form.js';
import { JSON_TYPE, withRequestId } from './reply.js';
import type { RouteRequest } from './request.js';
import type { BodyType, Route } from './route-table.js';
import { answerText } from './serializer.js';

export interface LaneOptions {
  readonly bodyLimit: number;
  readonly maxParamLength: number;
  readonly nextId: () => string;
  readonly publicBase: { readonly url: string | undefined };
  /** Called before each answer is written (the callback outbox's drain, as `send` does). */
  readonly answered: () => void;
  /** The answer fastify's error handler gives for this error (a malformed body, a route that threw). */
  readonly refusal: (url: string, error: Error & { statusCode?: number }) => Answer;
  /** The request log's line for each answer, as fastify's onResponse hook writes it (server.ts). */
  readonly logged?: ((method: string, url: string, status: number) => void) | undefined;
}

/** The content types the lane reads, exactly as clients send them; any other spelling goes to fastify. */
const CONTENT_TYPES: ReadonlyMap<string, BodyType> = new Map([
  ['application/json', 'json'],
  ['application/json; charset=utf-8', 'json'],
  ['application/json;charset=utf-8', 'json'],
  ['application/x-www-form-urlencoded', 'form'],
  ['application/x-www-form-urlencoded; charset=utf-8', 'form'],
  ['application/x-www-form-urlencoded;charset=utf-8', 'form'],
]);

const POISONING = { protoAction: 'error', constructorAction: 'error' } as const;

class LaneRequest implements RouteRequest {
  readonly protocol = 'http';
  body: unknown = undefined;
  tenant: Tenant | null;
  constructor(
    readonly method: string,
    readonly url: string,
    readonly headers: IncomingHttpHeaders,
    readonly params: unknown,
    readonly query: unknown,
    readonly server: RouteRequest['server'],
    tenant: Tenant | undefined,
  ) {
    this.tenant = tenant ?? null;
  }
}

const nothing = () => undefined;

export class Lane {
  private readonly router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
  private closing = false;
  /** How many requests the lane answered (the rest went to fastify). */
  taken = 0;
  private readonly server: RouteRequest['server'];

  constructor(private readonly options: LaneOptions) {
    this.router = FindMyWay({ maxParamLength: options.maxParamLength });
    this.server = { publicBase: options.publicBase };
  }

  add(routes: readonly Route[]): void {
    for (const route of routes) this.router.on(route.method, route.url, nothing, route);
  }

  /** From now on every request goes to fastify, which answers 503 while the app closes. */
  close(): void {
    this.closing = true;
  }

  /** Answers the request and returns true, or returns false having touched nothing (fastify's turn). */
  take(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing || corruptionArmed()) return false;
    const method = req.method ?? '';
    const url = req.url ?? '';
    let found: FindMyWay.FindResult<FindMyWay.HTTPVersion.V1> | null;
    try {
      found = this.router.find(method as FindMyWay.HTTPMethod, url);
    } catch {
      return false;
    }
    if (found === null) return false;
    const route = found.store as Route;
    const headers = req.headers;
    const tenant = route.gate?.tenant(headers);
    if (route.gate && tenant === undefined) return false;
    const request = new LaneRequest(method, url, headers, found.params, found.searchParams, this.server, tenant);
    if (route.bodies.length === 0) {
      this.taken++;
      this.answer(route, request, res);
      return true;
    }
    const type = bodyType(headers, route.bodies, this.options.bodyLimit);
    if (type === undefined) return false;
    this.taken++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      try {
        request.body = parseBody(type, text);
      } catch (error) {
        this.write(request, res, this.options.refusal(url, error instanceof JsonTooDeep ? error : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY()));
        return;
      }
      this.answer(route, request, res);
    });
    // A client gone mid-body leaves nobody to answer.
    req.on('error', nothing);
    return true;
  }

  private answer(route: Route, request: LaneRequest, res: ServerResponse): void {
    let answer: Answer;
    try {
      answer = route.answer(request);
    } catch (error) {
      answer = this.options.refusal(request.url, error instanceof Error ? error : new Error(String(error)));
    }
    this.write(request, res, answer);
  }

  /** As `send` writes it (reply.ts): the Request-id, the status, and JSON when there is a body. */
  private write(request: LaneRequest, res: ServerResponse, answer: Answer): void {
    const id = this.options.nextId();
    this.options.answered();
    const body = withRequestId(answer, id);
    if (body === undefined) {
      res.writeHead(answer.status, { 'request-id': id, 'content-length': 0 });
      res.end();
    } else {
      const text = answerText(answer, body);
      res.writeHead(answer.status, { 'request-id': id, 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(text) });
      res.end(text);
    }
    this.options.logged?.(request.method, request.url, answer.status);
  }
}

/** A body as fastify's parsers read it (server.ts): a form (form.ts), or JSON bounded in nesting and refusing prototype poisoning; throws on malformed JSON. */
export function parseBody(type: BodyType, text: string): unknown {
  if (type === 'form') return parseForm(text);
  if (tooDeepToParse(text)) throw new JsonTooDeep();
  return parseJson(text, POISONING);
}

/** The body type the lane reads for this request, or undefined when fastify must see it (its own refusals, chunked bodies). */
function bodyType(headers: IncomingHttpHeaders, accepted: readonly BodyType[], limit: number): BodyType | undefined {
  const contentType = headers['content-type'];
  const type = contentType === undefined ? undefined : CONTENT_TYPES.get(contentType.toLowerCase());
  if (type === undefined || !accepted.includes(type) || headers['transfer-encoding'] !== undefined) return undefined;
  const length = Number(headers['content-length']);
  return length > 0 && length <= limit ? type : undefined;
}
