/**
 * verifyP2P.do and verifyP2PByBinding.do: the fee of the order's transfer (the schedule of
 * domain/gateway/p2p/fees.ts), for the amount the payer may change here. The cards the order needs
 * must be named (typed, or stored for the by-binding variant); the fee does not depend on them.
 * Billing blocks sent here are kept with the order, as if sent at registration.
 */
import type { P2pInput } from '../../../contracts/p2p/index.js';
import { debitCredential } from '../../domain/gateway/p2p/credentials.js';
import { P2P_MCCS } from '../../domain/gateway/p2p/register.js';
import { invalid, missing, type P2pRefusal } from '../../domain/gateway/p2p/refusals.js';
import type { P2pOrder } from '../../domain/gateway/p2p/index.js';
import { type Answer, isAnswer } from '../answer.js';
import type { P2pContext, P2pRequest } from './context.js';

type VerifyInput = P2pInput<'verifyP2P.do'>;

function cardRules(ctx: P2pContext, order: P2pOrder, input: VerifyInput, byBinding: boolean): P2pRefusal | undefined {
  const needsFrom = order.kind !== 'payout';
  const needsTo = order.kind !== 'funding';
  if (!needsFrom && input.fromCard) return invalid('fromCard', 'not-allowed', 'a payout debits no card');
  if (!needsTo && input.toCard) return invalid('toCard', 'not-allowed', 'a funding credits no card');
  if (needsTo && !input.toCard && order.creditBindingId === undefined) return missing('toCard');
  if (needsTo && input.toCard && input.toCard.pan === undefined && input.toCard.bindingId === undefined && input.toCard.seToken === undefined) return missing('toCard.pan');
  if (!needsFrom) return undefined;
  if (!input.fromCard && order.bindingId === undefined) return missing('fromCard');
  const card = input.fromCard ?? {};
  if (!byBinding) {
    // Encrypted card data and wallet tokens name the card too; they are opened when the transfer is performed.
    if (card.seToken !== undefined || card.paymentToken !== undefined) return undefined;
    if (card.pan === undefined) return missing('fromCard.pan');
    return card.cardholderName === undefined ? missing('fromCard.cardholderName', 'is required by verifyP2P.do') : undefined;
  }
  const bindingId = card.bindingId ?? order.bindingId;
  if (bindingId === undefined) return missing('fromCard.bindingId');
  const stored = debitCredential(ctx.sandbox.gateway.bindings, order, bindingId, undefined);
  if (stored === 'unknown') return { refusal: 'binding_unknown', field: 'fromCard.bindingId', rule: 'unknown', message: "is not a stored card of the order's client" };
  return stored === 'inactive' ? { refusal: 'binding_inactive', field: 'fromCard.bindingId', rule: 'inactive', message: 'is switched off' } : undefined;
}

export function verify(ctx: P2pContext, req: P2pRequest, input: VerifyInput, byBinding: boolean): Answer {
  const order = ctx.order(req, input.orderId);
  if (isAnswer(order)) return order;
  if (input.mcc !== undefined && !P2P_MCCS.includes(input.mcc)) return ctx.refusal(req, invalid('mcc', 'permission', `is not allowed for this merchant (allowed: ${P2P_MCCS.join(', ')})`));
  const refusal = cardRules(ctx, order, input, byBinding);
  if (refusal) return ctx.refusal(req, refusal);
  const amount = input.amount === undefined || input.amount === '' ? undefined : Number(input.amount);
  if (amount === 0) return ctx.refusal(req, invalid('amount', 'positive', 'must be greater than 0'));
  const fee = ctx.p2p.verify(order, amount, { billingPayerData: input.billingPayerData, billingRecipientData: input.billingRecipientData }, ctx.now());
  if ('refusal' in fee) return ctx.refusal(req, fee);
  return ctx.ok(req, { orderId: order.id, amount: fee.amount, feeAmount: fee.fee, totalAmount: fee.total, currency: order.currency });
}
