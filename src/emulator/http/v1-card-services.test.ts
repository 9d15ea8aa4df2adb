/**
 * v1 card services over HTTP (`app.inject`): changePin, generatePin, generateCVC2, getTokenList,
 * setTransactionSchemeAdditions, serviceAction. Every answer is parsed with its contract; every
 * refused or rejected request leaves the sandbox as it was; bad input is never a 5xx.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v2 from '../../contracts/v2.js';
import { decryptCvc2, decryptPin, encryptPin, verifyPin } from '../domain/pin.js';
import { describe, PHONE, V1Kit, type KitCard } from './v1-test-kit.js';

const id = (card: KitCard) => ({ cardIdentification: { cardNumber: card.number } });

test('changePin stores a salted hash of the new PIN, answers no PIN, and needs an active card', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const answer = await kit.ok('changePin', { ...id(card), newPinData: '123456' });
  assert.doesNotMatch(JSON.stringify(answer), /123456/);
  const stored = kit.domainCard(card);
  assert.equal(verifyPin(stored.pinHash, '123456'), true);
  assert.doesNotMatch(stored.pinHash ?? '', /123456/);
  await kit.ok('changePin', { cardIdentification: { cardId: card.cardId }, newPinData: '0000' });
  assert.equal(verifyPin(stored.pinHash, '0000'), true);
  assert.equal(verifyPin(stored.pinHash, '123456'), false);

  for (const newPinData of ['123', '1234567890123', '12a4', '', 1234, null]) await kit.rejected('changePin', { ...id(card), newPinData }, ['newPinData']);
  await kit.rejected('changePin', id(card), ['newPinData']);
  await kit.refused('changePin', { cardIdentification: { cardNumber: '5298110000000018' }, newPinData: '1234' }, '14');
  await kit.ok('blockCard', id(card));
  await kit.refused('changePin', { ...id(card), newPinData: '1234' }, '62');
  await kit.ok('changeCardStatus', { ...id(card), hotCardStatus: 22 });
  await kit.refused('changePin', { ...id(card), newPinData: '1234' }, '54');
});

test('generatePin: WS (the default) answers the new PIN; WS_ENCRYPTED a PIN block; SMS, HALF_AND_HALF and NONE nothing', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const stored = kit.domainCard(card);
  for (const method of [undefined, 'WS'] as const) {
    const { pinValue } = await kit.ok('generatePin', { ...id(card), ...(method ? { pinDeliveryMethod: method } : {}) });
    assert.match(pinValue ?? '', /^\d{4}$/);
    assert.equal(verifyPin(stored.pinHash, pinValue!), true);
  }
  const encrypted = await kit.ok('generatePin', { ...id(card), pinDeliveryMethod: 'WS_ENCRYPTED' });
  assert.equal(encrypted.pinValue, undefined);
  const pin = decryptPin(encrypted.encryptedPinValue?.[0] ?? '', card.number);
  assert.ok(pin !== undefined && verifyPin(stored.pinHash, pin), 'the PIN block holds the new PIN');
  for (const method of ['SMS', 'HALF_AND_HALF', 'NONE']) {
    // A six-digit PIN first: the sandbox forms four-digit PINs, so the old one cannot come back.
    await kit.ok('changePin', { ...id(card), newPinData: '135790' });
    const answer = await kit.ok('generatePin', { ...id(card), pinDeliveryMethod: method });
    assert.deepEqual(Object.keys(answer).filter((k) => /pin/i.test(k)), [], `${method} answers no PIN`);
    assert.equal(verifyPin(stored.pinHash, '135790'), false, `${method} formed a new PIN`);
  }
});

test('generatePin with a PIN chosen in clear or as a PIN block; the card found by mask and phone', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const stored = kit.domainCard(card);
  await kit.ok('generatePin', { ...id(card), pinValue: '24680', pinDeliveryMethod: 'NONE' });
  assert.equal(verifyPin(stored.pinHash, '24680'), true);
  await kit.ok('generatePin', { ...id(card), encryptedPinValue: [encryptPin('8642', card.number)], pinDeliveryMethod: 'NONE' });
  assert.equal(verifyPin(stored.pinHash, '8642'), true);
  const mask = `${card.number.slice(0, 6)}******${card.number.slice(-4)}`;
  await kit.ok('generatePin', { cardIdentification: { cardNumberMask: mask, phoneNumber: PHONE }, pinValue: '1111', pinDeliveryMethod: 'SMS' });
  assert.equal(verifyPin(stored.pinHash, '1111'), true);
  await kit.refused('generatePin', { cardIdentification: { cardNumberMask: mask, phoneNumber: '490000000000' } }, '14');

  await kit.rejected('generatePin', { ...id(card), pinValue: '1234', encryptedPinValue: [encryptPin('1234', card.number)] }, ['pinValue']);
  await kit.rejected('generatePin', { ...id(card), encryptedPinValue: ['0123456789ABCDEF'] }, ['encryptedPinValue']);
  await kit.rejected('generatePin', { ...id(card), encryptedPinValue: [encryptPin('1234', '5298110000000018')] }, ['encryptedPinValue']);
  await kit.rejected('generatePin', { ...id(card), encryptedPinValue: ['12'] }, ['encryptedPinValue.0']);
  await kit.rejected('generatePin', { ...id(card), pinDeliveryMethod: 'EMAIL' }, ['pinDeliveryMethod']);
  await kit.rejected('generatePin', { ...id(card), checkCardOnly: 'yes' }, ['checkCardOnly']);
});

test('generatePin with checkCardOnly only checks the card: nothing changes, nothing is answered', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  await kit.ok('changePin', { ...id(card), newPinData: '4321' });
  const before = kit.snapshot();
  const answer = await kit.ok('generatePin', { ...id(card), checkCardOnly: true, pinDeliveryMethod: 'WS', pinValue: '9999' });
  assert.equal(answer.pinValue, undefined);
  assert.equal(kit.snapshot(), before);
  assert.equal(verifyPin(kit.domainCard(card).pinHash, '4321'), true);
  await kit.ok('generatePin', { ...id(card), checkCardOnly: false, pinDeliveryMethod: 'NONE' });
  assert.notEqual(kit.snapshot(), before, 'without checkCardOnly a PIN is formed (and the snapshot sees it)');
  await kit.refused('generatePin', { cardIdentification: { cardNumber: '5298110000000018' }, checkCardOnly: true }, '14');
  await kit.ok('changeCardStatus', { ...id(card), hotCardStatus: 6 });
  await kit.refused('generatePin', { ...id(card), checkCardOnly: true }, '62');
  await kit.refused('generatePin', id(card), '62');
});

test('generateCVC2 gives the card a new CVC2, which v2 shows; how it is delivered follows deliveryMethod', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const stored = kit.domainCard(card);
  const v2Cvc = async () => {
    const res = await kit.app.inject({ method: 'GET', url: `/v2/cards/${card.cardId}`, headers: { 'x-api-key': kit.state.account.v2.apiKey } });
    assert.equal(res.statusCode, 200, describe(res));
    return v2.v2Endpoints.getCard.response.parse(res.json()).cvc;
  };
  const old = stored.cvc;
  const ws = await kit.ok('generateCVC2', id(card));
  assert.match(ws.cvc2 ?? '', /^\d{3}$/);
  assert.notEqual(ws.cvc2, old);
  assert.equal(ws.cardNumber, card.number);
  assert.equal(ws.cardNumberMask, `${card.number.slice(0, 6)}******${card.number.slice(-4)}`);
  assert.equal(await v2Cvc(), ws.cvc2);

  const encrypted = await kit.ok('generateCVC2', { ...id(card), deliveryMethod: 'WS_ENCRYPTED' });
  assert.equal(encrypted.cardNumber, undefined);
  assert.equal(decryptCvc2(encrypted.cvc2 ?? ''), stored.cvc);
  assert.equal(await v2Cvc(), stored.cvc);

  for (const [deliveryMethod, phone] of [['SMS', PHONE], ['HALF_AND_HALF', undefined], ['NONE', undefined]] as const) {
    const before = stored.cvc;
    const answer = await kit.ok('generateCVC2', { cardIdentification: { cardNumber: card.number, ...(phone ? { phoneNumber: phone } : {}) }, deliveryMethod });
    assert.deepEqual([answer.cardNumber, answer.cvc2], [undefined, undefined], deliveryMethod);
    assert.ok(answer.cardNumberMask);
    assert.notEqual(stored.cvc, before, `${deliveryMethod} changed the CVC2`);
  }
  await kit.rejected('generateCVC2', { ...id(card), deliveryMethod: 'SMS' }, ['cardIdentification.phoneNumber']);
  await kit.rejected('generateCVC2', { ...id(card), deliveryMethod: 'POST' }, ['deliveryMethod']);
  await kit.refused('generateCVC2', { cardIdentification: { cardNumber: '5298110000000018' } }, '14');
  await kit.ok('blockCard', id(card));
  await kit.refused('generateCVC2', id(card), '62');
});

test('getTokenList: one device token per card, also under /payment; inactive with the card; plastic filter', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const other = await kit.card('Bob');
  const { tokenList } = await kit.ok('getTokenList', id(card));
  assert.equal(tokenList.token.length, 1);
  const token = tokenList.token[0]!;
  assert.match(token.tokenValue, /^DWSPMC[0-9A-F]{42}$/);
  assert.deepEqual([token.active, token.plasticNumber, token.expiryDate], [true, 1, card.expiry]);
  assert.deepEqual((await kit.ok('getTokenList', id(card), { payment: true })).tokenList, tokenList);
  assert.deepEqual((await kit.ok('getTokenList', { cardIdentification: { cardNumber: card.number, plasticNumber: 1 } })).tokenList, tokenList);
  assert.deepEqual((await kit.ok('getTokenList', { cardIdentification: { cardNumber: card.number, plasticNumber: 2 } })).tokenList.token, []);
  assert.notEqual((await kit.ok('getTokenList', id(other))).tokenList.token[0]?.tokenValue, token.tokenValue);
  await kit.ok('blockCard', id(card));
  assert.equal((await kit.ok('getTokenList', id(card))).tokenList.token[0]?.active, false);
  await kit.refused('getTokenList', { cardIdentification: { cardNumber: '5298110000000018' } }, '14');
  await kit.rejected('getTokenList', {}, ['cardIdentification']);
});

test('setTransactionSchemeAdditions keeps the list per card; the issuer domain is the sandbox institution; ids are unique', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const institution = kit.state.account.v1.institutionId;
  const addition = { id: 7, domain: institution, countryGroup: 1, mccGroup: 12, transactionType: 774, posDataCode: '810' };
  await kit.ok('setTransactionSchemeAdditions', { ...id(card), transactionSchemeAdditions: { addition: [addition, { ...addition, id: 8 }] } });
  assert.deepEqual(kit.sandbox.cardServices.schemeAdditions(kit.domainCard(card)), [addition, { ...addition, id: 8 }]);
  await kit.ok('setTransactionSchemeAdditions', { ...id(card), transactionSchemeAdditions: { addition: [] } });
  assert.deepEqual(kit.sandbox.cardServices.schemeAdditions(kit.domainCard(card)), []);

  const body = (list: unknown[]) => ({ ...id(card), transactionSchemeAdditions: { addition: list } });
  await kit.rejected('setTransactionSchemeAdditions', body([{ ...addition, domain: '9999' }]), ['transactionSchemeAdditions.addition.0.domain']);
  await kit.rejected('setTransactionSchemeAdditions', body([addition, addition]), ['transactionSchemeAdditions.addition.1.id']);
  for (const member of Object.keys(addition)) {
    const broken: Record<string, unknown> = { ...addition };
    delete broken[member];
    await kit.rejected('setTransactionSchemeAdditions', body([broken]), [`transactionSchemeAdditions.addition.0.${member}`]);
  }
  await kit.rejected('setTransactionSchemeAdditions', body([{ ...addition, mccGroup: 1.5 }]), ['transactionSchemeAdditions.addition.0.mccGroup']);
  await kit.rejected('setTransactionSchemeAdditions', id(card), ['transactionSchemeAdditions']);
  await kit.refused('setTransactionSchemeAdditions', { cardIdentification: { cardNumber: '5298110000000018' }, transactionSchemeAdditions: { addition: [addition] } }, '14');
});

test('serviceAction: every action code does what its name says, with its response code', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const service = (actionCode: string, more: Record<string, unknown> = {}) => ({
    serviceIdentification: { serviceType: 'SMS_NOTIFICATION', serviceId: 'SMS-1', serviceObjectType: 'SERVICE_OBJECT_CARD' },
    actionCode: `ACTION_CODE_${actionCode}`,
    cardIdentification: { cardNumber: card.number, expDate: card.expiry },
    ...more,
  });
  const phone = (phoneNumber: string) => ({ serviceParameters: { phoneNumber } });
  await kit.refused('serviceAction', service('INQUIRE'), '25');
  for (const code of ['UPDATE', 'DELETE', 'CHECK', 'CHANGE_ACCESS', 'CHECK_PARAMETERS', 'RESTORE_PARAMETERS', 'ACTION']) await kit.refused('serviceAction', service(code), '25');
  await kit.ok('serviceAction', service('ADD', phone('491511111111')));
  await kit.refused('serviceAction', service('ADD'), '26');
  await kit.ok('serviceAction', service('INQUIRE'));
  await kit.ok('serviceAction', service('CHECK'));
  await kit.ok('serviceAction', service('ACTION'));
  await kit.ok('serviceAction', service('UPDATE', phone('491522222222')));
  await kit.ok('serviceAction', service('CHECK_PARAMETERS', phone('491522222222')));
  await kit.refused('serviceAction', service('CHECK_PARAMETERS', phone('491511111111')), '05');
  await kit.ok('serviceAction', service('RESTORE_PARAMETERS'));
  await kit.ok('serviceAction', service('CHECK_PARAMETERS', phone('491511111111')));
  await kit.ok('serviceAction', service('CHANGE_ACCESS'));
  await kit.refused('serviceAction', service('CHECK'), '57');
  await kit.refused('serviceAction', service('ACTION'), '57');
  await kit.ok('serviceAction', service('CHANGE_ACCESS'));
  await kit.ok('serviceAction', service('CHECK'));
  await kit.ok('serviceAction', service('DELETE'));
  await kit.refused('serviceAction', service('INQUIRE'), '25');
});

test('serviceAction: the card with its expiry; account services seen from every card of the account; a blocked card only reads and deletes', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const v1 = kit.state.account.v1;
  const second = await kit.ok('createVirtualCard', {
    cardIdentification: { cardNumber: v1.placeholderCardNumber },
    virtualCardIdentification: { expDate: '203001', productType: v1.cardProductType },
    amount: 0,
    currency: 978,
    accountNumber: card.accountNumber,
  });
  const body = (actionCode: string, objectType: string, identification: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
    serviceIdentification: { serviceType: 'EMAIL_STATEMENT', serviceId: 'ST-1', serviceObjectType: objectType },
    actionCode: `ACTION_CODE_${actionCode}`,
    cardIdentification: identification,
    ...more,
  });
  const first = { cardNumber: card.number, expDate: card.expiry };
  const other = { cardNumber: second.virtualCardIdentification.cardNumber, expDate: '203001' };
  await kit.ok('serviceAction', body('ADD', 'SERVICE_OBJECT_ACCOUNT', first, { accountNumber: card.accountNumber, serviceParameters: { email: 'alice@example.com' } }));
  await kit.ok('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_ACCOUNT', other));
  await kit.refused('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_CARD', other), '25');
  await kit.refused('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_ACCOUNT', first, { accountNumber: '40817978999999999999' }), '05');
  await kit.refused('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_ACCOUNT', { ...first, expDate: '203512' }), '14');
  await kit.refused('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_ACCOUNT', { cardNumber: '5298110000000018', expDate: card.expiry }), '14');
  await kit.rejected('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_ACCOUNT', { cardNumber: card.number }), ['cardIdentification.expDate']);
  await kit.rejected('serviceAction', body('REMOVE', 'SERVICE_OBJECT_ACCOUNT', first), ['actionCode']);
  await kit.rejected('serviceAction', body('ADD', 'SERVICE_OBJECT_PARTY', first), ['serviceIdentification.serviceObjectType']);
  await kit.rejected('serviceAction', body('ADD', 'SERVICE_OBJECT_CARD', first, { serviceParameters: { phoneNumber: '12', email: 'nope' } }), ['serviceParameters.phoneNumber', 'serviceParameters.email']);

  await kit.ok('blockCard', { cardIdentification: { cardNumber: card.number } });
  for (const code of ['ADD', 'UPDATE', 'CHECK', 'CHANGE_ACCESS', 'RESTORE_PARAMETERS', 'ACTION']) await kit.refused('serviceAction', body(code, 'SERVICE_OBJECT_ACCOUNT', first), '62');
  await kit.ok('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_ACCOUNT', first));
  await kit.ok('serviceAction', body('CHECK_PARAMETERS', 'SERVICE_OBJECT_ACCOUNT', first, { serviceParameters: { email: 'alice@example.com' } }));
  await kit.ok('serviceAction', body('DELETE', 'SERVICE_OBJECT_ACCOUNT', first));
  await kit.refused('serviceAction', body('INQUIRE', 'SERVICE_OBJECT_ACCOUNT', other), '25');
});

test('bad input to the card-service operations is a 400 naming a field, never a 5xx, and changes nothing', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const operations = ['changePin', 'generatePin', 'generateCVC2', 'getTokenList', 'setTransactionSchemeAdditions', 'serviceAction'] as const;
  const bodies: unknown[] = [{}, { cardIdentification: null }, { cardIdentification: [] }, { cardIdentification: { cardNumber: 'x' } }, { cardIdentification: { cardNumber: -1 } }];
  for (const operation of operations) {
    for (const body of bodies) {
      const before = kit.snapshot();
      const res = await kit.send(operation, body);
      assert.equal(res.statusCode, 400, `${operation} ${JSON.stringify(body)}: ${describe(res)}`);
      assert.ok(res.json<{ error: { details: unknown[] } }>().error.details.length > 0);
      assert.equal(kit.snapshot(), before);
    }
    const raw = await kit.send(operation, undefined, { raw: '{"cardIdentification":' });
    assert.equal(raw.statusCode, 400, `${operation} with broken JSON: ${describe(raw)}`);
  }
  assert.ok(card.number);
});
