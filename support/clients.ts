/**
 * The clients of a scenario's target, one per interface and the emulator's control API: the door
 * from the suite to the target, for tasks, questions and hooks. Steps do not get through it: the
 * World has no client of its own, and the boundary lint forbids steps/ to import this module or
 * src/clients/ (.dependency-cruiser.js, steps-call-tasks-and-questions), so a step reaches the
 * target by calling a task or a question.
 *
 * Each World gets its own clients on first use (a dry run builds Worlds and never opens a target),
 * made with the World's recorder, so that every exchange is attached to its step, masked.
 */
import { ControlClient } from '../src/clients/control.js';
import { GatewayClient } from '../src/clients/gateway.js';
import { HttpClient } from '../src/clients/http.js';
import { P2pClient } from '../src/clients/p2p.js';
import { V1Client } from '../src/clients/v1.js';
import { V2Client } from '../src/clients/v2.js';
import type { CardlabWorld } from './world.js';

/** The clients of one scenario; an interface the target does not offer fails the step that asks for it, saying what to set or tag. */
export class ScenarioClients {
  readonly v2: V2Client;
  readonly #v1: V1Client | undefined;
  readonly #gateway: GatewayClient | undefined;
  readonly #p2p: P2pClient | undefined;
  readonly #control: ControlClient | undefined;

  constructor(world: CardlabWorld) {
    const target = world.target;
    const http = (baseUrl: string, headers?: Record<string, string>) => new HttpClient({ baseUrl, headers, timeoutMs: target.timeoutMs, recorder: world.recorder });
    this.v2 = new V2Client(http(target.v2.baseUrl, { 'x-api-key': target.v2.apiKey }));
    this.#v1 = target.v1 ? new V1Client(http(target.v1.baseUrl, { authorization: `Basic ${target.v1.token}` })) : undefined;
    this.#gateway = target.gateway ? new GatewayClient(http(target.gateway.baseUrl), target.gateway) : undefined;
    this.#p2p = target.p2p ? new P2pClient(http(target.p2p.baseUrl), { username: target.p2p.username, password: target.p2p.password }, target.p2p.privateKey) : undefined;
    this.#control = target.controlUrl ? new ControlClient(http(target.controlUrl, target.controlHeaders)) : undefined;
  }

  get v1(): V1Client {
    return configured(this.#v1, 'the target has no Card Management v1 configured: set the CARDLAB_V1_* variables (docs/remote.md) or leave out @v1 scenarios');
  }

  get gateway(): GatewayClient {
    return configured(this.#gateway, 'the target has no e-commerce gateway configured: set the CARDLAB_GATEWAY_* variables (docs/remote.md) or leave out @ecom scenarios');
  }

  get p2p(): P2pClient {
    return configured(this.#p2p, 'the target has no P2P gateway configured: set the CARDLAB_P2P_* variables (docs/remote.md) or leave out @p2p scenarios');
  }

  /** The emulator's control API; only `@emulator-only` scenarios may need it. */
  get control(): ControlClient {
    return configured(this.#control, 'this step needs the emulator control API: tag the scenario @emulator-only');
  }
}

function configured<C>(client: C | undefined, missing: string): C {
  if (!client) throw new Error(missing);
  return client;
}

// Held beside the World rather than in it, so that a step, which is handed the World, finds no client there.
const byWorld = new WeakMap<CardlabWorld, ScenarioClients>();

/** The clients of the scenario whose World this is, made on first use. */
export function clientsOf(world: CardlabWorld): ScenarioClients {
  let clients = byWorld.get(world);
  if (!clients) byWorld.set(world, (clients = new ScenarioClients(world)));
  return clients;
}
