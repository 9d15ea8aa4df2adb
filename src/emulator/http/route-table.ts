/**
 * A route as data: its method and path, the bodies it reads, the interface's credential gate, and
 * the function that answers it. fastify serves the table (`routesPlugin`) and so does the fast lane
 * (lane.ts), both calling the same `answer` (decision 0012).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from '../providers/answer.js';
import type { Tenant } from '../tenant.js';
import { send } from './reply.js';
import type { RouteRequest } from './request.js';

export type BodyType = 'json' | 'form';

/** An interface's credentials: the sandbox account they name, else the refusal. */
export interface Gate {
  tenant(headers: IncomingHttpHeaders): Tenant | undefined;
  refusal(headers: IncomingHttpHeaders): Answer;
}

export interface Route {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** The whole path, in the router's syntax (`/v2/cards/:id`). */
  readonly url: string;
  /** The body types the route reads (none for a GET). */
  readonly bodies: readonly BodyType[];
  /** Checked before the body is read; the account it names is the request's `tenant`. */
  readonly gate?: Gate | undefined;
  readonly answer: (request: RouteRequest) => Answer;
}

/** An interface's routes, and the fastify plugin that serves them (the lane serves `routes`). */
export interface ServedRoutes {
  readonly routes: readonly Route[];
  readonly plugin: (app: FastifyInstance, opts: unknown, done: (error?: Error) => void) => void;
}

/**
 * The routes on fastify: the gate as an onRequest hook (callback style, not async: the hot path,
 * docs/performance.md), each route answering through `send`. Routes with one gate share one plugin,
 * so the hook binds them only.
 */
export function routesPlugin(routes: readonly Route[], gate: Gate | undefined) {
  return (app: FastifyInstance, _opts: unknown, done: () => void) => {
    if (gate) {
      app.addHook('onRequest', (request, reply, next) => {
        const tenant = gate.tenant(request.headers);
        if (tenant === undefined) {
          send(reply, gate.refusal(request.headers));
          return;
        }
        request.tenant = tenant;
        next();
      });
    }
    for (const route of routes) {
      app.route({ method: route.method, url: route.url, handler: (request: FastifyRequest, reply: FastifyReply) => send(reply, route.answer(request)) });
    }
    done();
  };
}
