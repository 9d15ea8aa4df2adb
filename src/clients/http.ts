/**
 * The one HTTP layer every client uses: base URL, auth headers, JSON bodies, timeouts, response
 * validation against contracts, and recording of every exchange. Steps never build HTTP themselves.
 */
import { request } from 'undici';
import type { z } from 'zod';
import { fieldErrors } from '../contracts/issues.js';
import type { ContractViolation, Recorder } from './exchange.js';

export interface HttpClientOptions {
  readonly baseUrl: string;
  readonly headers?: Record<string, string> | undefined;
  readonly timeoutMs?: number | undefined;
  readonly recorder: Recorder;
}

export interface Call {
  /** Operation name, for the report and for contract violations. */
  readonly operation: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path with `:name` placeholders filled from `params`. */
  readonly path: string;
  readonly params?: Record<string, string> | undefined;
  readonly query?: Record<string, string | undefined> | undefined;
  readonly json?: unknown;
  /** A form-encoded body (the gateway's `.do` operations). */
  readonly form?: Record<string, string> | undefined;
  /** A raw body, sent as it is (for malformed-input scenarios). */
  readonly raw?: { body: string; contentType: string } | undefined;
  readonly headers?: Record<string, string | undefined> | undefined;
  /** Schema of a successful body, and the status that means success. */
  readonly success: number;
  readonly response?: z.ZodType | undefined;
}

export interface Reply {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly violations: readonly ContractViolation[];
}

/** The target could not be reached or did not answer in time: not an answer of the API. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
}

/** Uses undici's global dispatcher, so every client of a process shares its keep-alive connections. */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  async call(call: Call): Promise<Reply> {
    const url = this.url(call);
    const headers = this.headers(call);
    const body = encodeBody(call);
    const started = performance.now();
    const timeout = this.options.timeoutMs ?? 10_000;
    const recorded = { operation: call.operation, request: { method: call.method, url, headers, body: call.raw?.body ?? call.form ?? call.json } };
    try {
      const res = await request(url, { method: call.method, headers, body, headersTimeout: timeout, bodyTimeout: timeout });
      const text = await res.body.text();
      const responseHeaders = flatten(res.headers);
      const parsed = parseBody(text, responseHeaders['content-type']);
      const violations = res.statusCode === call.success && call.response ? check(call, res.statusCode, parsed) : [];
      const reply: Reply = { status: res.statusCode, headers: responseHeaders, body: parsed, violations };
      this.options.recorder.record({ ...recorded, response: { status: reply.status, headers: responseHeaders, body: parsed }, durationMs: performance.now() - started, violations });
      return reply;
    } catch (error) {
      const message = `${call.operation}: ${call.method} ${new URL(url).origin} failed: ${(error as Error).message}`;
      this.options.recorder.record({ ...recorded, error: message, durationMs: performance.now() - started, violations: [] });
      throw new TransportError(this.options.recorder.redact(message), { cause: error });
    }
  }

  private url(call: Call): string {
    const path = call.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
    const url = new URL(this.options.baseUrl.replace(/\/$/, '') + path);
    for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    return url.toString();
  }

  private headers(call: Call): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers };
    if (call.raw) headers['content-type'] = call.raw.contentType;
    else if (call.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    else if (call.json !== undefined) headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(call.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    return headers;
  }
}

function encodeBody(call: Call): string | undefined {
  if (call.raw) return call.raw.body;
  if (call.form) return new URLSearchParams(call.form).toString();
  return call.json === undefined ? undefined : JSON.stringify(call.json);
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function check(call: Call, status: number, body: unknown): ContractViolation[] {
  const result = call.response!.safeParse(body, { reportInput: true });
  if (result.success) return [];
  return fieldErrors(result.error).map((e) => ({ operation: call.operation, status, field: e.field, message: e.message }));
}
