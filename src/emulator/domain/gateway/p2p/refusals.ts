/**
 * Why a P2P request is refused (the order and every account stay as they were): a member missing
 * where the order needs it, a value the order cannot take, a stored credential unknown or switched
 * off, or an order no longer open. Providers turn these into errorCodes 4, 5, 2 and 7.
 */
export type RefusalReason = 'missing' | 'invalid' | 'binding_unknown' | 'binding_inactive' | 'not_open';

export interface P2pRefusal {
  readonly refusal: RefusalReason;
  /** The member at fault, as a dotted path (`fromCard.pan`, `billingPayerData.payerFirstName`). */
  readonly field?: string | undefined;
  readonly rule?: string | undefined;
  readonly message: string;
}

export const missing = (field: string, message = 'is required'): P2pRefusal => ({ refusal: 'missing', field, rule: 'required', message });
export const invalid = (field: string, rule: string, message: string): P2pRefusal => ({ refusal: 'invalid', field, rule, message });
export const notOpen = (): P2pRefusal => ({ refusal: 'not_open', message: 'the order is not open for this operation' });

