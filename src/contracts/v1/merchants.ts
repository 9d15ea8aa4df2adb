/**
 * Card Management v1 merchants, terminals, ATMs and keys (spec 01 §4.6 and the last three
 * operations of §4.5): status changes, ATM states, merchant transactions, payment orders, keys.
 */
import { z } from 'zod';
import { answer, isoDate, requiredText, type V1OperationContract } from './common.js';

/** Allowed values of changeMerchantStatus and changeTerminalStatus (the spec shows none). */
export const ACQUIRING_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export const KEY_TYPES = ['TMK', 'TPK', 'TAK', 'TDK', 'ZMK', 'ZPK', 'ZAK', 'BDK', 'PVK', 'CVK'] as const;
export const KEY_LENGTHS = ['ENKL_0016', 'ENKL_0032', 'ENKL_0048'] as const;

/** An id the spec types as a string; examples of this family also send bare numbers. */
const idText = (max: number) => z.union([requiredText(max), z.int().nonnegative()], { error: 'must be a string' }).transform(String);

const period = z
  .object({ start: isoDate.optional(), end: isoDate.optional() }, { error: 'must be an object with optional start and end (YYYY-MM-DD)' })
  .refine((p) => !p.start || !p.end || p.start <= p.end, { message: 'must not be before period.start', path: ['end'], params: { rule: 'period' } });

const merchantContract = {
  merchantNumber: idText(32),
  institutionId: idText(32),
  agentId: idText(32),
  customerNumber: idText(64),
  contractNumber: idText(64),
  status: z.enum(ACQUIRING_STATUSES, { error: `must be one of ${ACQUIRING_STATUSES.join(', ')}` }),
};

const deviceState = z.object({ status: z.int(), errorDescription: z.string().optional(), errorDate: z.string().optional() });

const atmStatus = z.object({
  terminalId: z.string(),
  linkStatus: z.int(),
  openFlag: z.int(),
  lastTransactionDate: z.string().optional(),
  lastWithdrawalDate: z.string().optional(),
  lastDepositDate: z.string().optional(),
  location: z.string().optional(),
  hopperStatusList: z.object({
    hopperStatus: z.array(
      z.object({
        position: z.int(),
        currency: z.int(),
        status: z.int(),
        billsValue: z.int(),
        billsLoaded: z.int(),
        billsOut: z.int(),
        billsRejected: z.int(),
        billsEnd: z.int(),
      }),
    ),
  }),
  safeStatus: z.int(),
  supervisorMode: z.int(),
  loadConfigurationStatus: z.int(),
  receiptPrinterStateInfo: deviceState.optional(),
  journalPrinterStateInfo: deviceState.optional(),
  encryptorStateInfo: deviceState.optional(),
  cardReaderStateInfo: deviceState.optional(),
  contactlessReaderStateInfo: deviceState.optional(),
  drawerStateInfo: deviceState.optional(),
  bnaStateInfo: deviceState.extend({
    currencies: z.array(
      z.object({
        code: z.int(),
        amount: z.int(),
        notesCount: z.int(),
        denominationCounters: z.array(z.object({ denomination: z.int(), value: z.int() })),
      }),
    ),
  }),
  ejStateInfo: deviceState,
  iptService: z.string().optional(),
});

/** What getMerchantTransactions and getOrderDetails share about one card operation. */
const operation = {
  merchantId: z.string(),
  terminalId: z.string(),
  transactionDate: z.string(),
  cardNumber: z.string().optional(),
  transactionAmount: z.int().optional(),
  transactionCurrency: z.int().optional(),
  submittedAmount: z.int().optional(),
  submittedCurrency: z.int().optional(),
  authorizationCode: z.string().optional(),
  cashbackAmount: z.int().optional(),
  transactionType: z.string().optional(),
  networkType: z.string().optional(),
  cardType: z.string().optional(),
  orderNumber: z.string().optional(),
};

const merchantTransaction = z.object({
  ...operation,
  utrnno: z.int(),
  reversal: z.boolean().optional(),
  settlementDate: z.string().optional(),
  cardNumberMask: z.string(),
  cardNumber: z.string(),
  responseCode: z.int().optional(),
  orderId: z.int().optional(),
});

export const merchantsOperations = {
  changeMerchantStatus: { request: z.object(merchantContract), response: answer({}) },
  changeTerminalStatus: { request: z.object({ ...merchantContract, terminalNumber: idText(16) }), response: answer({}) },
  generateKey: {
    request: z
      .object({
        hostId: z.int({ error: 'must be a whole number (the id of a master key)' }),
        keyType: z.string({ error: 'must be a string' }).regex(new RegExp(`^(ENKT_)?(${KEY_TYPES.join('|')})$`), { message: `must be one of ${KEY_TYPES.join(', ')} (optionally prefixed ENKT_)` }),
        keyLength: z.enum(KEY_LENGTHS, { error: `must be one of ${KEY_LENGTHS.join(', ')}` }),
        terminalId: idText(16).optional(),
        terminalNumber: idText(16).optional(),
        merchantNumber: idText(32).optional(),
        keySerialNumber: z.string().max(32).optional(),
        dukptId: z.union([z.string().max(32), z.int()]).optional(),
      })
      .refine((r) => r.terminalId === undefined || r.terminalNumber === undefined || r.terminalId === r.terminalNumber, {
        message: 'names another terminal than terminalId',
        path: ['terminalNumber'],
        params: { rule: 'one-terminal' },
      }),
    response: answer({ keyValue: z.string().optional(), checkValue: z.string().optional(), lmkHsmKeyValue: z.string().optional() }),
  },
  getAtmStatusExt: {
    request: z.object({ terminalId: idText(16).optional(), pid: z.int({ error: 'must be a whole number' }).optional(), institutionId: idText(32).optional() }),
    response: answer({ atmStatusList: z.object({ atmStatus: z.array(atmStatus) }) }),
  },
  getMerchantTransactions: {
    request: z
      .object({ merchantId: idText(32).optional(), merchantIdn: idText(32).optional(), terminalId: idText(16).optional(), institutionId: idText(32), period })
      .superRefine((r, ctx) => {
        if (r.merchantId === undefined && r.merchantIdn === undefined) {
          ctx.addIssue({ code: 'custom', path: ['merchantId'], message: 'is required (merchantIdn is accepted too)', params: { rule: 'required' } });
        } else if (r.merchantId !== undefined && r.merchantIdn !== undefined && r.merchantId !== r.merchantIdn) {
          ctx.addIssue({ code: 'custom', path: ['merchantIdn'], message: 'names another merchant than merchantId', params: { rule: 'one-merchant' } });
        }
      }),
    response: answer({ transactions: z.object({ transaction: z.array(merchantTransaction) }) }),
  },
  getPaymentOrders: {
    request: z.object({ merchantNumber: idText(32), institutionId: idText(32), period }),
    response: answer({
      orderList: z.array(
        z.object({
          id: z.int(),
          eventDate: z.string().optional(),
          purpose: z.string().optional(),
          currency: z.int().optional(),
          amount: z.int().optional(),
          status: z.string().optional(),
          orderNumber: z.string().optional(),
        }),
      ),
    }),
  },
  getOrderDetails: {
    request: z.object({ orderId: z.int({ error: 'must be a whole number (a payment order id)' }).nonnegative() }),
    response: answer({ transactionList: z.array(z.object(operation)) }),
  },
} satisfies Record<string, V1OperationContract>;
