/**
 * Stored credentials ("bindings"): a card kept for a merchant's client after an approved
 * initiating payment, to pay later without entering it again. Three kinds: common (one per
 * client and card; storing it again keeps the same credential), recurrent (one per client and
 * card; new terms replace the old), installment (one per plan, so one card may hold several).
 * The card data stay in memory (no CVC is ever kept) and are only shown masked.
 *
 * The sandbox issuer applies the credential's terms: a payment after the recurrence's last day,
 * or past an installment plan's count or total, is declined; so is one with a credential whose
 * expiry month is over. Creating and switching credentials on or off is told to the merchant's
 * static callback address.
 */
import { ACTION_CODES, type ActionCode } from './action-codes.js';
import type { CardEntry } from './authorization.js';
import type { Notices } from './notices.js';
import type { Order, OrderCard } from './orders.js';
import type { CredentialKind, InstallmentTerms, Recurrence, Terms } from './tii.js';

export interface InstallmentProgress extends InstallmentTerms {
  /** Approved payments of the plan, the initial one included. */
  paidCount: number;
  paidAmount: number;
}

export interface Binding {
  readonly id: string;
  /** The merchant API account (login) it belongs to. */
  readonly merchant: string;
  readonly clientId: string;
  readonly kind: CredentialKind;
  /** The card as it was entered, without CVC. Never shown unmasked. */
  readonly card: OrderCard;
  /** YYYYMM: the expiry sent with payments; extendBinding replaces it. */
  expiry: string;
  active: boolean;
  readonly createdAt: Date;
  recurrence?: Recurrence | undefined;
  plan?: InstallmentProgress | undefined;
}

/** What an approved payment of an order does with credentials: store new terms, or count a use. */
type Intent = { readonly store: Terms } | { readonly use: Binding };

export class Bindings {
  private readonly byId = new Map<string, Binding>();
  private readonly intents = new Map<string, Intent>();
  readonly #notices: Notices;
  readonly #newId: () => string;

  constructor(notices: Notices, newId: () => string) {
    this.#notices = notices;
    this.#newId = newId;
  }

  /** The merchant's credential with this id; another merchant's is as unknown as a missing one. */
  get(merchant: string, id: string): Binding | undefined {
    const binding = this.byId.get(id);
    return binding?.merchant === merchant ? binding : undefined;
  }

  /** The client's switched-on credentials, oldest first: of the kinds named, or of every kind. */
  list(merchant: string, clientId: string, kinds?: readonly CredentialKind[]): Binding[] {
    return [...this.byId.values()].filter((b) => b.merchant === merchant && b.clientId === clientId && b.active && (kinds === undefined || kinds.includes(b.kind)));
  }

  /**
   * The client's credential of a kind for a card: an active one first (of several installment
   * plans, the oldest still open), else an inactive one, so the caller can say why it cannot pay.
   */
  forCard(merchant: string, clientId: string, pan: string, kind: CredentialKind): Binding | undefined {
    const mine = [...this.byId.values()].filter((b) => b.merchant === merchant && b.clientId === clientId && b.kind === kind && b.card.pan === pan);
    const active = mine.filter((b) => b.active);
    return active.find((b) => !b.plan || b.plan.paidCount < b.plan.count) ?? active[0] ?? mine[0];
  }

  /** The card data the gateway sends for a payment with the credential. */
  entryOf(binding: Binding, cvc?: string): CardEntry {
    return { pan: binding.card.pan, expiry: binding.expiry, cvc, cardholderName: binding.card.cardholderName, stored: true };
  }

  /** Lets go of what a forgotten order meant to do with credentials (a declined payment's intent, retention.ts). */
  forgetOrder(orderId: string): void {
    this.intents.delete(orderId);
  }

  /** An approved payment of the order stores a credential with these terms. */
  intendToStore(order: Order, terms: Terms): void {
    this.intents.set(order.id, { store: terms });
  }

  /**
   * The order pays with the credential. The issuer's checks of the credential come first: its
   * refusal is returned (the caller declines the order with it); otherwise the payment's approval
   * will count as a use.
   */
  use(order: Order, binding: Binding, tii: string, now: Date): ActionCode | undefined {
    order.tii = tii;
    order.bindingId = binding.id;
    const refusal = issuerRefusal(binding, order.amount, now);
    if (!refusal) this.intents.set(order.id, { use: binding });
    return refusal;
  }

  /** Runs after every approved payment (the checkout's, and a P2P order's through storeDebitCard). */
  afterApproval(order: Order, now: Date): void {
    const intent = this.intents.get(order.id);
    this.intents.delete(order.id);
    if (!intent) return;
    if ('use' in intent) {
      if (intent.use.plan) {
        intent.use.plan.paidCount += 1;
        intent.use.plan.paidAmount += order.amount;
      }
      return;
    }
    this.store(order, intent.store, now);
  }

  /** Switches a credential off (unBindCard.do) or back on (bindCard.do). */
  setActive(binding: Binding, active: boolean): 'ok' | 'wrong_state' {
    if (binding.active === active) return 'wrong_state';
    binding.active = active;
    this.tellActivity(binding);
    return 'ok';
  }

  /** A new expiry (YYYYMM) whose month is not over yet (extendBinding.do). */
  extend(binding: Binding, expiry: string, now: Date): 'ok' | 'past' {
    if (expiry < yearMonthOf(now)) return 'past';
    binding.expiry = expiry;
    return 'ok';
  }

  /** The order's card, kept for its client (an order paid without either stores nothing). */
  private store(order: Order, terms: Terms, now: Date): void {
    const { card, clientId } = order;
    if (!card || !clientId) return;
    const same = terms.kind === 'INSTALLMENT' ? undefined : this.forCard(order.merchant, clientId, card.pan, terms.kind);
    if (same) {
      same.expiry = card.expiry;
      same.recurrence = terms.recurrence;
      order.bindingId = same.id;
      if (!same.active) this.setActive(same, true);
      return;
    }
    const plan = terms.installments ? { ...terms.installments, paidCount: 1, paidAmount: order.amount } : undefined;
    const binding: Binding = { id: this.#newId(), merchant: order.merchant, clientId, kind: terms.kind, card, expiry: card.expiry, active: true, createdAt: now, recurrence: terms.recurrence, plan };
    this.byId.set(binding.id, binding);
    order.bindingId = binding.id;
    this.tell(binding, { mdOrder: order.id, orderNumber: order.orderNumber, operation: 'bindingCreated', status: '1' });
  }

  private tellActivity(binding: Binding): void {
    this.tell(binding, { operation: 'bindingActivityChanged', status: '1', enabled: String(binding.active) });
  }

  /** Credential notifications always go to the merchant's static address (spec, section 6). */
  private tell(binding: Binding, params: Record<string, string>): void {
    this.#notices.toStatic(binding.merchant, { ...params, bindingId: binding.id, clientId: binding.clientId });
  }
}

/** The sandbox issuer's view of a payment with a credential: why it declines, or undefined. */
export function issuerRefusal(binding: Binding, amount: number, now: Date): ActionCode | undefined {
  if (binding.expiry < yearMonthOf(now)) return ACTION_CODES.expiredCard;
  if (binding.recurrence && dayOf(now) > binding.recurrence.until) return ACTION_CODES.recurrenceEnded;
  const plan = binding.plan;
  if (plan && (plan.paidCount >= plan.count || plan.paidAmount + amount > plan.total)) return ACTION_CODES.installmentPlanComplete;
  return undefined;
}

function yearMonthOf(now: Date): string {
  return now.toISOString().slice(0, 7).replace('-', '');
}

function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10).replaceAll('-', '');
}
