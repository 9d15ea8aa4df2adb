/**
 * The bench's cards and requests, made on an emulator's state through the domain (not HTTP: the
 * set-up is not what is measured): the HTTP child (emulator-child.ts) serves them over a socket,
 * route-work.ts answers them in-process.
 */
import type { EmulatorState } from '../../src/emulator/state.js';
import { setLimitValue } from '../../src/emulator/domain/limits.js';
import type { Card } from '../../src/emulator/domain/cards.js';
import { gatewayOperations } from '../../src/contracts/gateway/index.js';
import type { BenchRequest } from './protocol.js';

export function benchRequests(state: EmulatorState): Record<string, BenchRequest> {
  const { sandbox, account } = state;
  const now = sandbox.clock.now();

  /** A cardholder with a card whose limits never refuse and (for a source) enough money for any run. */
  function card(name: string, funds: number): Card {
    const party = sandbox.parties.register({ firstName: name, lastName: 'Bench', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, now);
    const issued = sandbox.cards.issue(party, account.v2.productName, now);
    for (const limit of issued.limits) setLimitValue(limit, 999_999_999_999);
    if (funds > 0 && sandbox.payments.topUp(issued.pan, funds, now).status !== 'approved') throw new Error('bench set-up: the top-up was declined');
    return issued;
  }

  const v2Source = card('V2Source', 100_000_000_000);
  const v1Source = card('V1Source', 100_000_000_000);
  const gatewayPayer = card('GatewayPayer', 100_000_000_000);
  const destination = card('Destination', 0);
  const v2Headers = { 'x-api-key': account.v2.apiKey, 'content-type': 'application/json' };
  const v1Headers = { authorization: `Basic ${account.v1.token}`, 'content-type': 'application/json' };
  const v1 = (operation: string) => `/v1/apigate/ws/rest/${operation}`;
  // The gateway as a shop's server calls it: form-encoded parameters, the merchant's userName and password.
  const form = (params: Record<string, string>) => Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&').replace(/%7B(orderNumber|orderId)%7D/g, '{$1}');
  const merchant = { userName: account.gateway.userName, password: account.gateway.password };
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

  return {
    'v2 GET card': { method: 'GET', path: `/v2/cards/${v2Source.id}`, headers: { 'x-api-key': account.v2.apiKey }, expect: '"status":"active"' },
    'v1 getCardBalance': { method: 'POST', path: v1('getCardBalance'), headers: v1Headers, body: JSON.stringify({ cardIdentification: { cardNumber: v1Source.pan } }), expect: '"responseCode":"00"' },
    'v2 transfer': {
      method: 'POST',
      path: '/v2/transfers',
      headers: v2Headers,
      // One cent a move: the source can pay for many millions and the balances stay readable.
      body: JSON.stringify({ amount: 1, currency: 'EUR', sourceCard: { cardNumber: v2Source.pan, expiryDate: v2Source.expiry }, destinationCard: { cardNumber: destination.pan } }),
      moneyMove: true,
      expect: '"status":"approved"',
    },
    'v1 p2pTransfer': {
      method: 'POST',
      path: v1('p2pTransfer'),
      headers: v1Headers,
      body: JSON.stringify({ sourceCardIdentification: { cardNumber: v1Source.pan }, destinationCardIdentification: { cardNumber: destination.pan }, amount: 1, currency: 978 }),
      moneyMove: true,
      expect: '"responseCode":"00"',
    },
    // An order can be paid once, so each payment is a pair: register.do for one cent, then
    // paymentorder.do with the sandbox card's data for that order (no 3-D Secure for the sandbox's
    // own cards). Orders are made while the run goes, not before: every gateway request walks the
    // unpaid orders for time-outs, and thousands made in advance would be measured instead.
    'gateway paymentorder.do': {
      method: 'POST',
      path: gatewayOperations['register.do'].path,
      headers: formHeaders,
      body: form({ ...merchant, orderNumber: '{orderNumber}', amount: '1', returnUrl: 'https://shop.example.com/return' }),
      expect: '"errorCode":"0"',
      then: {
        method: 'POST',
        path: gatewayOperations['paymentorder.do'].path,
        headers: formHeaders,
        body: form({ ...merchant, MDORDER: '{orderId}', $PAN: gatewayPayer.pan, $EXPIRY: gatewayPayer.expiry, $CVC: gatewayPayer.cvc, TEXT: 'GATEWAY PAYER' }),
        moneyMove: true,
        expect: 'Your payment has been processed',
      },
    },
  };
}
