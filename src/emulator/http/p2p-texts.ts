/** Every word the gateway's P2P page shows, in English and Russian. */
import type { FeeSchedule } from '../providers/p2p/page.js';

const FEE_EN = ({ basisPoints, minimum }: FeeSchedule, currency: string) => `${basisPoints / 100}% of the amount, at least ${(minimum / 100).toFixed(2)} ${currency}, on top`;
const FEE_RU = ({ basisPoints, minimum }: FeeSchedule, currency: string) => `${basisPoints / 100}% от суммы, не менее ${(minimum / 100).toFixed(2).replace('.', ',')} ${currency}, сверх суммы`;

const EN = {
  title: 'Card-to-card transfer',
  order: 'Order',
  amount: 'Amount',
  fee: 'Fee',
  feeNote: FEE_EN,
  description: 'Description',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  cardholder: 'Cardholder name',
  toCardNumber: "Recipient's card number",
  email: 'E-mail (for your bank and the receipt)',
  send: 'Send',
  fixFields: 'Please check the highlighted fields.',
  missing: 'This field is required.',
  invalid: 'This value is not valid.',
  methodTitle: 'Checking your card',
  methodText: 'Your bank is checking the card. This takes a moment.',
  continue: 'Continue',
  toAcsTitle: 'Going to your bank',
  toAcsText: 'Your bank asks you to confirm this transfer.',
  settledTitle: 'Transfer cannot be sent',
  settled: {
    done: 'This transfer has already been sent.',
    declined: 'This transfer was declined.',
    expired: 'The time to send this transfer has run out.',
    authenticating: 'This transfer is waiting for your bank to confirm it.',
  },
  resultTitle: { yes: 'Transfer sent', no: 'Transfer declined' },
  resultText: { yes: 'Your payment has been processed, redirecting...', no: 'Your transfer was declined. Redirecting...' },
  backToShop: 'Return to the shop',
  notFoundTitle: 'Not found',
  notFound: 'There is no such transfer. Check the link the shop gave you.',
  badRequestTitle: 'Request not understood',
  badRequest: 'This page needs the data the shop or your bank sends. Start the transfer again from the shop.',
};

export type P2pTexts = typeof EN;

const RU: P2pTexts = {
  title: 'Перевод с карты на карту',
  order: 'Заказ',
  amount: 'Сумма',
  fee: 'Комиссия',
  feeNote: FEE_RU,
  description: 'Описание',
  cardNumber: 'Номер карты',
  expiry: 'Срок действия (ММ/ГГ)',
  cvc: 'Код безопасности (CVC)',
  cardholder: 'Имя держателя',
  toCardNumber: 'Номер карты получателя',
  email: 'Электронная почта (для банка и чека)',
  send: 'Перевести',
  fixFields: 'Проверьте отмеченные поля.',
  missing: 'Заполните это поле.',
  invalid: 'Неверное значение.',
  methodTitle: 'Проверка карты',
  methodText: 'Банк проверяет карту. Это займёт немного времени.',
  continue: 'Продолжить',
  toAcsTitle: 'Переход в банк',
  toAcsText: 'Банк просит подтвердить перевод.',
  settledTitle: 'Перевод невозможен',
  settled: {
    done: 'Этот перевод уже выполнен.',
    declined: 'Этот перевод отклонён.',
    expired: 'Время на перевод истекло.',
    authenticating: 'Перевод ждёт подтверждения банка.',
  },
  resultTitle: { yes: 'Перевод выполнен', no: 'Перевод отклонён' },
  resultText: { yes: 'Платёж обработан, перенаправление...', no: 'Перевод отклонён. Перенаправление...' },
  backToShop: 'Вернуться в магазин',
  notFoundTitle: 'Не найдено',
  notFound: 'Такого перевода нет. Проверьте ссылку, которую дал магазин.',
  badRequestTitle: 'Запрос не понят',
  badRequest: 'Этой странице нужны данные магазина или банка. Начните перевод заново в магазине.',
};

export const P2P_TEXTS: Readonly<Record<'en' | 'ru', P2pTexts>> = { en: EN, ru: RU };
