/**
 * Card Management v2 provider: validated v2 requests in, domain calls, v2 wire answers out.
 *
 * LIMITATIONS (what this provider does not emulate):
 * - no cardholder update endpoint (the spec does not show its method or path);
 * - no events or notifications; no rate limits;
 * - `pin` is accepted as 4 digits and stored hashed, but no interface verifies it yet;
 * - only the one sandbox product (its name is on the sandbox page); cards of other products are refused;
 * - top-ups and transfers name no merchant and no merchant category: an account's allowed MCC list
 *   (set through v1) does not concern them; the card system decides everything else (account
 *   restrictions, beneficiaries, card states, limits) as for v1.
 */
import type * as wire from '../../contracts/v2.js';
import { DECLINE_MESSAGES, type DeclineReason } from '../../contracts/v2.js';
import { maskPan } from '../../common/masking.js';
import { type Answer, errorAnswer } from './answer.js';
import { type Card, isActive } from '../domain/cards.js';
import { type Limit, setLimitValue, type SpendingInterval, V2_INTERVAL_LIMITS } from '../domain/limits.js';
import type { Party } from '../domain/parties.js';
import type { Refusal } from '../domain/card-system/index.js';
import type { Movement } from '../domain/payments.js';
import type { Sandbox } from '../domain/sandbox.js';

const notFound = (what: string, id: string) => errorAnswer(404, 'not_found', `${what} ${id} does not exist`);

export class V2Provider {
  constructor(
    private readonly sandbox: () => Sandbox,
    private readonly productName: () => string,
  ) {}

  createCardholder(body: wire.CardholderRequest): Answer {
    const sb = this.sandbox();
    return { status: 201, body: cardholderView(sb.parties.register(body, sb.clock.now())) };
  }

  getCardholder(id: string): Answer {
    const party = this.sandbox().parties.get(id);
    return party ? { status: 200, body: cardholderView(party) } : notFound('cardholder', id);
  }

  createCard(body: wire.CardRequest): Answer {
    const sb = this.sandbox();
    if (body.productName !== this.productName()) {
      return errorAnswer(400, 'validation_error', 'unknown product', [
        { field: 'productName', rule: 'product', message: `must be the sandbox product "${this.productName()}"` },
      ]);
    }
    const owner = sb.parties.get(body.cardholder);
    if (!owner) return notFound('cardholder', body.cardholder);
    const card = sb.cards.issue(owner, body.productName, sb.clock.now());
    return { status: 201, body: this.cardView(card, false) };
  }

  getCard(id: string): Answer {
    const card = this.sandbox().cards.get(id);
    return card ? { status: 200, body: this.cardView(card, true) } : notFound('card', id);
  }

  updateCard(id: string, body: wire.CardUpdateRequest): Answer {
    const sb = this.sandbox();
    const card = sb.cards.get(id);
    if (!card) return notFound('card', id);
    const now = sb.clock.now();
    if (body.status) {
      const change = sb.cards.setBlocked(card, body.status === 'blocked', now);
      if (change === 'unchanged') return errorAnswer(409, 'conflict', `card is already ${body.status}`);
      if (change === 'not_allowed') return errorAnswer(409, 'conflict', `card in card-system status ${card.hotCardStatus} cannot be set to ${body.status}`);
    } else if (body.spendingLimits) {
      for (const { interval, amount } of body.spendingLimits) setLimitValue(limitOf(card, interval), amount, now);
    } else if (body.pin) sb.cards.setPin(card, body.pin);
    // The contract lets exactly one parameter through, so what is left is reissueCard (always true).
    else sb.cards.reissue(card, now);
    return { status: 200, body: this.cardView(card, false) };
  }

  createTopup(body: wire.TopupRequest): Answer {
    const sb = this.sandbox();
    return { status: 201, body: movementView(sb.payments.topUp(body.destinationCard.cardNumber, body.amount, sb.clock.now())) };
  }

  createTransfer(body: wire.TransferRequest): Answer {
    const sb = this.sandbox();
    if (body.sourceCard.expiryDate < monthOf(sb.clock.now())) {
      return errorAnswer(400, 'validation_error', 'the source card has expired', [{ field: 'sourceCard.expiryDate', rule: 'past', message: 'must not be in the past' }]);
    }
    const movement = sb.payments.transfer(
      {
        sourcePan: body.sourceCard.cardNumber,
        sourceExpiry: body.sourceCard.expiryDate,
        destinationPan: body.destinationCard.cardNumber,
        amount: body.amount,
      },
      sb.clock.now(),
    );
    return { status: 201, body: movementView(movement) };
  }

  listTransfers(query: wire.TransferQuery): Answer {
    // An end not given leaves the period open on that side; the contract takes only YYYY-MM-DD, which sorts as text.
    const { periodStartFltr: from = '', periodEndFltr: to = '9999-12-31' } = query;
    if (from > to) {
      return errorAnswer(400, 'validation_error', 'invalid period', [{ field: 'periodEndFltr', rule: 'period', message: 'must not be before periodStartFltr' }]);
    }
    const transfers = this.sandbox()
      .payments.transfersOf(query.cardNumberFltr)
      .filter((m) => {
        const day = m.createdAt.toISOString().slice(0, 10);
        return day >= from && day <= to;
      })
      .map(movementView);
    return { status: 200, body: { transfers } };
  }

