/**
 * Answers written by serializers compiled from their contracts: a route that knows its operation's
 * response schema attaches it to a success answer (`underContract`), and the answer leaves as the
 * text fast-json-stringify writes from that schema's JSON Schema, compiled once per schema. The
 * contracts stay the single source of the wire shapes. JSON.stringify took a third of a
 * getCardBalance's route work on Node 20, the compiled serializer less than half of that
 * (docs/performance.md, "A serializer compiled from the contracts").
 *
 * A compiled serializer writes what the schema names, in the schema's order, and converts a value
 * of another type rather than refuse it. So tests run with CARDLAB_CHECK_ANSWERS=1: every contracted
 * answer is then also written by JSON.stringify, and a difference (a field the contract does not
 * name, a value of another type) throws inside the route, which answers 500 naming the field.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { maskText } from '../../common/masking.js';
import type { Answer } from '../providers/answer.js';

type Serializer = (body: unknown) => string;

const serializers = new WeakMap<z.ZodType, Serializer>();

function serializerOf(contract: z.ZodType): Serializer {
  let found = serializers.get(contract);
  if (found === undefined) serializers.set(contract, (found = (contract instanceof z.ZodUnion && byDiscriminator(contract)) || compiled(contract)));
  return found;
}

function compiled(contract: z.ZodType): Serializer {
  // Refinements and transforms have no JSON Schema: such a value is written as JSON.stringify writes it.
  const schema = z.toJSONSchema(contract, { io: 'output', unrepresentable: 'any' });
  return fastJson(schema as fastJson.AnySchema) as Serializer;
}

/**
 * A union of objects told apart by one field of literal values (v1's responseCode: '00', or a
 * refusal's code): each member's own serializer, chosen by that field. The union's own serializer
 * validates the body against its members in turn, which cost a v1 answer all it saved; it stays
 * for a value no member names. Undefined when the union has no such field.
 */
function byDiscriminator(union: z.ZodUnion): Serializer | undefined {
  const objects = union.options.filter((member): member is z.ZodObject => member instanceof z.ZodObject);
  if (objects.length === 0 || objects.length !== union.options.length) return undefined;
  const fieldOf = (member: z.ZodObject, name: string): z.ZodType | undefined => (member.shape as Record<string, z.ZodType>)[name];
  // A field every member gives as literals, no value named by two members.
  const key = Object.keys(objects[0]!.shape).find((name) => {
    const literals = objects.map((member) => literalsOf(fieldOf(member, name)));
    if (literals.some((values) => values === undefined)) return false;
    const all = literals.flatMap((values) => values ?? []);
    return new Set(all).size === all.length;
  });
  if (key === undefined) return undefined;
  const chosen = new Map<unknown, Serializer>();
  for (const member of objects) {
    const serializer = compiled(member);
    for (const value of literalsOf(fieldOf(member, key)) ?? []) chosen.set(value, serializer);
  }
  const whole = compiled(union);
  return (body) => (chosen.get((body as Record<string, unknown>)[key]) ?? whole)(body);
}

function literalsOf(field: z.ZodType | undefined): readonly unknown[] | undefined {
  if (field instanceof z.ZodLiteral) return [...field.values];
  if (field instanceof z.ZodEnum) return field.options;
  return undefined;
}

/** The process-wide switch, as corruption.ts's: the checks are for test runs, read once. */
const checking = process.env.CARDLAB_CHECK_ANSWERS === '1';

/**
 * A success answer with its operation's response contract. Only successes: they are the hot path,
 * and refusals carry more than some contracts name (the gateways' `details`), so they leave as
 * JSON.stringify writes them. Under CARDLAB_CHECK_ANSWERS=1, throws AnswerOutsideContract when the
 * contract's serializer would not write the body as it is.
 */
export function underContract(answer: Answer, contract: z.ZodType): Answer {
  return contracted(answer, contract, checking);
}

/**
 * An answer of the gateway family that reports a success (errorCode 0, as text or number, or none:
 * it may be left out on success; getOrderStatus.do names it ErrorCode): the gateways' routes write
 * these under their operation's contract (underContract) and the refusals as they are.
 */
export function gatewaySucceeded(answer: Answer): boolean {
  const body = answer.body as { errorCode?: unknown; ErrorCode?: unknown } | undefined;
  const code = body?.errorCode ?? body?.ErrorCode ?? '0';
  return answer.status === 200 && body !== undefined && (code === '0' || code === 0);
}

/** A contracted answer that its contract's serializer would write otherwise: the route answers 500 with this message. */
export class AnswerOutsideContract extends Error {}

export function contracted(answer: Answer, contract: z.ZodType, check: boolean): Answer {
  const difference = check ? contractDifference(contract, answer.body) : undefined;
  if (difference !== undefined) throw new AnswerOutsideContract(`the answer does not fit its contract at ${difference}: the contract's serializer would write it otherwise`);
  return { status: answer.status, body: answer.body, contract };
}

/**
 * The body's JSON text: written by its contract's serializer when the answer has one. A body the
 * serializer cannot write (a required field missing) is written by JSON.stringify, as before
 * contracts wrote answers: the client's contract check then names what is missing.
 */
export function answerText(answer: Answer, body: unknown): string {
  if (answer.contract === undefined) return JSON.stringify(body);
  try {
    return serializerOf(answer.contract)(body);
  } catch {
    return JSON.stringify(body);
  }
}

/**
 * Where the contract's serializer writes `body` otherwise than JSON.stringify does (a field the
 * contract does not name, a value of another type, a required field missing), or undefined when
 * the two agree. Paths, not values: they may be card numbers.
 */
export function contractDifference(contract: z.ZodType, body: unknown): string | undefined {
  let compiled: unknown;
  try {
    compiled = JSON.parse(serializerOf(contract)(body));
  } catch (error) {
    // fast-json-stringify's messages name the field, and some the value: a card number is masked.
    return `(body): ${maskText(error instanceof Error ? error.message : String(error))}`;
  }
  const field = firstDifference(compiled, JSON.parse(JSON.stringify(body)), '');
  return field === undefined ? undefined : field || '(body)';
}

/** The path of the first value that differs between two JSON values (keys in any order), '' for the values themselves; undefined when equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | undefined {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b) ? undefined : path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
