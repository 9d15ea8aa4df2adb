/** Why Card Management v2 declined a top-up, payment or transfer: the answer's status is `declined` and its statusMessage says why. */
export const V2_DECLINES: Readonly<Record<string, RegExp>> = {
  'the card is blocked': /blocked/i,
  'of insufficient funds': /insufficient funds/i,
  'it exceeds the daily spending limit': /daily.*limit|limit.*daily/i,
  'it exceeds the monthly spending limit': /monthly.*limit|limit.*monthly/i,
  'the expiry date is wrong': /expiry/i,
  'the account credited does not permit it': /destination account restricted/i,
  'the card credited is the card paying': /same card/i,
  'the card does not exist': /^unknown card$/i,
  'the card credited does not exist': /unknown destination card/i,
};
