/** The type of a v1 operation handler: the validated request in, an Answer out. */
import type { z } from 'zod';
import { type V1Operation, v1Operations } from '../../../contracts/v1/index.js';
import type { Answer } from '../answer.js';
import type { V1Context } from './context.js';

export type V1Request<Op extends V1Operation> = z.output<(typeof v1Operations)[Op]['request']>;

export type Handlers<Op extends V1Operation> = { [K in Op]: (ctx: V1Context, request: V1Request<K>) => Answer };

export { v1Operations };
