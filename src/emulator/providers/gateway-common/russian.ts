/**
 * The Russian of the field rule messages the gateways answer with. The contracts (zod issues) and
 * the domain's refusals write them in English, as a predicate after the field's name ("amount must
 * be at most 999999999999"); this table gives each message form its Russian, with the numbers,
 * codes and parameter names it quotes kept as they are. A message the table does not know still
 * answers in Russian: the generic text of its rule (a new contract message is at worst vaguer,
 * never half translated). The walk over every refusal the contracts can produce
 * (http/gateway-languages.test.ts) fails on any message that falls back.
 */
import type { FieldError } from '../../../contracts/issues.js';

// Stryker disable Regex,LogicalOperator,MethodExpression: wording only. Down to the end of TABLE these mutators change only which Russian word a
// message uses: the noun's case after a number (counted), the Russian name of a kind, a network or a type (the lookups `?? kind`, `?? network`,
// `toUpperCase`). The message stays Russian, names its field and quotes its numbers and codes, which is all a scenario may judge: the wording is the
// emulator's own, not the gateway's (features/ecom/answer-language-rules.feature). The other mutators (an emptied message, a lost number) are judged.
/** The noun after a number in the genitive ("не более 21 символа", "не более 36 символов"). */
const counted = (n: string, one: string, many: string) => `${n} ${/(^|[^1])1$/.test(n) ? one : many}`;
const chars = (n: string) => counted(n, 'символа', 'символов');
const digits = (n: string) => counted(n, 'цифры', 'цифр');

/** Kinds of P2P orders and of stored credentials, in the genitive or as an adjective. */
const ORDER_KIND: Readonly<Record<string, string>> = { transfer: 'перевода', funding: 'пополнения', payout: 'выплаты' };
const CREDENTIAL_KIND: Readonly<Record<string, string>> = { common: 'общие', recurrent: 'регулярные', installment: 'рассрочки' };
const NETWORK: Readonly<Record<string, string>> = { visa: 'VISA', mastercard: 'MASTERCARD' };
/** zod's type names, as "expected … received …" quotes them. */
const TYPE: Readonly<Record<string, string>> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  boolean: 'логическое значение',
  object: 'объект',
  array: 'список',
  undefined: 'ничего',
  null: 'null',
  nan: 'не число',
};
const none = (tii: string) => (tii === '(none)' ? '(не указан)' : tii);

type Translation = readonly [RegExp, string | ((...groups: string[]) => string)];

/**
 * Message forms by the rule they report (`details[].rule`); a form is looked up under its rule
 * first, then under every rule (the domain reports some forms under rules of its own).
 */
