import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLuhnValid, luhnCheckDigit } from './luhn.js';
import { SecretRegistry, looksLikeCardNumber, maskHeaders, maskPan, maskText, maskValue } from './masking.js';

const PAN = '4111111111111111';
const MASKED = '411111******1111';

test('maskPan keeps first 6 and last 4 and the length', () => {
  assert.equal(maskPan(PAN), MASKED);
  assert.equal(maskPan('4000000000000000002'), '400000*********0002');
  assert.equal(maskPan('4111111111111'), '411111***1111');
  assert.equal(maskPan('411111111111'), '************');
  assert.equal(maskPan(''), '');
});

test('maskText masks a Luhn-valid PAN in JSON, a URL query and free text', () => {
  assert.equal(maskText(`{"card":"${PAN}"}`), `{"card":"${MASKED}"}`);
  assert.equal(maskText(`GET /cards?q=${PAN}&x=1`), `GET /cards?q=${MASKED}&x=1`);
  assert.equal(maskText(`charged card ${PAN} for 10 EUR`), `charged card ${MASKED} for 10 EUR`);
  assert.equal(maskText('amex 378282246310005.'), 'amex 378282*****0005.');
});

test('maskText keeps epoch timestamps readable, Luhn-valid ones too, and masks what a scheme issues', () => {
  // Epoch milli-, micro- and nanoseconds of 2026 that pass the Luhn check (one in ten does).
  for (const ts of ['1767225600009', '1767225600000008', '1767225600000000009']) {
    assert.equal(isLuhnValid(ts), true);
    assert.equal(maskText(`"date":${ts}`), `"date":${ts}`);
    assert.deepEqual(maskValue({ date: Number(ts), at: ts }), { date: Number(ts), at: ts });
  }
  // The gateway sandbox's test cards, a card of the emulator's BIN, each scheme's prefix, UATP.
  for (const pan of ['5555555555555599', '4111111111111111', '5168494895055780', '4000001111111118', '4444555511113333', '5298110000000009', '2221000000000009', '378282246310005', '30569309025904', '3530111333300000', '6011111111111117', '6200000000000005', '2200000000000004', '8171999927660000', '150000000000008']) {
    assert.equal(looksLikeCardNumber(pan), isLuhnValid(pan), pan);
    if (isLuhnValid(pan)) assert.equal(maskText(`paid with ${pan}.`), `paid with ${maskPan(pan)}.`);
  }
  // A Luhn-valid run no scheme issues (a 9-prefixed reference number) is not a card number.
  assert.equal(maskText('reference 9000000000000001'), 'reference 9000000000000001');
});

test('maskText masks a card number under its key whatever its digits', () => {
  assert.equal(maskText('GET /v2/transfers?cardNumberFltr=4111111111111112&page=1'), 'GET /v2/transfers?cardNumberFltr=411111******1112&page=1');
  assert.equal(maskText('{"cardNumber":"9000000000000002","amount":5}'), '{"cardNumber":"900000******0002","amount":5}');
  assert.equal(maskText('$PAN=1767225600009 pan: 123456789012'), '$PAN=176722***0009 pan: ************');
  assert.equal(maskText('phoneNumber=4915112345679'), 'phoneNumber=4915112345679', 'a key that merely ends in number');
  // P2P billing data: an account that may be the payer's or the recipient's card number.
  assert.deepEqual(maskValue({ billingPayerData: { payerAccount: '8879841194243562' }, billingRecipientData: { recipientAccount: 8879841194243562 } }), {
    billingPayerData: { payerAccount: '887984******3562' },
    billingRecipientData: { recipientAccount: '887984******3562' },
  });
});

test('maskText keeps non-Luhn timestamps and digits that are part of longer runs', () => {
  const ts = '1767225600001'; // epoch millis, 13 digits
  assert.equal(isLuhnValid(ts), false);
  assert.equal(maskText(`at ${ts}`), `at ${ts}`);
  // 21-digit ids whose leading 19 or trailing 16 digits happen to be Luhn-valid.
  const head19 = '411111111111111111' + luhnCheckDigit('411111111111111111');
  for (const longId of [`${head19}00`, `90000${PAN}`]) {
    assert.equal(maskText(`id=${longId}`), `id=${longId}`);
  }
});

