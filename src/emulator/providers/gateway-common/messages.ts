/**
 * errorCode values and errorMessage texts of this gateway family, one table for the e-commerce and
 * the P2P gateways (they share the merchant account, the stored cards and the wire conventions):
 * errorCode a string ("0" on success), errorMessage in the request's language (en, ru; English
 * for any other), a detail after a colon. Every text of an answer is in that one language: the
 * field rule messages (russian.ts), `info` and the decline texts too.
 */
import type { FieldError } from '../../../contracts/issues.js';
import type { ActionCode } from '../../domain/gateway/action-codes.js';
import { russianFieldMessage, russianOf } from './russian.js';

/** The languages the gateways answer in: Russian when asked for, English for anything else. */
export type AnswerLanguage = 'en' | 'ru';
export const answerLanguage = (language: string | undefined): AnswerLanguage => (language === 'ru' ? 'ru' : 'en');

/** errorCode values (docs/design.md, "errorCode"), and 2 for a stored credential unknown or in the wrong state. */
export const GATEWAY_ERROR = {
  none: '0',
  duplicateOrder: '1',
  binding: '2',
  unknownCurrency: '3',
  missing: '4',
  invalid: '5',
  accessDenied: '5',
  unknownOrder: '6',
  notAllowed: '7',
  system: '7',
  invalidFeatures: '14',
} as const;

const TEXTS = {
  success: { en: 'Success', ru: 'Успешно' },
  duplicateOrder: { en: 'Order with this number has already been processed', ru: 'Заказ с таким номером уже обработан' },
  unknownCurrency: { en: 'Unknown currency', ru: 'Неизвестная валюта' },
  missingParameter: { en: 'Required parameter is missing', ru: 'Не указан обязательный параметр' },
  invalidParameter: { en: 'Invalid parameter value', ru: 'Неверное значение параметра' },
  accessDenied: { en: 'Access denied', ru: 'Доступ запрещён' },
  unknownOrder: { en: 'Order not found', ru: 'Заказ не найден' },
  notAllowed: { en: "Operation not allowed in the order's state", ru: 'Операция невозможна для текущего состояния заказа' },
  invalidFeatures: { en: 'Invalid features', ru: 'Неверные признаки заказа' },
  systemError: { en: 'System error', ru: 'Системная ошибка' },
  unknownOperation: { en: 'Unknown operation', ru: 'Неизвестная операция' },
  bindingNotFound: { en: 'Binding not found', ru: 'Связка не найдена' },
  bindingState: { en: 'Wrong binding state', ru: 'Неверное состояние связки' },
  noCredential: { en: 'No stored credential of this kind for the card', ru: 'Нет сохранённых реквизитов этого типа для карты' },
  paymentDeclined: { en: 'Payment declined', ru: 'Платёж отклонён' },
  signatureInvalid: { en: 'Access denied: the request signature is not valid', ru: 'Доступ запрещён: неверная подпись запроса' },
} as const satisfies Record<string, { en: string; ru: string }>;

export type MessageKey = keyof typeof TEXTS;

export function gatewayMessage(key: MessageKey, language: string | undefined, detail?: string): string {
  const text = TEXTS[key][answerLanguage(language)];
  return detail ? `${text}: ${detail}` : text;
}

/** `details` with their messages in the answer's language; field and rule stay as they are. */
export function localizedDetails(details: readonly FieldError[], language: string | undefined): FieldError[] {
  return answerLanguage(language) === 'ru' ? details.map((d) => ({ ...d, message: russianFieldMessage(d) })) : [...details];
}

/** What follows the colon of errorMessage: each field with its message ("amount is required"; "amount — обязательный параметр"). */
export function detailsText(details: readonly FieldError[], language: string | undefined): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: how a field and its message are joined ("amount — …", "amount …") is wording; the message names the field either way, which is what answer-language-rules.feature judges.
  const ru = answerLanguage(language) === 'ru';
  return details.map((d) => (ru ? `${d.field} — ${d.message}` : `${d.field} ${d.message}`)).join('; ');
}

/**
 * A detail given as text, in the answer's language: in Russian the table's translation, else the
 * text itself when it is one word (a value the merchant sent, a code or a parameter name), else
 * nothing (the header and `details` still say what is wrong).
 */
export function detailIn(detail: string, language: string | undefined): string | undefined {
  if (answerLanguage(language) === 'en') return detail;
  return russianOf(detail) ?? (/\s/.test(detail) ? undefined : detail);
}

/** `info` of a finished payment or transfer (spec 03 §4.2 gives the English). */
const INFO = {
  approved: { en: 'Your payment has been processed, redirecting...', ru: 'Ваш платёж обработан, выполняется переход...' },
  declined: { en: 'Redirecting...', ru: 'Выполняется переход...' },
} as const;

export const finishedInfo = (approved: boolean, language?: string): string => INFO[approved ? 'approved' : 'declined'][answerLanguage(language)];

/** The Russian of the gateway's action codes (domain/gateway/action-codes.ts writes the English), every one of them. */
const DECLINE_RU = {
  0: 'Одобрено',
  71015: 'Неверные данные карты (CVC или срок действия)',
  116: 'Недостаточно средств',
  120: 'Операция не разрешена',
  121: 'Превышен лимит суммы',
  125: 'Карта заблокирована или недоступна',
  101: 'Срок действия карты истёк',
  5: 'Отклонено эмитентом',
  151017: 'Ошибка аутентификации 3-D Secure',
  [-2007]: 'Время платёжной сессии истекло',
  [-100]: 'Попыток оплаты не было',
  [-2030]: 'Платёж по сохранённой карте без clientId',
  119: 'Срок соглашения о регулярных платежах истёк (recurringExpiry)',
  123: 'План рассрочки полностью оплачен',
} as const satisfies Record<ActionCode['code'], string>;

/** actionCodeDescription in the answer's language. */
export function declineText(action: ActionCode, language: string | undefined): string {
  return answerLanguage(language) === 'en' ? action.description : DECLINE_RU[action.code];
}
