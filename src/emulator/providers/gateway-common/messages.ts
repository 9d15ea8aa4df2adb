/**
 * errorCode values and errorMessage texts of this gateway family, one table for the e-commerce and
 * the P2P gateways (they share the merchant account, the stored cards and the wire conventions):
 * errorCode a string ("0" on success), errorMessage in the request's language (en, ru; English
 * for any other), a detail after a colon.
 */

/** errorCode values (DESIGN.md), and 2 for a stored credential unknown or in the wrong state. */
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
  const text = language === 'ru' ? TEXTS[key].ru : TEXTS[key].en;
  return detail ? `${text}: ${detail}` : text;
}
