/**
 * Testing aid: `cardlab emulator --corrupt <operation>.<field>` makes every successful answer of one
 * operation break its contract at one field, so that a certification run can be seen to fail and to
 * name that operation and field. Off unless armed; only the emulator command arms it.
 *
 * The switch is process-wide on purpose: the command runs one emulator per process, and `send` (the
 * single exit of every answer) then needs no handle on the app to find it.
 */
import type { FastifyRequest } from 'fastify';
import { closestName } from '../../common/nearest.js';
import type { CatalogueInterface, CatalogueOperation } from '../../contracts/catalogue.js';
import { fieldPaths, namesField } from '../../contracts/field-paths.js';
import type { Answer } from '../providers/answer.js';

export interface Corruption {
  /** The operation id, as the clients name it (`v2.getCard`, `gateway.register.do`). */
  readonly operation: string;
  readonly method: string;
  readonly paths: readonly RegExp[];
  /** Path inside the response body; numeric segments index arrays. */
  readonly field: readonly string[];
}

/**
 * Reads `<operation>.<field path>`. Operation ids contain dots themselves (`gateway.register.do`),
 * so the longest known id that prefixes the spec wins. The field must be one the operation's answer
 * can carry: a misspelled one would break nothing, and a certification against it would pass.
 */
export function parseCorruption(spec: string, catalogue: readonly CatalogueInterface[]): Corruption {
  const operations = catalogue.flatMap((i) => i.operations);
  const match = operations.filter((op) => spec.startsWith(`${op.id}.`)).sort((a, b) => b.id.length - a.id.length)[0];
  if (!match) {
    const known = catalogue.map((i) => `${i.id}: ${i.operations.map((op) => op.id).join(', ')}`).join('\n  ');
    throw new Error(`--corrupt ${spec}: expected <operation>.<field> with one of these operations:\n  ${known}`);
  }
  const field = spec.slice(match.id.length + 1).split('.');
  if (field.some((segment) => segment === '')) throw new Error(`--corrupt ${spec}: the field path after ${match.id} has an empty segment`);
  if (!match.response) throw new Error(`--corrupt ${spec}: ${match.id} answers no body, so it has no field to break`);
  if (!namesField(match.response, field)) {
    const known = fieldPaths(match.response);
    const nearest = closestName(field.join('.'), known);
    const list = known.length > 12 ? `${known.slice(0, 12).join(', ')}, …` : known.join(', ');
    throw new Error(`--corrupt ${spec}: ${match.id} answers no field ${field.join('.')}${nearest ? ` (did you mean ${match.id}.${nearest}?)` : ''}; its fields: ${list}`);
  }
  return { operation: match.id, method: match.method, paths: match.paths.map(pathPattern), field };
}

function pathPattern(path: CatalogueOperation['paths'][number]): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

let armed: readonly Corruption[] = [];

/** Arms the corruptions for every emulator of this process (an empty list disarms). */
export function armCorruptions(corruptions: readonly Corruption[]): void {
  armed = corruptions;
}

/** Whether any corruption is armed (the fast lane then leaves every request to fastify, whose `send` corrupts). */
export function corruptionArmed(): boolean {
  return armed.length > 0;
}

/** The answer as it leaves the emulator: unchanged unless an armed corruption names its operation. */
export function corrupted(request: FastifyRequest, answer: Answer): Answer {
  if (armed.length === 0 || answer.status >= 300 || typeof answer.body !== 'object' || answer.body === null) return answer;
  const path = request.url.split('?')[0] ?? '';
  let body = answer.body;
  for (const c of armed) {
    if (c.method === request.method && c.paths.some((p) => p.test(path))) body = corruptField(body, c.field);
  }
  // Without the contract: a corrupted body no longer fits it (serializer.ts).
  return body === answer.body ? answer : { status: answer.status, body };
}

/**
 * A copy of `body` with the value at `field` replaced by one of another JSON type: a string becomes
 * a number, anything else a string, and an absent field appears as null (which no optional field allows).
 */
export function corruptField(body: object, field: readonly string[]): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const segment of field.slice(0, -1)) {
    const next = node[segment];
    if (typeof next !== 'object' || next === null) return copy;
    node = next as Record<string, unknown>;
  }
  const last = field[field.length - 1]!;
  const value = node[last];
  node[last] = typeof value === 'string' ? 42 : value === undefined ? null : 'corrupted';
  return copy;
}
