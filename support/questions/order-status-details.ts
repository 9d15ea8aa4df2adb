/** What getOrderStatusExtended.do shows of a paid order beyond its state: its authorisation, its card's bank, chargebacks and operations. */
import type { CardlabWorld } from '../world.js';
import { asStatus, orderStatus } from './orders.js';

export interface PaymentDetails {
  readonly authorisedAt: number | undefined;
  readonly authorisationReference: string | undefined;
  readonly bank: { readonly name: string; readonly countryCode: string; readonly countryName: string } | undefined;
  readonly chargeback: boolean;
  readonly cardholder: string | undefined;
  /** The cardholder each operation names. */
  readonly operationCardholders: readonly string[];
}

export async function paymentDetails(world: CardlabWorld, label: string): Promise<PaymentDetails> {
  const status = asStatus(await orderStatus(world, label));
  const bank = status.bankInfo;
  return {
    authorisedAt: status.authDateTime,
    authorisationReference: status.authRefNum,
    bank: bank && { name: bank.bankName, countryCode: bank.bankCountryCode, countryName: bank.bankCountryName },
    chargeback: status.chargeback,
    cardholder: status.cardAuthInfo?.cardholderName,
    operationCardholders: status.operations.map((op) => op.cardHolder),
  };
}
