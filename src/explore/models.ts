/** One model per interface, and what a target needs to offer for it to be explored. */
import type fc from 'fast-check';
import type { RemoteTarget } from '../target/config.js';
import type { Api, Command, ModelClock } from './session.js';
import { ecomCommands, ecomModel } from './ecom.js';
import { p2pCommands, p2pModel } from './p2p.js';
import { v1Commands, v1Model } from './v1.js';
import { v2Commands, v2Model } from './v2.js';

export interface ModelDefinition<M extends object> {
  readonly model: (clock: ModelClock) => M;
  readonly commands: () => fc.Arbitrary<Command<M>>[];
  /** Whether the target configures what the model calls (its own interface, and v2 for the cards it pays with). */
  readonly offeredBy: (target: RemoteTarget) => boolean;
}

const define = <M extends object>(d: ModelDefinition<M>): ModelDefinition<object> => d;

export const MODELS: Readonly<Record<Api, ModelDefinition<object>>> = {
  v2: define({ model: v2Model, commands: v2Commands, offeredBy: () => true }),
  v1: define({ model: v1Model, commands: v1Commands, offeredBy: (t) => t.v1 !== undefined }),
  ecom: define({ model: ecomModel, commands: ecomCommands, offeredBy: (t) => t.gateway !== undefined }),
  p2p: define({ model: p2pModel, commands: p2pCommands, offeredBy: (t) => t.p2p !== undefined }),
};
