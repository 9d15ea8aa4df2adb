/**
 * Every operation `cardlab generate invalid <operation>` knows: each request-taking operation of
 * every interface, read from the contract tables (an operation added to a table is listed without
 * edits). v2 keeps its own examples (invalid.ts); the others start from operation-examples.ts with
 * a placeholder sandbox, since no target is running: well-formed values, Luhn-valid cards of the
 * emulator's BIN, the emulator's seeded merchant.
 */
import type { z } from 'zod';
import { gatewayOperations } from '../src/contracts/gateway/index.js';
import { p2pOperations } from '../src/contracts/p2p/index.js';
import { v1Operations } from '../src/contracts/v1/index.js';
import { createRandom } from '../src/common/random.js';
import { generateCvc } from '../src/common/pan.js';
import { generateExpiryOf } from './expiry.js';
import { createFaker, type FakerLocale } from './faker.js';
import { type InvalidCase, invalidCases, V2_INPUT_OPERATIONS } from './invalid.js';
import type { Place } from './invalid-rules.js';
import { type ExampleCard, type ExampleContext, type InterfaceName, operationInvalidCases } from './operation-examples.js';
import { panFactory } from './pan.js';

export interface InvalidOperation {
  /** As the reports name it: `v2.createCard`, `v1.getCardData`, `gateway.register.do`, `p2p.registerP2P.do`. */
  readonly id: string;
  readonly iface: InterfaceName;
  readonly name: string;
}

const tableOps = (iface: InterfaceName, table: Record<string, unknown>): InvalidOperation[] => Object.keys(table).map((name) => ({ id: `${iface}.${name}`, iface, name }));

export const INVALID_OPERATIONS: readonly InvalidOperation[] = [
  ...V2_INPUT_OPERATIONS.map((name) => ({ id: `v2.${name}`, iface: 'v2' as const, name })),
  ...tableOps('v1', v1Operations),
  ...tableOps('gateway', gatewayOperations),
  ...tableOps('p2p', p2pOperations),
];

/** By its id, or by its bare name when one interface alone has it (`createCard`, `getCardData`, `register.do`). */
export function findInvalidOperation(name: string): InvalidOperation | undefined {
  const byId = INVALID_OPERATIONS.find((op) => op.id === name);
  if (byId) return byId;
  const bare = INVALID_OPERATIONS.filter((op) => op.name === name);
  return bare.length === 1 ? bare[0] : undefined;
}

export interface InvalidOptions {
  readonly seed: number;
  readonly locale: FakerLocale;
  readonly now: Date;
}

/** Every one-rule invalid case of the operation. */
export function invalidCasesOf(op: InvalidOperation, options: InvalidOptions): InvalidCase[] {
  if (op.iface === 'v2') return invalidCases(op.name as (typeof V2_INPUT_OPERATIONS)[number], options);
  const [schema, place] = requestOf(op);
  return operationInvalidCases(op.iface, op.name, schema, place, placeholderSandbox(options.seed, options.now));
}

function requestOf(op: InvalidOperation): [z.ZodType, Place] {
  const table: Record<string, { request: z.ZodType }> = op.iface === 'v1' ? v1Operations : op.iface === 'gateway' ? gatewayOperations : p2pOperations;
  return [table[op.name]!.request, 'body'];
}

/** A sandbox as the emulator's sandbox page would describe it, seeded: what the examples name. */
export function placeholderSandbox(seed: number, now: Date): ExampleContext {
  const rng = createRandom(seed);
  const faker = createFaker(seed);
  const pan = panFactory(rng, { bin: '529811' });
  const account = (n: number) => `40817978${String(n).padStart(12, '0')}`;
  const card = (n: number): ExampleCard => ({
    id: faker.string.uuid(),
    pan: pan(),
    expiry: generateExpiryOf(rng, 'future', now).expiry,
    cvc: generateCvc(rng),
    accountNumber: account(n),
    holderId: faker.string.uuid(),
    customerNumber: `C-${faker.string.numeric(8)}`,
  });
  return {
    now,
    card: card(1),
    otherCard: card(2),
    v2: { productName: 'VIRTUAL CLASSIC EUR' },
    v1: {
      institutionId: '1001',
      productId: '2001',
      serviceIdAcc: '3001',
      customerTemplate: 'SANDBOX_CUSTOMER',
      cardProductType: 'VIRTUAL_CLASSIC',
      placeholderCardNumber: '5298110000000000',
      merchantNumber: '880000000000001',
      merchantCustomerNumber: 'MERCHANT-0001',
      merchantContractNumber: 'CONTRACT-0001',
      terminalNumber: '88000101',
      atmTerminalId: '88000103',
    },
    gateway: { userName: 'sandbox-api', password: 'sandbox-password' },
    p2p: { username: 'sandbox-p2p', password: 'sandbox-password' },
    order: { id: faker.string.uuid(), orderNumber: `ORDER-${faker.string.numeric(8)}` },
    p2pOrder: { id: faker.string.uuid() },
    binding: { id: faker.string.uuid(), clientId: `client-${faker.string.numeric(6)}` },
  };
}
