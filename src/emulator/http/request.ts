/** What the routes read of a request besides its validated body: every parameter, the origin, a header. */
import type { FastifyRequest } from 'fastify';

/** Every parameter of the request, wherever it came from (query string, form or JSON body; the body wins); undefined when the body is not an object. */
export function parametersOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) return undefined;
  return { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown> | undefined) };
}

/**
 * The base of every absolute URL given out (pages, redirects, 3-D Secure URLs): the emulator's
 * public URL (configured, else its listening address), else the scheme and host the client used.
 */
export function originOf(request: FastifyRequest): string {
  return request.server.publicBase.url ?? `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
}

/** A header's value; the first when it was sent more than once. */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
