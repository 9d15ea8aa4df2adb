/**
 * errorMessage texts of the P2P gateway in the request's language (en, ru; English for the other
 * languages the spec lists). The e-commerce texts are shared; the P2P ones are added here.
 */
import { message, type MessageKey } from '../ecom/messages.js';

const P2P_TEXTS = {
  bindingNotFound: { en: 'Binding not found', ru: 'Связка не найдена' },
  bindingState: { en: 'Wrong binding state', ru: 'Неверное состояние связки' },
  signatureInvalid: { en: 'Access denied: the request signature is not valid', ru: 'Доступ запрещён: неверная подпись запроса' },
} as const;

export type P2pMessageKey = MessageKey | keyof typeof P2P_TEXTS;

export function p2pMessage(key: P2pMessageKey, language: string | undefined, detail?: string): string {
  if (!(key in P2P_TEXTS)) return message(key as MessageKey, language, detail);
  const texts = P2P_TEXTS[key as keyof typeof P2P_TEXTS];
  const text = language === 'ru' ? texts.ru : texts.en;
  return detail ? `${text}: ${detail}` : text;
}