const TABLE: Readonly<Record<string, readonly Translation[]>> = {
  required: [
    [/^is required$/, 'обязательный параметр'],
    [/^(\w+) or (\w+) is required$/, (a, b) => `нужен ${a} или ${b}`],
    [/^is required when (\w+) is true$/, (f) => `обязателен, когда ${f} равен true`],
    [/^is required with (\w+)$/, (f) => `обязателен вместе с ${f}`],
    [/^is required for a (\w+) \((\w+)\)$/, (kind, code) => `обязателен для ${ORDER_KIND[kind] ?? kind} (${code})`],
    [/^is required for a payout after a Mastercard funding$/, 'обязателен для выплаты после пополнения с карты MASTERCARD'],
    [/^is required with a stored credential$/, 'обязателен при оплате сохранённой картой'],
    [/^is required: the order was registered without an amount$/, 'обязателен: заказ зарегистрирован без суммы'],
    [/^is required with a stored card to debit \(F\)$/, 'обязателен при списании с сохранённой карты (F)'],
    [/^is required with typed card data$/, 'обязателен при вводе реквизитов карты'],
    [/^is required by (\w+\.do)$/, (op) => `обязателен для ${op}`],
    [/^is required for a funding from a (\w+) card$/, (network) => `обязателен для пополнения с карты ${NETWORK[network] ?? network.toUpperCase()}`],
    [/^is required for a cardholder-initiated payment \(tii (\w+)\)$/, (tii) => `обязателен для платежа по инициативе держателя карты (tii ${tii})`],
    [/^or a phone of orderPayerData is required for 3-D Secure on a Visa card$/, 'или телефон в orderPayerData обязателен для 3-D Secure по карте VISA'],
    [/^is required: base64 of the SHA-256 of the body$/, 'обязателен: base64 от SHA-256 тела запроса'],
    [/^is required: base64 of the RSA-SHA256 signature of the body$/, 'обязателен: base64 подписи RSA-SHA256 тела запроса'],
  ],
  type: [
    [/^must be a string$/, 'должен быть строкой'],
    [/^must be a number$/, 'должен быть числом'],
    [/^must be a number of minor units$/, 'должен быть числом в минимальных единицах валюты'],
    [/^must be true or false$/, 'должен быть true или false'],
    [/^must be an object$/, 'должен быть объектом'],
    [/^must be a comma-separated list of (order states|merchant logins)$/, (what) => `должен быть списком ${what === 'order states' ? 'состояний заказа' : 'логинов мерчантов'} через запятую`],
    [/^values must be text, numbers or booleans$/, 'значения должны быть текстом, числами или логическими значениями'],
    [/^must be an object (\{.*\})$/, (shape) => `должен быть объектом ${shape}`],
    [/^must be a list of (\{.*\})$/, (shape) => `должен быть списком ${shape}`],
    [/^must be a string of digits$/, 'должен быть строкой из цифр'],
    [/^must be a string of (\d+) digits$/, (n) => `должен быть строкой из ${digits(n)}`],
    [/^Invalid input: expected (\w+), received (\w+)$/, (want, got) => `неверный тип: ожидается ${TYPE[want] ?? 'другой тип'}, получено ${TYPE[got] ?? 'другое'}`],
    [/^Invalid input$/, 'неверное значение'],
  ],
  min: [
    [/^must not be empty$/, 'не может быть пустым'],
    [/^must be at least (\d+) characters$/, (n) => `должен содержать не менее ${chars(n)}`],
    [/^must be at least 1 second$/, 'должен быть не меньше 1 секунды'],
    [/^must be at least (-?\d+)$/, (n) => `должен быть не меньше ${n}`],
    [/^must not be negative$/, 'не может быть отрицательным'],
    [/^must name at least one parameter$/, 'должен содержать хотя бы один параметр'],
    [/^must name at least one order state$/, 'должен содержать хотя бы одно состояние заказа'],
    [/^names must not be empty$/, 'имена параметров не могут быть пустыми'],
  ],
  max: [
    [/^must be at most (\d+) characters$/, (n) => `должен содержать не более ${chars(n)}`],
    [/^must be at most (\d+) digits$/, (n) => `должен содержать не более ${digits(n)}`],
    [/^must be at most (-?\d+)$/, (n) => `должен быть не больше ${n}`],
    [/^(names|values) must be at most (\d+) characters$/, (what, n) => `${what === 'names' ? 'имена параметров' : 'значения'} должны содержать не более ${chars(n)}`],
    [/^must each be (\d+) to (\d+) characters$/, (a, b) => `каждое значение должно содержать от ${a} до ${chars(b)}`],
    [/^must hold at most (\d+) parameters$/, (n) => `должен содержать не более ${counted(n, 'параметра', 'параметров')}`],
    [/^must hold at most (\d+) features$/, (n) => `должен содержать не более ${counted(n, 'признака', 'признаков')}`],
    [/^must not exceed what the order allows$/, 'не должен превышать сумму, допустимую для заказа'],
    [/^must not exceed what the funding has left to pay out \((\d+)\)$/, (left) => `не должен превышать остаток пополнения для выплаты (${left})`],
  ],
  integer: [
    [/^must be an integer number of minor units \(no decimals\)$/, 'должен быть целым числом в минимальных единицах валюты (без дробной части)'],
    [/^must be a whole number$/, 'должен быть целым числом'],
  ],
  positive: [[/^must be greater than 0$/, 'должен быть больше 0']],
  format: [
    [/^must be (\d+) to (\d+) digits$/, (a, b) => `должен содержать от ${a} до ${digits(b)}`],
    [/^must be (\d+) to (\d+) digits \(minor units\)$/, (a, b) => `должен содержать от ${a} до ${digits(b)} (минимальные единицы валюты)`],
    [/^must be (\d+) digits$/, (n) => `должен состоять из ${digits(n)}`],
    [/^must be (\d+) or (\d+) digits$/, (a, b) => `должен состоять из ${a} или ${digits(b)}`],
    [/^must be digits only$/, 'должен состоять только из цифр'],
    [/^must be a card number \(its check digit is wrong\)$/, 'должен быть номером карты (неверная контрольная цифра)'],
    [/^must be 7 to 15 digits with the country code, optionally after \+ or 00$/, 'должен содержать от 7 до 15 цифр с кодом страны, можно после + или 00'],
    [/^must be (YYYYMM|YYYYMMDDHHmmss|yyyy-MM-ddTHH:mm:ss)$/, (f) => `должен быть в формате ${f}`],
    [/^must be (YYYY-MM-DD)$/, (f) => `должен быть датой в формате ${f}`],
    [/^must be a date as (\S+)(?: \((\d+) characters\))?$/, (f, n) => `должен быть датой в формате ${f}${n ? ` (${chars(n)})` : ''}`],
    [/^must be a real calendar day$/, 'должен быть существующей календарной датой'],
    [/^must be a date and time that exists(?: \((\w+)\))?$/, (f) => `должен быть существующими датой и временем${f ? ` (${f})` : ''}`],
    [/^must be a full URL with protocol$/, 'должен быть полным URL с протоколом'],
    [/^must be a valid URL$/, 'должен быть корректным URL'],
    [/^must be a 3-digit ISO 4217 numeric code$/, 'должен быть трёхзначным цифровым кодом ISO 4217'],
    [/^must be a 2-letter ISO 639-1 code$/, 'должен быть двухбуквенным кодом ISO 639-1'],
    [/^must be an e-mail address$/, 'должен быть адресом электронной почты'],
    [/^must be an IPv4 or IPv6 address$/, 'должен быть адресом IPv4 или IPv6'],
    [/^must be Latin characters$/, 'должен состоять из латинских символов'],
    [/^must not contain %, \+ or line breaks$/, 'не должен содержать %, + и переводов строки'],
    [/^must be a month that is not over yet$/, 'должен быть месяцем, который ещё не закончился'],
  ],
  enum: [
    [/^must be one of (.+)$/, (list) => `должен быть одним из значений: ${list}`],
    [/^must each be one of (.+)$/, (list) => `каждое значение должно быть одним из: ${list}`],
    [/^must be A \(funding\) or G \(payout\)$/, 'должен быть A (пополнение) или G (выплата)'],
    [/^must be LVP \(low value\) or TRA \(transaction risk analysis\)$/, 'должен быть LVP (низкая сумма) или TRA (анализ риска операции)'],
    [/^must be CI or F \(the tii a P2P transfer allows\)$/, 'должен быть CI или F (значения tii, допустимые для перевода)'],
    [/^must be ([^()]+) or ([^()\s]+)$/, (a, b) => `должен быть ${a} или ${b}`],
    [/^must be ([A-Z0-9_.]+)$/, (v) => `должен быть ${v}`],
    [/^the sandbox knows 978 \(EUR\) only$/, 'песочница знает только 978 (EUR)'],
    // The value sent is left out: it may be any text, and the field's path says which one it is.
    [/^.+ is not a feature of the gateway \(known: (.+)\)$/, (known) => `неизвестный признак шлюза (известны: ${known})`],
  ],
  unknown: [
    [/^is not a known field$/, 'неизвестный параметр'],
    [/^is not a stored card of the order's client$/, 'не является сохранённой картой клиента заказа'],
    [/^is not a stored card of this merchant$/, 'не является сохранённой картой этого мерчанта'],
    [/^is not this order's 3-D Secure session awaiting its second call$/, 'не является сессией 3-D Secure этого заказа, ожидающей второго вызова'],
    [/^is not a 3-D Secure session of this merchant’s P2P order$/, 'не является сессией 3-D Secure заказа P2P этого мерчанта'],
    [/^must be the paymentNetRefNum of an earlier order of this merchant$/, 'должен быть paymentNetRefNum одного из прежних заказов этого мерчанта'],
  ],
  inactive: [[/^is switched off$/, 'указывает отключённую сохранённую карту']],
  json: [
    [/^must be a JSON object$/, 'должен быть объектом JSON'],
    [/^must be a JSON object \(nested at most (\d+) levels deep\)$/, (n) => `должен быть объектом JSON (вложенность не более ${n} уровней)`],
    [/^must be a JSON object of names to values .*$/, 'должен быть объектом JSON с именами и значениями или массивом JSON из {"name": …, "value": …}, как в merchantOrderParams'],
  ],
  depth: [[/^the JSON nests objects and arrays more than (\d+) levels deep$/, (n) => `JSON вкладывает объекты и массивы глубже ${n} уровней`]],
  'one-parameter': [[/^must give exactly one of (\w+) and (\w+)$/, (a, b) => `нужен ровно один из параметров ${a} и ${b}`]],
  'callback-query': [
    [/^must not use the parameter name (\S+) in its query: the gateway adds it$/, (n) => `не должен содержать в своём запросе параметр ${n}: его добавляет шлюз`],
    [/^must not repeat the parameter name (\S+) in its query$/, (n) => `не должен повторять в своём запросе параметр ${n}`],
  ],
  combination: [
    [/^WITHOUT_TO_CARD and WITHOUT_FROM_CARD exclude each other$/, 'WITHOUT_TO_CARD и WITHOUT_FROM_CARD исключают друг друга'],
    [/^OCT_EXPECTED goes with WITHOUT_TO_CARD \(a funding a payout follows\)$/, 'OCT_EXPECTED допускается только с WITHOUT_TO_CARD (пополнение, за которым следует выплата)'],
    [/^cannot be combined with a wallet token \(vendor, paymentToken\)$/, 'не сочетается с токеном кошелька (vendor, paymentToken)'],
    [/^must be (\w+) for (?:a|this) (\w+)$/, (v, kind) => `должен быть ${v} для ${ORDER_KIND[kind] ?? kind}`],
    [/^is for one-direction orders only \(features WITHOUT_TO_CARD or WITHOUT_FROM_CARD\)$/, 'допускается только для односторонних заказов (признаки WITHOUT_TO_CARD или WITHOUT_FROM_CARD)'],
    [/^must be F with a stored card to debit \(CI stores a card typed now\)$/, 'должен быть F при списании с сохранённой карты (CI сохраняет карту, введённую сейчас)'],
    [/^F needs a stored card to debit: use (\w+\.do)$/, (op) => `F требует сохранённой карты для списания: используйте ${op}`],
    [/^contradicts tii CI, which stores the card$/, 'противоречит tii CI, при котором карта сохраняется'],
    [/^must be the (\w+) the order was registered with$/, (f) => `должен совпадать с ${f}, указанным при регистрации заказа`],
    [/^cannot be sent with a stored card$/, 'не передаётся вместе с сохранённой картой'],
    [/^cannot be sent with a stored card to credit$/, 'не передаётся вместе с сохранённой картой для зачисления'],
    [/^must first be passed as (\w+) when the order is registered$/, (f) => `сначала должен быть передан как ${f} при регистрации заказа`],
  ],
  funding: [
    [/^must name an approved funding order of this merchant$/, 'должен указывать одобренное пополнение этого мерчанта'],
    [/^names a funding registered without OCT_EXPECTED: no payout may follow it$/, 'указывает пополнение, зарегистрированное без OCT_EXPECTED: выплата после него невозможна'],
    [/^must be the funding's (\w+)$/, (f) => `должен совпадать с ${f} пополнения`],
  ],
  permission: [
    [/^names a merchant that is neither this account nor one of its child merchants$/, 'указывает мерчанта, который не является ни этой учётной записью, ни одним из её дочерних мерчантов'],
    [/^is not allowed for this merchant \(allowed: (.+)\)$/, (list) => `не разрешён этому мерчанту (разрешены: ${list})`],
    [/^names a merchant this account may not act for$/, 'указывает мерчанта, за которого эта учётная запись не может действовать'],
    // The login named is left out: it may be any text.
    [/^names .+, a merchant that is neither this account nor one of its child merchants$/, 'указывает мерчанта, который не является ни этой учётной записью, ни одним из её дочерних мерчантов'],
    [/^needs a merchant permission the sandbox merchant does not have$/, 'требует разрешения, которого нет у мерчанта песочницы'],
  ],
  future: [[/^must be in the future$/, 'должен быть в будущем']],
  period: [[/^must not be before (\w+)$/, (f) => `не может быть раньше ${f}`]],
  'not-allowed': [
    [/^a payout debits no card$/, 'выплата не списывает средства с карты'],
    [/^a funding credits no card$/, 'пополнение не зачисляет средства на карту'],
    [/^a payout charges no fee$/, 'за выплату комиссия не взимается'],
    [/^is for fundings only$/, 'допускается только для пополнений'],
    [/^is for payouts only$/, 'допускается только для выплат'],
    [/^must not be sent for a payout$/, 'не передаётся для выплаты'],
  ],
  unsupported: [
    [/^encrypted card data are not accepted by the sandbox: send the card fields$/, 'песочница не принимает зашифрованные данные карты: передайте реквизиты карты'],
    [/^wallet tokens are not accepted by the sandbox: send the card fields$/, 'песочница не принимает токены кошельков: передайте реквизиты карты'],
  ],
  operation: [
    [/^stored cards are debited through (\w+\.do)$/, (op) => `списание с сохранённых карт выполняется через ${op}`],
    [/^(\S+) is not taken by this operation$/, (tii) => `${none(tii)} не принимается этой операцией`],
    [/^(\w+) (\S+) is not an operation of the gateway$/, (method, path) => `${method} ${path} не является операцией шлюза`],
  ],
  'one-phase': [[/^(\S+) is merchant-initiated: one-phase orders only$/, (tii) => `${none(tii)} — платёж по инициативе мерчанта: только одностадийные заказы`]],
  store: [[/^(\S+) stores a credential: the order must be registered with clientId and FORCE_CREATE_BINDING$/, (tii) => `${none(tii)} сохраняет карту: заказ должен быть зарегистрирован с clientId и FORCE_CREATE_BINDING`]],
  terms: [[/^(\S+) contradicts jsonParams(?: \(they describe an? (\w+) credential\))?$/, (tii, kind) => `${none(tii)} противоречит jsonParams${kind ? ` (они описывают ${CREDENTIAL_KIND[kind] ?? kind} реквизиты)` : ''}`]],
  kind: [[/^is an? (\w+) credential; this payment needs an? (\w+) one$/, (is, needs) => `указывает ${CREDENTIAL_KIND[is] ?? is} реквизиты, а этому платежу нужны ${CREDENTIAL_KIND[needs] ?? needs}`]],
  hash: [[/^is not the SHA-256 of the body$/, 'не совпадает с SHA-256 тела запроса']],
  signature: [[/^is not a signature of the body by the merchant's registered key$/, 'не является подписью тела запроса зарегистрированным ключом мерчанта']],
  form: [[/^the request must carry named parameters$/, 'запрос должен содержать именованные параметры']],
};
// Stryker restore Regex,LogicalOperator,MethodExpression

/** The generic text of a rule, for a message the table does not know. */
const RULE_TEXT: Readonly<Record<string, string>> = {
  required: 'обязательный параметр',
  type: 'неверный тип значения',
  min: 'значение слишком мало или коротко',
  max: 'значение слишком велико или длинно',
  format: 'неверный формат',
  enum: 'недопустимое значение',
  unknown: 'неизвестное значение',
  integer: 'должен быть целым числом',
  positive: 'должен быть больше 0',
  json: 'должен быть объектом JSON',
  depth: 'слишком глубокая вложенность JSON',
  combination: 'недопустимое сочетание параметров',
  'not-allowed': 'не допускается в этом запросе',
  permission: 'нет разрешения',
  unsupported: 'не поддерживается песочницей',
  operation: 'не принимается этой операцией',
};
const ANY_RULE = 'неверное значение';

const ALL = Object.values(TABLE).flat();

/** The Russian of a message form the table knows; undefined otherwise. `rule` picks the likeliest forms first. */
export function russianOf(message: string, rule?: string): string | undefined {
  for (const [form, russian] of [...(rule ? (TABLE[rule] ?? []) : []), ...ALL]) {
    const match = form.exec(message);
    if (match) return typeof russian === 'string' ? russian : russian(...match.slice(1).map((g) => g ?? ''));
  }
  return undefined;
}

/** A field rule message in Russian: the table's, else its rule's generic text. */
export function russianFieldMessage(detail: Pick<FieldError, 'rule' | 'message'>): string {
  return russianOf(detail.message, detail.rule) ?? RULE_TEXT[detail.rule] ?? ANY_RULE;
}
