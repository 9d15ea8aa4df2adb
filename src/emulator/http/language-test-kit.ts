/**
 * Test helpers for the gateways' languages: an emulator with cards, orders and a P2P signing key,
 * a sender of gateway and P2P requests, and a check that an answer's texts are wholly in one
 * language (Russian: no Latin words but parameter names and codes; English: no Cyrillic).
 */
import type { TestContext } from 'node:test';
import { z } from 'zod';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { p2pSetup } from './p2p-test-kit.js';

type Body = Record<string, unknown>;

/** Members of an answer that carry text for people (not ids, codes or URLs). */
const TEXT_MEMBERS = new Set(['errorMessage', 'ErrorMessage', 'message', 'info', 'actionCodeDescription']);

/** Every text of the answer meant for people, with where it sits. */
export function textsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Body).flatMap(([key, child]) =>
    typeof child === 'string' && TEXT_MEMBERS.has(key) ? [{ path: `${path}.${key}`, text: child }] : textsOf(child, `${path}.${key}`),
  );
}

/** Every member name of a body, nested ones included: the parameter names a message may quote. */
export function memberNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) memberNames(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Body)) {
      into.add(key);
      memberNames(child, into);
    }
  }
  return into;
}

/** Every parameter name a request schema knows, nested ones included. */
export function schemaNames(schema: z.ZodType): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node as Body)) {
        if (key === 'properties' && child !== null && typeof child === 'object') for (const name of Object.keys(child)) names.add(name);
        walk(child);
      }
    }
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return names;
}

/** Codes and values a message may quote in either language: ISO and wire codes, enum values, formats. */
/** … and date formats such as YYYYMMDDHHmmss. */
const CODE = /^(\$?[A-Z0-9][A-Z0-9_-]*|[a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z]*\d[A-Za-z0-9]*|[a-z]{2}|[YyMDdHhmsT]{4,}|true|false|null|https?)$/;

const PROPER_NAMES = /3-D Secure/g;

/**
 * Words of `text` that break its language: in Russian, Latin words other than parameter names
 * (`names`) and codes; in English, any Cyrillic.
 */
export function foreignWords(text: string, language: 'en' | 'ru', names: ReadonlySet<string>): string[] {
  if (language === 'en') return text.match(/[\u0400-\u04FF]+/g) ?? [];
  // Names of protocols are not translated ("проверка 3-D Secure").
  const words = text.replaceAll(PROPER_NAMES, ' ').match(/[$A-Za-z][A-Za-z0-9_$-]*/g) ?? [];
  return words.filter((word) => !names.has(word) && !CODE.test(word) && !word.split(/[.-]/).every((part) => names.has(part) || CODE.test(part)));
}

/** An emulator with two v2 cards with money, a P2P order and a signing key; `send` posts a body as it is (P2P: signed). */
export async function languageSetup(t: TestContext) {
  const kit = p2pSetup(t);
  const { state } = kit;
  const alice = await kit.card(100_000);
  const bob = await kit.card();
  const card = (c: typeof alice) => ({ id: c.id, pan: c.block.pan, expiry: `${c.block.expirationYear}${String(c.block.expirationMonth).padStart(2, '0')}`, cvc: c.block.cvc, accountNumber: c.account, holderId: c.id, customerNumber: c.id });
  const context = {
    now: state.clock.now(),
    card: card(alice),
    otherCard: card(bob),
    v2: { productName: state.account.v2.productName },
    v1: state.account.v1,
    gateway: { userName: state.account.gateway.userName, password: state.account.gateway.password },
    p2p: kit.credentials,
    order: { id: '00000000-0000-0000-0000-000000000001', orderNumber: 'L-1' },
    p2pOrder: { id: await kit.register() },
  };

  const send = async (iface: 'gateway' | 'p2p', operation: string, body: Body): Promise<Body> => {
    if (iface === 'p2p') {
      const raw = JSON.stringify(body);
      const res = await kit.app.inject({ method: 'POST', url: p2pOperations[operation as keyof typeof p2pOperations].path, payload: raw, headers: kit.headersFor(raw) });
      return res.json<Body>();
    }
    const res = await kit.app.inject({ method: 'POST', url: gatewayOperations[operation as keyof typeof gatewayOperations].path, payload: body });
    return res.json<Body>();
  };

  return { ...kit, context, send };
}
