/** errorMessage texts of the gateway, in the request's language (en, ru; en for any other). */
export type MessageKey = 'success' | 'duplicateOrder' | 'unknownCurrency' | 'missingParameter' | 'invalidParameter' | 'accessDenied' | 'unknownOrder' | 'notAllowed' | 'invalidFeatures' | 'systemError';

const TEXTS: Record<MessageKey, { en: string; ru: string }> = {
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
};

export function message(key: MessageKey, language: string | undefined, detail?: string): string {
  const text = language === 'ru' ? TEXTS[key].ru : TEXTS[key].en;
  return detail ? `${text}: ${detail}` : text;
}
