/** v1 card lifecycle: createVirtualCard, getCardData, blockCard, validateCard, changeCardStatus. */
import { addMonths } from '../../domain/cycles.js';
import { HOT_CARD_STATUS } from '../../domain/cards.js';
import { cardStanding } from '../../domain/card-system/index.js';
import { maskPan } from '../../../common/masking.js';
import { RC } from './context.js';
import { accountView } from './customers.js';
import { formatError } from './errors.js';
import type { Handlers } from './handlers.js';

/** The codes of the card status table, for the message of a code outside it. */
const STATUS_CODES = Object.keys(HOT_CARD_STATUS).join(', ');

/** End of the expiry month: the last instant the card is valid. */
function expiryTime(expiry: string): string {
  const start = new Date(Date.UTC(Number(expiry.slice(0, 4)), Number(expiry.slice(4, 6)) - 1, 1));
  return new Date(addMonths(start, 1).getTime() - 1000).toISOString();
}

export const cardHandlers: Handlers<'createVirtualCard' | 'getCardData' | 'blockCard' | 'validateCard' | 'changeCardStatus'> = {
  createVirtualCard(ctx, req) {
    const account = ctx.account();
    const errors = [];
    if (req.cardIdentification.cardNumber !== account.placeholderCardNumber) {
      errors.push({ field: 'cardIdentification.cardNumber', rule: 'sandbox-value', message: 'must be the placeholder card number of the sandbox account' });
    }
    if (req.virtualCardIdentification.productType !== account.cardProductType) {
      errors.push({ field: 'virtualCardIdentification.productType', rule: 'sandbox-value', message: 'must be the card product of the sandbox account' });
    }
    // Stryker disable next-line MethodExpression: without slice() the whole instant is compared, and a YYYYMM compares with it as with its first six digits
    if (req.virtualCardIdentification.expDate <= ctx.now().toISOString().slice(0, 7).replace('-', '')) {
      errors.push({ field: 'virtualCardIdentification.expDate', rule: 'future', message: 'must be a month after the current one' });
    }
    if (errors.length) return formatError(errors);
    const profile = ctx.sandbox.accounts.get(req.accountNumber);
    const owner = profile && ctx.sandbox.parties.get(profile.ownerId);
    if (!owner) return ctx.refuse(RC.doNotHonour);
    const card = ctx.sandbox.cards.issue(owner, account.cardProductType, ctx.now(), req.virtualCardIdentification.expDate);
    // HALF_AND_HALF: only the masked number here, the rest goes to the cardholder by SMS.
    const halfAndHalf = req.deliveryMethod === 'HALF_AND_HALF';
    return ctx.result(RC.approved, {
      virtualCardIdentification: {
        ...(halfAndHalf ? {} : { cardNumber: card.pan }),
        cardId: card.id,
        expDate: card.expiry,
        productType: card.productName,
        cardNumberMask: maskPan(card.pan),
      },
    });
  },

  getCardData(ctx, req) {
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const sb = ctx.sandbox;
    const profile = sb.accounts.get(card.accountNumber);
    return ctx.read({
      cardData: {
        cardNumber: card.pan,
        expiryDate: card.expiry,
        expiryTime: expiryTime(card.expiry),
        cardId: card.id,
        hotCardStatus: card.hotCardStatus,
        hotCardStatusDescription: HOT_CARD_STATUS[card.hotCardStatus],
        cardTypeName: card.productName,
        embossedName: '',
        customerId: card.partyId,
        personId: card.partyId,
        pinDenialCounter: card.pinDenialCounter,
        plasticNumber: 1,
        cardIsPrimary: false,
        cardBindToCustomer: false,
        customerIsCardholder: false,
        accounts: profile
          ? [accountView(ctx, profile)]
          : // Stryker disable next-line ArrayDeclaration: never written: every card is issued on an account of the sandbox (Cards.issue takes the owner's)
            [],
        customParameters: [],
      },
    });
  },

  blockCard(ctx, req) {
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    if (ctx.sandbox.cards.block(card, ctx.now()) === 'not_active') {
      // Only a card in status 0 can be blocked: any other the card system sees expired (54) or not active (62).
      return ctx.refuse(cardStanding(card, ctx.now()) === 'card_expired' ? RC.expiredCard : RC.restrictedCard);
    }
    return ctx.result(RC.approved);
  },

  validateCard(ctx, req) {
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    return ctx.result(ctx.sandbox.cards.unlock(card, ctx.now()) === 'ok' ? RC.approved : RC.restrictedCard);
  },

  changeCardStatus(ctx, req) {
    if (!Object.hasOwn(HOT_CARD_STATUS, req.hotCardStatus)) {
      return formatError([{ field: 'hotCardStatus', rule: 'enum', message: `must be a code of the card status table (${STATUS_CODES})` }]);
    }
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    ctx.sandbox.cards.changeStatus(card, req.hotCardStatus, ctx.now());
    return ctx.result(RC.approved);
  },
};
