/** Parameter types of the step library: people, money, intervals, dates. */
import { defineParameterType } from '@cucumber/cucumber';
import { MONEY_PATTERN, type Money, parseMoney } from './money.js';
import { CARDHOLDER_DETAILS } from './tasks/cardholders.js';
import { TEST_CARDS, type TestCardName } from './tasks/orders.js';

defineParameterType({ name: 'actor', regexp: /[A-Z][a-z]+/, transformer: (name: string) => name });
defineParameterType({ name: 'money', regexp: MONEY_PATTERN, transformer: (text: string): Money => parseMoney(text) });
defineParameterType({ name: 'interval', regexp: /daily|monthly/, transformer: (text: string) => text as 'daily' | 'monthly' });
defineParameterType({ name: 'date', regexp: /\d{4}-\d{2}-\d{2}/, transformer: (text: string) => text });
defineParameterType({ name: 'time', regexp: /\d{2}:\d{2}/, transformer: (text: string) => text });
defineParameterType({
  name: 'detail',
  regexp: new RegExp(Object.keys(CARDHOLDER_DETAILS).join('|')),
  transformer: (text: string) => text as keyof typeof CARDHOLDER_DETAILS,
});
defineParameterType({ name: 'credentials', regexp: /with a wrong|without an/, transformer: (text: string) => text });
defineParameterType({ name: 'testcard', regexp: new RegExp(Object.keys(TEST_CARDS).join('|')), transformer: (text: string) => text as TestCardName });
defineParameterType({ name: 'orderstate', regexp: /registered and not paid|held|paid|reversed|refunded|declined/, transformer: (text: string) => text });
defineParameterType({
  name: 'declinereason',
  regexp: /the card data were wrong|of insufficient funds|the card is blocked|it exceeds the e-commerce limit|the issuer declined it|3-D Secure authentication failed|the payment session expired/,
  transformer: (text: string) => text,
});
