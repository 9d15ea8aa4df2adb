/** The type of a gateway operation handler: the authenticated request and its validated input in, an Answer out. */
import type { z } from 'zod';
import { type GatewayOperation, gatewayOperations } from '../../../contracts/gateway/index.js';
import type { Answer } from '../answer.js';
import type { GatewayRequest } from '../gateway-common/answers.js';
import type { GatewayContext } from './context.js';

export type GatewayInput<Op extends GatewayOperation> = z.output<(typeof gatewayOperations)[Op]['request']>;

export type GatewayHandlers<Op extends GatewayOperation> = { [K in Op]: (ctx: GatewayContext, req: GatewayRequest, input: GatewayInput<K>) => Answer };
