/** What the routes read of a request besides its validated body: every parameter, the origin, a header. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Tenant } from '../tenant.js';

/**
 * The part of a request the routes read. A fastify request is one; so is the fast lane's
 * (lane.ts), which is how one route function answers on both (decision 0012).
 */
export interface RouteRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly protocol: 'http' | 'https';
  readonly server: { readonly publicBase: { readonly url: string | undefined } };
  /** The sandbox account the request's credentials name; null until a route has found it. */
  tenant: Tenant | null;
}

/** Every parameter of the request, wherever it came from (query string, form or JSON body; the body wins); undefined when the body is not an object. */
export function parametersOf(request: RouteRequest): Record<string, unknown> | undefined {
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) return undefined;
  return { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown> | undefined) };
}

/**
 * The base of every absolute URL given out (pages, redirects, 3-D Secure URLs): the emulator's
 * public URL (configured, else its listening address), else the scheme and host the client used.
 */
export function originOf(request: RouteRequest): string {
  return request.server.publicBase.url ?? `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
}

/** A header's value; the first when it was sent more than once. */
export function headerOf(request: RouteRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
