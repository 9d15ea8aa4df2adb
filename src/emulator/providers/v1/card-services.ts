/**
 * v1 card services: changePin, generatePin, generateCVC2, getTokenList,
 * setTransactionSchemeAdditions, serviceAction.
 *
 * LIMITATIONS (what this provider does not emulate):
 * - no SMS leaves the sandbox: SMS and HALF_AND_HALF deliveries answer without the secret, which is
 *   formed and stored all the same;
 * - PINs arrive in clear (newPinData, pinValue) or as a format-0 PIN block under the published
 *   sandbox transport key; no other PIN block format or key;
 * - the device token of a card is derived from the card, not provisioned by a wallet;
 * - scheme additions are stored, not applied to authorisations.
 */
import type { ServiceOutcome } from '../../domain/card-services.js';
import { deviceToken } from '../../domain/card-services.js';
import { cardStanding } from '../../domain/card-system/index.js';
import { decided } from '../../domain/decisions.js';
import { decryptPin, encryptCvc2, encryptPin, newPin } from '../../domain/pin.js';
import { maskPan } from '../../../common/masking.js';
import { RESPONSE_CODES, type ResponseCode, RC } from './context.js';
import { formatError } from './errors.js';
import type { Handlers } from './handlers.js';

/** What each service outcome answers (docs/emulator.md). */
const SERVICE_CODES: Record<ServiceOutcome, ResponseCode> = {
  ok: RC.approved,
  already_connected: RC.duplicateRecord,
  not_connected: RC.recordNotFound,
  parameters_differ: RC.doNotHonour,
  suspended: RC.notPermitted,
};

/** Actions that only read or remove a service: allowed whatever the card's state. */
const ANY_CARD_STATE = new Set(['ACTION_CODE_DELETE', 'ACTION_CODE_INQUIRE', 'ACTION_CODE_CHECK_PARAMETERS']);

export const cardServicesHandlers: Handlers<'changePin' | 'generatePin' | 'generateCVC2' | 'getTokenList' | 'setTransactionSchemeAdditions' | 'serviceAction'> = {
  changePin(ctx, req) {
    const card = ctx.activeCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    ctx.sandbox.cards.setPin(card, req.newPinData);
    return ctx.result(RC.approved);
  },

  generatePin(ctx, req) {
    const card = ctx.activeCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    // checkCardOnly: the card exists and is usable; no PIN is formed or changed.
    if (req.checkCardOnly === true) return ctx.result(RC.approved);
    let pin = req.pinValue ?? newPin(undefined, (max) => ctx.sandbox.entropy.below(max));
    if (req.encryptedPinValue) {
      // A recorded decision, written as zeros of the PIN's length: the block is never written, nor the PIN (domain/decisions.ts).
      // Stryker disable next-line ObjectLiteral: the terms say how the decision is written, which only a sandbox kept on disk does (http/secrets-at-rest.test.ts judges it)
      const chosen = decided(() => decryptPin(req.encryptedPinValue![0]!, card.pan) ?? null, {
        // Stryker disable next-line all: how the decision is written matters only to a sandbox kept on disk, which the suite's emulator is not (http/secrets-at-rest.test.ts judges it)
        written: (found) => found && '0'.repeat(found.length),
      });
      if (chosen === null) return formatError([{ field: 'encryptedPinValue', rule: 'format', message: "must be a format-0 PIN block of the card under the sandbox transport key" }]);
      pin = chosen;
    }
    ctx.sandbox.cards.setPin(card, pin);
    const method = req.pinDeliveryMethod ?? 'WS';
    if (method === 'WS') return ctx.result(RC.approved, { pinValue: pin });
    if (method === 'WS_ENCRYPTED') return ctx.result(RC.approved, { encryptedPinValue: [encryptPin(pin, card.pan)] });
    return ctx.result(RC.approved);
  },

  generateCVC2(ctx, req) {
    const method = req.deliveryMethod ?? 'WS';
    if (method === 'SMS' && req.cardIdentification.phoneNumber === undefined) {
      return formatError([{ field: 'cardIdentification.phoneNumber', rule: 'required', message: 'is required when the CVC2 goes by SMS' }]);
    }
    const card = ctx.activeCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const cvc = ctx.sandbox.cards.newCvc(card);
    const cardNumberMask = maskPan(card.pan);
    if (method === 'WS') return ctx.result(RC.approved, { cardNumberMask, cardNumber: card.pan, cvc2: cvc });
    if (method === 'WS_ENCRYPTED') return ctx.result(RC.approved, { cardNumberMask, cvc2: encryptCvc2(cvc) });
    return ctx.result(RC.approved, { cardNumberMask });
  },

  getTokenList(ctx, req) {
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const token = deviceToken(card, cardStanding(card, ctx.now()) === 'ok');
    const plastic = req.cardIdentification.plasticNumber;
    return ctx.read({ tokenList: { token: plastic === undefined || plastic === token.plasticNumber ? [token] : [] } });
  },

  setTransactionSchemeAdditions(ctx, req) {
    const additions = req.transactionSchemeAdditions.addition;
    const institution = ctx.account().institutionId;
    const errors = additions.flatMap((a, i) => {
      const at = `transactionSchemeAdditions.addition.${i}`;
      return [
        ...(a.domain === institution ? [] : [{ field: `${at}.domain`, rule: 'sandbox-value', message: 'must be the institution id of the sandbox account (the issuer)' }]),
        ...(additions.findIndex((b) => b.id === a.id) === i ? [] : [{ field: `${at}.id`, rule: 'unique', message: 'is the id of an earlier addition' }]),
      ];
    });
    if (errors.length) return formatError(errors);
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    ctx.sandbox.cardServices.setSchemeAdditions(card, additions);
    return ctx.result(RC.approved);
  },

  serviceAction(ctx, req) {
    const card = ctx.lookup(req.cardIdentification);
    // The expiry is part of the identification here: a card with another expiry is not this card.
    if (!card || req.cardIdentification.expDate !== card.expiry) return ctx.refuse(RC.invalidCard);
    if (req.accountNumber !== undefined && req.accountNumber !== card.accountNumber) return ctx.refuse(RC.doNotHonour);
    if (!ANY_CARD_STATE.has(req.actionCode)) {
      const standing = cardStanding(card, ctx.now());
      if (standing !== 'ok') return ctx.refuse(RESPONSE_CODES[standing]);
    }
    const { serviceType, serviceId, serviceObjectType: objectType } = req.serviceIdentification;
    const objectKey = objectType === 'SERVICE_OBJECT_CARD' ? card.id : card.accountNumber;
    const outcome = ctx.sandbox.cardServices.act(req.actionCode, { serviceType, serviceId, objectType, objectKey }, req.serviceParameters ?? {});
    return outcome === 'ok' ? ctx.result(RC.approved) : ctx.refuse(SERVICE_CODES[outcome]);
  },
};