test('maskText redacts sensitive key/value pairs in all three notations, keeping the key', () => {
  assert.equal(maskText('POST /pin?pin=1234&amount=5'), 'POST /pin?pin=***&amount=5');
  assert.equal(maskText('{"cvc":"123","amount":5}'), '{"cvc":"***","amount":5}');
  assert.equal(maskText('{"cvv2": 123, "x": 1}'), '{"cvv2": "***", "x": 1}');
  assert.equal(maskText('password: hunter2, user: bob'), 'password: ***, user: bob');
  assert.equal(maskText("{ apiKey: 'k-123', ok: true }"), "{ apiKey: '***', ok: true }");
  assert.equal(maskText('Authorization: Bearer eyJabc.def'), 'Authorization: ***');
  assert.equal(maskText('x-api-key=abc $CVC=999 newPinData=ff00 API_KEY=z'), 'x-api-key=*** $CVC=*** newPinData=*** API_KEY=***');
});

test('maskText leaves keys that merely contain a sensitive word', () => {
  const text = 'spin=3 pinned: true tokens=4 x_pin=5';
  assert.equal(maskText(text), text);
});

test('maskValue masks sensitive keys at any depth and inside arrays, case-insensitively', () => {
  const input = {
    card: { CVC: '123', nested: [{ pin: '0000' }, { Password: 'p', apiKey: 42 }] },
    secrets: [{ token: { deep: 'x' } }, { newPinData: 'abc', pinValue: '1234' }],
    pin: null,
    amount: 1000,
  };
  assert.deepEqual(maskValue(input), {
    card: { CVC: '***', nested: [{ pin: '***' }, { Password: '***', apiKey: '***' }] },
    secrets: [{ token: '***' }, { newPinData: '***', pinValue: '***' }],
    pin: null,
    amount: 1000,
  });
});

test('maskValue masks card-number keys, PAN numbers and PANs inside strings, and does not mutate', () => {
  const input = {
    pan: PAN,
    cardNumber: '4111111111111112', // not Luhn-valid but still a card number
    $PAN: 4111111111111111,
    other: 4111111111111111,
    createdAt: 1767225600009,
    number: 42,
    note: `card ${PAN} declined`,
    list: [PAN, 'ok'],
    when: new Date('2026-01-01T00:00:00Z'),
  };
  const copy = structuredClone(input);
  assert.deepEqual(maskValue(input), {
    pan: MASKED,
    cardNumber: '411111******1112',
    $PAN: MASKED,
    other: MASKED,
    createdAt: 1767225600009,
    number: 42,
    note: `card ${MASKED} declined`,
    list: [MASKED, 'ok'],
    when: '2026-01-01T00:00:00.000Z',
  });
  assert.deepEqual(input, copy);
});

test('maskHeaders hides credential headers regardless of case and PAN-masks the rest', () => {
  assert.deepEqual(
    maskHeaders({
      Authorization: 'Basic dXNlcjpwYXNz',
      'X-API-Key': 'k',
      cookie: 'sid=1',
      'x-signature': 'sig',
      'content-type': 'application/json',
      accept: ['a', 'b'],
      location: `/cards/${PAN}`,
      'x-missing': undefined,
    }),
    {
      Authorization: '***',
      'X-API-Key': '***',
      cookie: '***',
      'x-signature': '***',
      'content-type': 'application/json',
      accept: 'a, b',
      location: `/cards/${MASKED}`,
    },
  );
});

test('SecretRegistry redacts known secrets everywhere and ignores short values', () => {
  const registry = new SecretRegistry();
  registry.add('sk_live_Zq81x');
  registry.add('sk_live_Zq81x_extended');
  registry.add('abc');
  const text = 'key=sk_live_Zq81x_extended then sk_live_Zq81x again; abc stays';
  assert.equal(registry.redact(text), 'key=*** then *** again; abc stays');
  assert.equal(new SecretRegistry().redact(text), text);
});