  private cardView(card: Card, withSecrets: boolean): wire.Card {
    const sb = this.sandbox();
    return {
      id: card.id,
      status: isActive(card) ? 'active' : 'blocked',
      productName: card.productName,
      cardholder: card.partyId,
      // Stryker disable next-line OptionalChaining,StringLiteral: every card's account is opened with it (cards.ts), so the ledger always has it; the serializer compiled from the contract writes its one currency, a literal, whatever this holds.
      account: { accountNumber: card.accountNumber, balance: sb.ledger.get(card.accountNumber)?.balance ?? 0, currency: 'EUR' },
      embossedName: '',
      expiryDate: card.expiry,
      numberMask: maskPan(card.pan),
      ...(withSecrets ? { number: card.pan, cvc: card.cvc } : {}),
      creationDate: card.createdAt.toISOString(),
      blockingDate: card.blockedAt?.toISOString() ?? '',
      pinDenialCounter: String(card.pinDenialCounter),
      spendingLimits: INTERVALS.map((interval) => ({ interval, amount: card.limitValue(V2_INTERVAL_LIMITS[interval]) })),
    };
  }
}

const INTERVALS = Object.keys(V2_INTERVAL_LIMITS) as SpendingInterval[];

/** Every card is issued with both v2 limits (cards.ts), so the search always finds one. */
function limitOf(card: Card, interval: SpendingInterval): Limit {
  return card.limits.find((l) => l.name === V2_INTERVAL_LIMITS[interval]) as Limit;
}

function cardholderView(party: Party): wire.Cardholder {
  const { id, firstName, lastName, phoneNumber, email, dateOfBirth, billingAddress, verification, status } = party;
  return { id, firstName, lastName, phoneNumber, email, dateOfBirth, billingAddress, verification, status };
}

/**
 * The card system's refusals as v2 decline reasons. Some cannot happen through v2 (no account is
 * named beside a card, no CVC is sent, a transfer names no merchant category): they read as the
 * nearest reason, so that every refusal has one.
 */
const DECLINE_REASONS: Readonly<Record<Refusal, DeclineReason>> = {
  unknown_card: 'unknown_card',
  account_mismatch: 'account_restricted',
  unknown_destination: 'unknown_destination_card',
  destination_account_mismatch: 'destination_account_restricted',
  unknown_account: 'unknown_destination_card',
  same_card: 'same_card',
  same_account: 'same_account',
  wrong_card_data: 'expiry_mismatch',
  card_expired: 'card_expired',
  card_not_active: 'card_blocked',
  destination_wrong_card_data: 'unknown_destination_card',
  destination_card_expired: 'destination_card_expired',
  destination_card_not_active: 'destination_card_blocked',
  account_restricted: 'account_restricted',
  destination_restricted: 'destination_account_restricted',
  beneficiary_not_allowed: 'beneficiary_not_allowed',
  mcc_not_allowed: 'account_restricted',
  insufficient_funds: 'insufficient_funds',
  limit_exceeded: 'limit_exceeded',
};

function statusMessage(m: Movement): string {
  if (!m.reason) return '';
  // A movement names a limit only when a limit refused it.
  if (m.limit === V2_INTERVAL_LIMITS.monthly) return 'exceeds monthly spending limit';
  return DECLINE_MESSAGES[DECLINE_REASONS[m.reason]];
}

/** Card numbers in top-ups and transfers are masked: the full number is only ever shown by GET /cards/{id}. */
function movementView(m: Movement): wire.Transfer | wire.Topup {
  return {
    id: m.id,
    amount: m.amount,
    currency: m.currency,
    destinationCard: { cardNumber: maskPan(m.destinationCard.pan) },
    ...(m.sourceCard ? { sourceCard: { cardNumber: maskPan(m.sourceCard.pan), expiryDate: m.sourceCard.expiry } } : {}),
    creationDate: isoOf(m.createdAt),
    status: m.status,
    statusMessage: statusMessage(m),
    rrn: m.rrn,
  };
}

/** The last instant turned into text, and its texts: answers of one millisecond share them (hot path). */
let last = { ms: NaN, iso: '', month: '' };
function lastOf(date: Date): typeof last {
  const ms = date.getTime();
  if (ms !== last.ms) {
    const iso = date.toISOString();
    last = { ms, iso, month: iso.slice(0, 7).replace('-', '') };
  }
  return last;
}

/** An instant in ISO 8601 (toISOString). */
const isoOf = (date: Date): string => lastOf(date).iso;

/** The month of an instant as YYYYMM, as card expiry dates are written. */
const monthOf = (date: Date): string => lastOf(date).month;
