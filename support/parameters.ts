/** Parameter types of the step library: people, money, intervals, dates. */
import { parameterType } from './parameter-types.js';
import { MONEY_PATTERN, type Money, parseMoney } from './money.js';
import { CARDHOLDER_DETAILS } from './tasks/cardholders.js';
import { TEST_CARDS, type TestCardName } from './tasks/orders.js';

// Snippets of undefined steps guess only value-shaped types (money, dates, times): {actor} would make
// every capitalised word a person ("Card Management" became "{actor} {actor}"), word lists would take
// "paid" or "daily" out of any new phrase.
parameterType({ name: 'actor', regexp: /[A-Z][a-z]+/, transformer: (name: string) => name });
parameterType({ name: 'money', regexp: MONEY_PATTERN, transformer: (text: string): Money => parseMoney(text), useForSnippets: true });
parameterType({ name: 'interval', regexp: /daily|monthly/, transformer: (text: string) => text as 'daily' | 'monthly' });
parameterType({ name: 'date', regexp: /\d{4}-\d{2}-\d{2}/, transformer: (text: string) => text, useForSnippets: true });
parameterType({ name: 'time', regexp: /\d{2}:\d{2}/, transformer: (text: string) => text, useForSnippets: true });
parameterType({
  name: 'detail',
  regexp: new RegExp(Object.keys(CARDHOLDER_DETAILS).join('|')),
  transformer: (text: string) => text as keyof typeof CARDHOLDER_DETAILS,
});
parameterType({ name: 'credentials', regexp: /with a wrong|without an/, transformer: (text: string) => text });
parameterType({ name: 'testcard', regexp: new RegExp(Object.keys(TEST_CARDS).join('|')), transformer: (text: string) => text as TestCardName });
parameterType({ name: 'orderstate', regexp: /registered and not paid|held|paid|reversed|refunded|declined/, transformer: (text: string) => text });
parameterType({
  name: 'declinereason',
  regexp: /the card data were wrong|of insufficient funds|the card is blocked|it exceeds the e-commerce limit|the issuer declined it|3-D Secure authentication failed|the payment session expired/,
  transformer: (text: string) => text,
});
