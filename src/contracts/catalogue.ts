/**
 * Every operation of every interface in one uniform list: its id as the clients report it
 * (`v2.getCard`, `v1.getCardData`, `gateway.register.do`, `p2p.<name>`), method, paths, request and
 * response schemas. The OpenAPI generator and the emulator's `--corrupt` switch walk this list, so an
 * operation added to any contract table shows up in both without edits.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { gatewayOperations } from './gateway/index.js';
import { V1_PATH, V1_PAYMENT_PATH, v1Operations } from './v1/index.js';
import { v2Endpoints } from './v2.js';

export type InterfaceId = 'v1' | 'v2' | 'gateway' | 'p2p';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CatalogueOperation {
  /** `<interface>.<name>`: the name contract violations and recorded exchanges carry. */
  readonly id: string;
  readonly name: string;
  readonly method: Method;
  /** Paths with `:param` placeholders; more than one when the operation has an alias. */
  readonly paths: readonly string[];
  readonly body?: z.ZodType | undefined;
  readonly query?: z.ZodType | undefined;
  /** How the body may be sent. */
  readonly encodings: readonly ('json' | 'form')[];
  readonly success: number;
  readonly response?: z.ZodType | undefined;
}

export interface CatalogueInterface {
  readonly id: InterfaceId;
  readonly title: string;
  readonly operations: readonly CatalogueOperation[];
}

const v2: CatalogueInterface = {
  id: 'v2',
  title: 'Card Management v2',
  operations: Object.entries(v2Endpoints).map(([name, ep]) => ({
    id: `v2.${name}`,
    name,
    method: ep.method,
    paths: [ep.path],
    body: 'body' in ep ? ep.body : undefined,
    query: 'query' in ep ? ep.query : undefined,
    encodings: ['json'],
    success: ep.success,
    response: ep.response,
  })),
};

const v1: CatalogueInterface = {
  id: 'v1',
  title: 'Card Management v1',
  operations: Object.entries(v1Operations).map(([name, op]) => ({
    id: `v1.${name}`,
    name,
    method: 'POST',
    paths: 'paymentAlias' in op ? [V1_PATH + name, V1_PAYMENT_PATH + name] : [V1_PATH + name],
    body: op.request,
    encodings: ['json'],
    success: 200,
    response: op.response,
  })),
};

const gateway: CatalogueInterface = {
  id: 'gateway',
  title: 'E-commerce gateway',
  operations: Object.entries(gatewayOperations).map(([name, op]) => ({
    id: `gateway.${name}`,
    name,
    method: 'POST',
    paths: [op.path],
    body: op.request,
    // Parameters may come as a form, a query string or JSON (docs/design.md, "Gateway parameters and answers"); the form comes first.
    encodings: ['form', 'json'],
    success: 200,
    response: op.response,
  })),
};

/** The interfaces whose contracts are always present. */
export const STATIC_CATALOGUE: readonly CatalogueInterface[] = [v1, v2, gateway];

/** Where the P2P contracts live once they exist; they are loaded only if they do. */
const P2P_MODULE = new URL('./p2p/index.ts', import.meta.url);
export const P2P_DEFAULT_PREFIX = '/payment/rest/api/p2p/';

/** Every interface, P2P included when src/contracts/p2p/index.ts exists (it is being written). */
export async function loadCatalogue(): Promise<{ interfaces: CatalogueInterface[]; notes: string[] }> {
  const p2p = await loadP2p();
  if (typeof p2p === 'string') return { interfaces: [...STATIC_CATALOGUE], notes: [p2p] };
  return { interfaces: [...STATIC_CATALOGUE, p2p], notes: [] };
}

async function loadP2p(): Promise<CatalogueInterface | string> {
  if (!existsSync(fileURLToPath(P2P_MODULE))) return 'P2P skipped: src/contracts/p2p/index.ts does not exist yet';
  // A computed specifier, so that type-checking does not need the module (tsx loads the .ts).
  const exports = (await import(P2P_MODULE.href)) as Record<string, unknown>;
  const operations = p2pOperationsOf(exports);
  if (operations.length === 0) return 'P2P skipped: src/contracts/p2p/index.ts exports no table of operations with request and response schemas';
  return { id: 'p2p', title: 'P2P gateway', operations };
}

/**
 * The operations of every exported table whose entries carry zod `request` and `response` schemas
 * (the gateway's convention), whatever the tables are called; a name found twice is kept once.
 */
export function p2pOperationsOf(exports: Record<string, unknown>): CatalogueOperation[] {
  const found = new Map<string, CatalogueOperation>();
  for (const table of Object.values(exports)) {
    if (!isOperationTable(table)) continue;
    for (const [name, op] of Object.entries(table)) {
      if (found.has(name)) continue;
      found.set(name, {
        id: `p2p.${name}`,
        name,
        method: typeof op.method === 'string' ? (op.method.toUpperCase() as Method) : 'POST',
        paths: [typeof op.path === 'string' ? op.path : P2P_DEFAULT_PREFIX + name, ...(Array.isArray(op.alsoAt) ? op.alsoAt.filter((p): p is string => typeof p === 'string') : [])],
        body: op.request,
        encodings: ['json'],
        success: typeof op.success === 'number' ? op.success : 200,
        response: op.response,
      });
    }
  }
  return [...found.values()];
}

interface LooseContract {
  readonly request: z.ZodType;
  readonly response: z.ZodType;
  readonly path?: unknown;
  readonly alsoAt?: unknown;
  readonly method?: unknown;
  readonly success?: unknown;
}

function isOperationTable(value: unknown): value is Record<string, LooseContract> {
  if (typeof value !== 'object' || value === null || value instanceof z.ZodType) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((e) => typeof e === 'object' && e !== null && (e as LooseContract).request instanceof z.ZodType && (e as LooseContract).response instanceof z.ZodType);
}
