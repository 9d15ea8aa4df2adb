/**
 * Form bodies (the e-commerce gateway, the P2P pages), parsed the same way by fastify
 * (@fastify/formbody's `parser`) and by the fast lane: fast-querystring, with every value copied
 * out of the body. fast-querystring cuts values out of the body text, and V8 keeps a cut of 13
 * characters or more as a view of its parent, so an order number kept by the sandbox kept the
 * whole register.do body alive, and a card number the whole paymentorder.do body: a sixth of what
 * each paid order held (docs/performance.md, "What a paid order keeps").
 */
import { parse } from 'fast-querystring';

/** V8 copies shorter cuts already. */
const SHORTEST_VIEW = 13;

export function parseForm(text: string): Record<string, unknown> {
  const form = parse(text) as Record<string, string | string[]>;
  for (const key in form) {
    const value = form[key]!;
    form[key] = typeof value === 'string' ? own(value) : value.map(own);
  }
  return form;
}

/** The text as a string of its own. A concatenation is made flat by the cut, and the cut's parent is that new string, not the body. */
function own(text: string): string {
  return text.length < SHORTEST_VIEW ? text : `${text} `.slice(0, -1);
}
