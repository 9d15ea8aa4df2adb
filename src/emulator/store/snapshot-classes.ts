/**
 * The classes and frozen constants a snapshot of a sandbox account may hold (snapshot.ts), by the
 * name it writes them under. A class missing here makes the snapshot refuse to be written (the
 * journal then stays whole): a new class of the domain that a sandbox keeps is added here.
 */
import { Accounts, NO_ENTRIES } from '../domain/accounts.js';
import { CardServices } from '../domain/card-services.js';
import { CardSystem } from '../domain/card-system/index.js';
import { Card, Cards } from '../domain/cards.js';
import { Clock } from '../domain/clock.js';
import { Column, DigitsColumn, NumberColumn } from '../domain/columns.js';
import { Bindings } from '../domain/gateway/bindings.js';
import { CallbackOutbox } from '../domain/gateway/callbacks.js';
import { Checkout } from '../domain/gateway/checkout.js';
import { Gateway } from '../domain/gateway/gateway.js';
import { GatewayMerchants } from '../domain/gateway/merchants.js';
import { OrderAgeing } from '../domain/gateway/order-ageing.js';
import { Orders } from '../domain/gateway/orders.js';
import { Execution } from '../domain/gateway/p2p/execution.js';
import { P2pOrders } from '../domain/gateway/p2p/orders.js';
import { P2pGateway } from '../domain/gateway/p2p/p2p.js';
import { SessionTimeouts } from '../domain/gateway/session-timeouts.js';
import { ThreeDsSessions } from '../domain/gateway/three-ds.js';
import { History } from '../domain/history.js';
import { Keys } from '../domain/keys.js';
import { Ledger } from '../domain/ledger.js';
import { Consumptions, NONE_YET, NOTHING_CONSUMED } from '../domain/limits.js';
import { Merchants } from '../domain/merchants.js';
import { Parties } from '../domain/parties.js';
import { Payments } from '../domain/payments.js';
import { Retention } from '../domain/retention.js';
import { Sandbox } from '../domain/sandbox.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructors of any shape: only their prototypes are used
type AnyClass = abstract new (...args: any[]) => unknown;

export const SNAPSHOT_CLASSES: Readonly<Record<string, AnyClass>> = {
  Accounts,
  Bindings,
  CallbackOutbox,
  // A card's class was CardRecord when snapshots began: the name snapshots write stays.
  CardRecord: Card,
  CardServices,
  CardSystem,
  Cards,
  Checkout,
  Clock,
  Column,
  Consumptions,
  DigitsColumn,
  Execution,
  Gateway,
  GatewayMerchants,
  History,
  Keys,
  Ledger,
  Merchants,
  NumberColumn,
  OrderAgeing,
  Orders,
  P2pGateway,
  P2pOrders,
  Parties,
  Payments,
  Retention,
  Sandbox,
  SessionTimeouts,
  ThreeDsSessions,
};

/** Shared frozen values the domain compares by identity or relies on being frozen. */
export const SNAPSHOT_CONSTANTS: Readonly<Record<string, object>> = { NO_ENTRIES, NONE_YET, NOTHING_CONSUMED };
