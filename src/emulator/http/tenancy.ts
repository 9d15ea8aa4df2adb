/**
 * Which sandbox account a request acts for. The routes of each interface find it from the
 * request's credentials and keep it on the request; the handlers then reach that account's
 * providers only. A provider is made once per account (not per request) and goes with it.
 */
import { ownsPage, pageSubject } from '../providers/page-owner.js';
import type { EmulatorState } from '../state.js';
import type { RouteRequest } from './request.js';
import type { Tenant } from '../tenant.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The sandbox account the request's credentials name; null until a route has found it. */
    tenant: Tenant | null;
  }
}

/** The account a route found for this request; calling it earlier is a programming error. */
export function tenantOf(request: RouteRequest): Tenant {
  const tenant = request.tenant;
  if (!tenant) throw new Error(`${request.method} ${request.url}: no sandbox account was found for the request`);
  return tenant;
}

/** `make` once per account, kept as long as the account lives (a deleted account takes its providers with it). */
export function perTenant<T>(make: (tenant: Tenant) => T): (tenant: Tenant) => T {
  const made = new WeakMap<Tenant, T>();
  return (tenant) => {
    let found = made.get(tenant);
    if (found === undefined) made.set(tenant, (found = make(tenant)));
    return found;
  };
}

/** The account that knows the order or 3-D Secure session a browser page names; the default one when none does (the page then says so). */
export function pageTenant(state: EmulatorState, fields: Readonly<Record<string, unknown>>): Tenant {
  const subject = pageSubject(fields);
  for (const tenant of state.tenants.all()) if (ownsPage(tenant.sandbox, subject)) return tenant;
  return state.main;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The gateway's account: by `token` when sent (it alone decides, as the merchant store does), else by `userName`. */
export function merchantTenant(state: EmulatorState, params: Readonly<Record<string, unknown>> | undefined): Tenant | undefined {
  if (!params) return undefined;
  const token = text(params.token);
  if (token !== undefined) return state.tenants.withMerchantToken(token);
  const login = text(params.userName);
  return login === undefined ? undefined : state.tenants.withMerchantLogin(login);
}
