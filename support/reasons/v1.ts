/**
 * Why Card Management v1 declined a top-up, debit, payment, credit or transfer: a refusal with an
 * ISO 8583 responseCode (HTTP 200). v1 has one code for every amount limit, so "daily" and
 * "monthly" both read 61 there.
 */
export const V1_DECLINES: Readonly<Record<string, string>> = {
  'the card is blocked': '62',
  'of insufficient funds': '51',
  'it exceeds the daily spending limit': '61',
  'it exceeds the monthly spending limit': '61',
  'it exceeds a spending limit': '61',
  'the expiry date is wrong': '54',
  'the account does not permit it': '57',
  'the beneficiary is not allowed': '57',
  'the merchant category is not allowed': '57',
  'the account credited does not permit it': '57',
  'the card has expired': '54',
};
