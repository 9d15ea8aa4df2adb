/**
 * What one scenario remembers between its steps, in one place. The notepad belongs to the
 * scenario's World, and cucumber makes a new World for every scenario, so each scenario starts with
 * an empty one: nothing to reset, nothing to leak into the next scenario. Each section is made on
 * first use, so a scenario pays only for what it writes down.
 *
 * The values are the task modules' own types; their shapes in the notepad are here, so that one
 * file says everything a scenario can remember.
 */
import type { StoredCard } from './tasks/bindings.js';
import type { Payment } from './tasks/merchants.js';
import type { KnownOrder } from './tasks/orders.js';
import type { P2pThreeDs } from './tasks/p2p-three-ds.js';
import type { Cards, KnownP2pOrder } from './tasks/p2p.js';
import type { ThreeDsPayment } from './tasks/three-ds.js';
import type { AppChallenge, AppSdk } from './stand-ins/payer-devices.js';

/** Stored cards on the e-commerce gateway. */
export interface StoredCardNotes {
  /** The gateway's client id of each person (unique per run: remote targets keep stored cards). */
  readonly clients: Map<string, string>;
  /** The customer each order was registered for, by order label. */
  readonly customers: Map<string, string>;
  /** Stored cards by the label of the order that stored them; the CVC only the customer knows (never printed). */
  readonly stored: Map<string, StoredCard>;
}

/** The sandbox merchant of Card Management v1. */
export interface MerchantNotes {
  /** Merchant and terminal numbers whose status the scenario changed, to put back afterwards. */
  readonly changed: Map<string, { merchant: boolean; terminalNumber?: string }>;
  /** Card payments made at the merchant, by payer. */
  readonly payments: Map<string, Payment[]>;
  /** The amount of today's payment order before the scenario's first payment. */
  orderAmountBefore?: number;
  /** Terminal keys generated, in order. */
  readonly keys: Array<{ keyValue?: string | undefined; checkValue?: string | undefined }>;
}

/** Orders of the P2P gateway and what they need later. */
export interface P2pNotes {
  readonly orders: Map<string, KnownP2pOrder>;
  /** A funding's transaction reference, for its payout. */
  readonly references: Map<string, string>;
  /** The cards an order was performed with, to perform it again. */
  readonly cards: Map<string, Cards>;
  /** The order numbers of registrations that were tried, refused or not. */
  readonly numbers: Map<string, string>;
  /** The stored card (binding) of each person's card. */
  readonly stored: Map<string, string>;
  /** How many orders the scenario left unnamed ("the transfer"): their labels are made from it. */
  unnamed: number;
}

export class Notepad {
  #orders: Map<string, KnownOrder> | undefined;
  #securityCodesBefore: Map<string, string | undefined> | undefined;
  #threeDs: Map<string, ThreeDsPayment> | undefined;
  #p2pThreeDs: Map<string, P2pThreeDs> | undefined;
  #appSdks: Map<string, AppSdk> | undefined;
  #appChallenges: Map<string, AppChallenge> | undefined;
  #storedCards: StoredCardNotes | undefined;
  #merchant: MerchantNotes | undefined;
  #p2p: P2pNotes | undefined;

  /** Orders of the e-commerce gateway, by the label the scenario gives them ("A-1"). */
  get orders(): Map<string, KnownOrder> {
    return (this.#orders ??= new Map());
  }

  /** The security code each card had before the scenario asked for a new one, by card id. */
  get securityCodesBefore(): Map<string, string | undefined> {
    return (this.#securityCodesBefore ??= new Map());
  }

  /** 3-D Secure payments of gateway orders begun in the scenario, by order label. */
  get threeDs(): Map<string, ThreeDsPayment> {
    return (this.#threeDs ??= new Map());
  }

  /** 3-D Secure of P2P transfers begun in the scenario, by transfer label. */
  get p2pThreeDs(): Map<string, P2pThreeDs> {
    return (this.#p2pThreeDs ??= new Map());
  }

  /** The 3DS SDK of the payer's app in each transfer made from it, by transfer label. */
  get appSdks(): Map<string, AppSdk> {
    return (this.#appSdks ??= new Map());
  }

  /** The challenges the bank's ACS asked the payer's app to run, by transfer label. */
  get appChallenges(): Map<string, AppChallenge> {
    return (this.#appChallenges ??= new Map());
  }

  get storedCards(): StoredCardNotes {
    return (this.#storedCards ??= { clients: new Map(), customers: new Map(), stored: new Map() });
  }

  get merchant(): MerchantNotes {
    return (this.#merchant ??= { changed: new Map(), payments: new Map(), keys: [] });
  }

  get p2p(): P2pNotes {
    return (this.#p2p ??= { orders: new Map(), references: new Map(), cards: new Map(), numbers: new Map(), stored: new Map(), unnamed: 0 });
  }

  /** The field a P2P refusal must name: set by the step that broke it, read by the step that checks the refusal. */
  p2pFieldAtFault: string | undefined;
}
