/**
 * The blocks of P2P requests (spec 03 §2): the card to debit and the card to credit, the result of
 * the merchant's own 3-D Secure, and the payer and recipient data. Lengths, ranges and the M/O
 * rules inside each block are here; which block an operation needs is the provider's check, because
 * it depends on the order (a funding has no card to credit, a payout no card to debit).
 */
import { z } from 'zod';
import { digits, email, flag, integerOf, latin, phone, text, yyyymmdd } from './common.js';

/** threeDsAuthResult: what the merchant's own 3DS server established (mandatory when it is used). */
export const threeDsAuthResult = z.object(
  {
    cavv: text(200, 0).optional(),
    xid: text(80).optional(),
    eci: integerOf(4),
    /** Its value list is not shown; required because the protocol is always 3DS2 (2.1.0 or 2.2.0). */
    threeDsType: text(32),
    threeDSProtocolVersion: z.enum(['2.1.0', '2.2.0'], { error: 'must be 2.1.0 or 2.2.0' }).optional(),
  },
  { error: 'must be an object' },
);

/** The three wallet providers (the spec does not name them; these are the emulator's identifiers). */
export const WALLET_VENDORS = ['GOOGLE_PAY', 'APPLE_PAY', 'SAMSUNG_PAY'] as const;

const expirationYear = integerOf(4, { min: 2000, max: 2200 });
const expirationMonth = integerOf(2, { min: 1, max: 12 });
const cardholderName = text(26);

const fromCardShape = z.object(
  {
    pan: digits(19).optional(),
    cvc: z.string({ error: 'must be a string of 3 digits' }).regex(/^\d{3}$/, { message: 'must be 3 digits' }).optional(),
    expirationYear: expirationYear.optional(),
    expirationMonth: expirationMonth.optional(),
    cardholderName: cardholderName.optional(),
    seToken: text(8192).optional(),
    bindingId: text(255).optional(),
    threeDsAuthResult: threeDsAuthResult.optional(),
    vendor: z.enum(WALLET_VENDORS, { error: `must be one of ${WALLET_VENDORS.join(', ')}` }).optional(),
    paymentToken: text(8192).optional(),
    decryptedToken: flag.optional(),
    protocolVersion: z.enum(['ECv1', 'ECv2'], { error: 'must be ECv1 or ECv2' }).optional(),
  },
  { error: 'must be an object' },
);

/** A wallet token replaces the card fields: it cannot be combined with them, and vendor goes with paymentToken. */
export const fromCard = fromCardShape.superRefine((card, ctx) => {
  const wallet = card.vendor !== undefined || card.paymentToken !== undefined;
  if (!wallet) return;
  const clash = (['pan', 'cvc', 'expirationYear', 'expirationMonth', 'bindingId', 'seToken'] as const).filter((k) => card[k] !== undefined);
  for (const key of clash) ctx.addIssue({ code: 'custom', path: [key], message: 'cannot be combined with a wallet token (vendor, paymentToken)', params: { rule: 'combination' } });
  if (card.vendor === undefined) ctx.addIssue({ code: 'custom', path: ['vendor'], message: 'is required with paymentToken', params: { rule: 'required' } });
  if (card.paymentToken === undefined) ctx.addIssue({ code: 'custom', path: ['paymentToken'], message: 'is required with vendor', params: { rule: 'required' } });
});

/** A funding may credit another card or a transit account instead (needs a merchant permission). */
export const replacementData = z.object({ card: digits(19).optional(), account: text(30).optional() }, { error: 'must be an object' });

export const toCard = z.object(
  {
    pan: digits(19).optional(),
    expirationYear: expirationYear.optional(),
    expirationMonth: expirationMonth.optional(),
    cardholderName: cardholderName.optional(),
    seToken: text(8192).optional(),
    bindingId: text(255).optional(),
    replacementData: replacementData.optional(),
  },
  { error: 'must be an object' },
);

const digitsInteger2 = integerOf(2);

export const shippingPayerData = z.object(
  {
    shippingCity: text(50).optional(),
    shippingCountry: text(50).optional(),
    shippingAddressLine1: text(50).optional(),
    shippingAddressLine2: text(50).optional(),
    shippingAddressLine3: text(50).optional(),
    shippingPostalCode: text(16).optional(),
    shippingState: text(50).optional(),
    shippingMethodIndicator: digitsInteger2.optional(),
    deliveryTimeframe: digitsInteger2.optional(),
    deliveryEmail: email(254).optional(),
  },
  { error: 'must be an object' },
);

export const preOrderPayerData = z.object(
  {
    preOrderDate: z.string({ error: 'must be a string' }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'must be a date as YYYY-MM-DD (10 characters)' }).optional(),
    preOrderPurchaseInd: digitsInteger2.optional(),
    reorderItemsInd: digitsInteger2.optional(),
  },
  { error: 'must be an object' },
);

/** Phones of the cardholder; one of them (or an e-mail) is needed for 3DS on Visa (docs/emulator.md). */
export const orderPayerData = z.object({ homePhone: phone.optional(), workPhone: phone.optional(), mobilePhone: phone.optional() }, { error: 'must be an object' });

/** billingPayerData: the C fields are required for a funding from a Mastercard card (the provider checks). */
export const billingPayerData = z.object(
  {
    billingCity: text(50, 0).optional(),
    billingCountry: text(50, 0).optional(),
    billingAddressLine1: text(50, 0).optional(),
    billingAddressLine2: text(50, 0).optional(),
    billingAddressLine3: text(50, 0).optional(),
    billingPostalCode: text(9, 0).optional(),
    billingState: latin(50).optional(),
    payerAccount: text(32),
    payerLastName: text(64).optional(),
    payerFirstName: text(35).optional(),
    payerMiddleName: text(35).optional(),
    payerCombinedName: text(99).optional(),
    payerIdType: text(8).optional(),
    payerIdNumber: text(100).optional(),
    payerBirthday: yyyymmdd.optional(),
    payerAccountNumberType: text(20).optional(),
  },
  { error: 'must be an object' },
);

/** billingRecipientData: the C fields are required for a funding from a Visa card (the provider checks). */
export const billingRecipientData = z.object(
  {
    recipientCity: text(40, 0).optional(),
    recipientCountry: text(50, 0).optional(),
    recipientAddressLine1: latin(50).optional(),
    recipientPostalCode: text(9, 0).optional(),
    recipientState: text(50, 0).optional(),
    recipientAccount: text(32, 0).optional(),
    recipientAccountNumberType: integerOf(2).optional(),
    recipientLastName: text(35, 0),
    recipientFirstName: text(35, 0),
    recipientMiddleName: text(35, 0).optional(),
    recipientCombinedName: text(99, 0).optional(),
    recipientIdType: text(8).optional(),
    recipientIdNumber: text(99).optional(),
    recipientBirthday: yyyymmdd.optional(),
  },
  { error: 'must be an object' },
);

/** The 3DS and anti-fraud data a registration or a perform call may carry. */
export const payerDataBlocks = {
  shippingPayerData: shippingPayerData.optional(),
  preOrderPayerData: preOrderPayerData.optional(),
  orderPayerData: orderPayerData.optional(),
  billingAndShippingAddressMatchIndicator: z.enum(['Y', 'N'], { error: 'must be Y or N' }).optional(),
  billingPayerData: billingPayerData.optional(),
  billingRecipientData: billingRecipientData.optional(),
};
