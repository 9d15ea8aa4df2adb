import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ActionCode, CardServices, type ServiceKey, deviceToken } from './card-services.js';
import { cardStanding } from './card-system/index.js';
import { Sandbox } from './sandbox.js';

function cardOf(sandbox = new Sandbox()) {
  const now = sandbox.clock.now();
  const party = sandbox.parties.register({ firstName: 'Alice', lastName: 'Tester', phoneNumber: '491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, now);
  return sandbox.cards.issue(party, 'VIRTUAL_CLASSIC', now);
}

const KEY = (objectKey: string): ServiceKey => ({ serviceType: 'SMS_NOTIFICATION', serviceId: 'S1', objectType: 'SERVICE_OBJECT_CARD', objectKey });

test('one device token per card: stable, a 48-character reference, active only while the card is usable', () => {
  const card = cardOf();
  const token = deviceToken(card, true);
  assert.match(token.tokenValue, /^DWSPMC[0-9A-F]{42}$/);
  assert.deepEqual(deviceToken(card, true), token, 'the same card always has the same token');
  assert.equal(token.plasticNumber, 1);
  assert.equal(token.expiryDate, card.expiry);
  assert.equal(token.active, true);
  assert.equal(deviceToken(card, false).active, false, 'an expired card has an inactive token');
  card.hotCardStatus = 6;
  assert.equal(deviceToken(card, cardStanding(card, new Date()) === 'ok').active, false, 'a lost card is not usable: its token is inactive');
  assert.notEqual(deviceToken(cardOf(), true).tokenValue, token.tokenValue);
});

test('scheme additions: a new list replaces the old, an empty one clears it, each card its own', () => {
  const services = new CardServices();
  const alice = cardOf();
  const bob = cardOf();
  const addition = { id: 1, domain: '1001', countryGroup: 2, mccGroup: 3, transactionType: 774, posDataCode: '810' };
  services.setSchemeAdditions(alice, [addition, { ...addition, id: 2 }]);
  assert.deepEqual(services.schemeAdditions(alice).map((a) => a.id), [1, 2]);
  assert.deepEqual(services.schemeAdditions(bob), []);
  services.setSchemeAdditions(alice, [{ ...addition, id: 3 }]);
  assert.deepEqual(services.schemeAdditions(alice).map((a) => a.id), [3]);
  services.setSchemeAdditions(alice, []);
  assert.deepEqual(services.schemeAdditions(alice), []);
});

test('every action code on a service that is not connected: only ADD connects it', () => {
  const others: ActionCode[] = [
    'ACTION_CODE_UPDATE', 'ACTION_CODE_DELETE', 'ACTION_CODE_CHECK', 'ACTION_CODE_CHANGE_ACCESS',
    'ACTION_CODE_CHECK_PARAMETERS', 'ACTION_CODE_RESTORE_PARAMETERS', 'ACTION_CODE_INQUIRE', 'ACTION_CODE_ACTION',
  ];
  const services = new CardServices();
  for (const code of others) assert.equal(services.act(code, KEY('c1'), {}), 'not_connected', code);
  assert.equal(services.service(KEY('c1')), undefined);
  assert.equal(services.act('ACTION_CODE_ADD', KEY('c1'), { phoneNumber: '491511234567' }), 'ok');
  assert.equal(services.act('ACTION_CODE_ADD', KEY('c1'), {}), 'already_connected');
  for (const code of others.filter((c) => c !== 'ACTION_CODE_DELETE')) assert.notEqual(services.act(code, KEY('c1'), {}), 'not_connected', code);
});

test('UPDATE, CHECK_PARAMETERS and RESTORE_PARAMETERS: parameters change, compare and come back', () => {
  const services = new CardServices();
  services.act('ACTION_CODE_ADD', KEY('c1'), { phoneNumber: '491511111111', email: 'a@example.com' });
  assert.equal(services.act('ACTION_CODE_UPDATE', KEY('c1'), { phoneNumber: '491522222222' }), 'ok');
  assert.deepEqual(services.service(KEY('c1'))?.parameters, { phoneNumber: '491522222222', email: 'a@example.com' });
  assert.equal(services.act('ACTION_CODE_CHECK_PARAMETERS', KEY('c1'), { phoneNumber: '491522222222' }), 'ok');
  assert.equal(services.act('ACTION_CODE_CHECK_PARAMETERS', KEY('c1'), { phoneNumber: '491511111111' }), 'parameters_differ');
  assert.equal(services.act('ACTION_CODE_CHECK_PARAMETERS', KEY('c1'), { email: 'b@example.com' }), 'parameters_differ');
  assert.equal(services.act('ACTION_CODE_RESTORE_PARAMETERS', KEY('c1'), {}), 'ok');
  assert.equal(services.act('ACTION_CODE_CHECK_PARAMETERS', KEY('c1'), { phoneNumber: '491511111111', email: 'a@example.com' }), 'ok');
});

test('CHANGE_ACCESS suspends and resumes: CHECK and ACTION refuse a suspended service, INQUIRE still finds it', () => {
  const services = new CardServices();
  services.act('ACTION_CODE_ADD', KEY('c1'), {});
  assert.equal(services.act('ACTION_CODE_ACTION', KEY('c1'), {}), 'ok');
  assert.equal(services.act('ACTION_CODE_CHANGE_ACCESS', KEY('c1'), {}), 'ok');
  assert.equal(services.act('ACTION_CODE_CHECK', KEY('c1'), {}), 'suspended');
  assert.equal(services.act('ACTION_CODE_ACTION', KEY('c1'), {}), 'suspended');
  assert.equal(services.act('ACTION_CODE_INQUIRE', KEY('c1'), {}), 'ok');
  assert.equal(services.service(KEY('c1'))?.performed, 1, 'a refused ACTION performs nothing');
  assert.equal(services.act('ACTION_CODE_CHANGE_ACCESS', KEY('c1'), {}), 'ok');
  assert.equal(services.act('ACTION_CODE_CHECK', KEY('c1'), {}), 'ok');
});

test('DELETE disconnects; services are per object and per service id', () => {
  const services = new CardServices();
  services.act('ACTION_CODE_ADD', KEY('c1'), {});
  services.act('ACTION_CODE_ADD', { ...KEY('c1'), serviceId: 'S2' }, {});
  services.act('ACTION_CODE_ADD', { ...KEY('acc'), objectType: 'SERVICE_OBJECT_ACCOUNT' }, {});
  assert.equal(services.act('ACTION_CODE_INQUIRE', KEY('c2'), {}), 'not_connected');
  assert.equal(services.act('ACTION_CODE_INQUIRE', { ...KEY('acc'), objectType: 'SERVICE_OBJECT_CARD' }, {}), 'not_connected');
  assert.equal(services.act('ACTION_CODE_INQUIRE', { ...KEY('c1'), serviceId: 'S2' }, {}), 'ok');
  assert.equal(services.act('ACTION_CODE_DELETE', KEY('c1'), {}), 'ok');
  assert.equal(services.act('ACTION_CODE_INQUIRE', KEY('c1'), {}), 'not_connected');
  assert.equal(services.act('ACTION_CODE_INQUIRE', { ...KEY('c1'), serviceId: 'S2' }, {}), 'ok', 'the other service of the card stays');
  assert.equal(services.act('ACTION_CODE_ADD', KEY('c1'), {}), 'ok', 'a deleted service can be connected again');
});
