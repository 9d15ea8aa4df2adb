/** An order as getOrderStatusExtended.do shows it; card numbers masked, the full number never; the decline text in the request's language. */
import { maskPan } from '../../../common/masking.js';
import { type Order, paymentState } from '../../domain/gateway/orders.js';
import { declineText } from '../gateway-common/messages.js';

export function orderStatusView(order: Order, language?: string) {
  const card = order.card;
  return {
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    actionCode: order.actionCode.code,
    actionCodeDescription: declineText(order.actionCode, language),
    amount: order.amount,
    currency: order.currency,
    date: order.createdAt.getTime(),
    ...(order.description ? { orderDescription: order.description } : {}),
    merchantOrderParams: Object.entries(order.jsonParams).map(([name, value]) => ({ name, value })),
    transactionAttributes: [],
    attributes: [{ name: 'mdOrder', value: order.id }],
    ...(card
      ? {
          cardAuthInfo: {
            maskedPan: maskPan(card.pan),
            expiration: card.expiry,
            cardholderName: card.cardholderName,
            ...(order.authCode ? { approvalCode: order.authCode } : {}),
            paymentSystem: card.paymentSystem,
            ...(order.eci !== undefined ? { secureAuthInfo: { eci: order.eci } } : {}),
            pan: maskPan(card.pan),
          },
        }
      : {}),
    ...(order.clientId ? { bindingInfo: { clientId: order.clientId, ...(order.bindingId ? { bindingId: order.bindingId } : {}) } } : {}),
    ...(order.authAt ? { authDateTime: order.authAt.getTime(), authRefNum: order.authRefNum ?? '' } : {}),
    paymentAmountInfo: {
      paymentState: paymentState(order),
      approvedAmount: order.approvedAmount,
      depositedAmount: order.depositedAmount,
      refundedAmount: order.refundedAmount,
      totalAmount: order.amount,
    },
    bankInfo: { bankName: 'CARDLAB SANDBOX BANK', bankCountryCode: 'DE', bankCountryName: 'Germany' },
    chargeback: false,
    operations: order.operations.map((op) => ({ amount: op.amount, cardHolder: card?.cardholderName ?? '', authCode: op.authCode, type: op.type })),
  };
}
