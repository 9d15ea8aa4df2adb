/**
 * The e-commerce gateway: every operation's path, request and response. Parameters may arrive as
 * a form body, a query string or JSON on every operation (docs/design.md, "Gateway parameters and
 * answers"); one file per group.
 */
import { bindingOperations } from './bindings.js';
import type { GatewayOperationContract } from './common.js';
import { orderChangeOperations } from './order-changes.js';
import { orderOperations } from './orders.js';
import { queryOperations } from './queries.js';

export const gatewayOperations = {
  ...orderOperations,
  ...bindingOperations,
  ...queryOperations,
  ...orderChangeOperations,
} satisfies Record<string, GatewayOperationContract>;

export type GatewayOperation = keyof typeof gatewayOperations;
