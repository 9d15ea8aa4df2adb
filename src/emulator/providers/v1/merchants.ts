/**
 * v1 merchants, terminals, ATMs and keys: changeMerchantStatus, changeTerminalStatus,
 * getAtmStatusExt, getMerchantTransactions, getPaymentOrders, getOrderDetails, generateKey.
 *
 * LIMITATIONS (what this provider does not emulate):
 * - merchants, terminals and ATMs are the seeded ones; none can be added;
 * - ATM cash counters and device states are seeded; only the open flag (terminal and merchant
 *   status) and the last transaction dates (card operations at the ATM) change;
 * - payment orders settle in the sandbox's books only: no money moves to a merchant account;
 * - generateKey: DUKPT (keySerialNumber, dukptId) is accepted and not derived.
 */
import type { FieldError } from '../../../contracts/issues.js';
import { TRANSACTION_TYPES } from '../../domain/history.js';
import { dayOf, type Merchant, type MerchantRecord, type StatusChange } from '../../domain/merchants.js';
import { orderOf, paymentOrder, paymentOrders } from '../../domain/payment-orders.js';
import { HOST_MASTER_KEYS, type KeyType } from '../../domain/keys.js';
import { maskPan } from '../../../common/masking.js';
import { atmView } from './atm-status.js';
import { type ResponseCode, RC, type V1Context } from './context.js';
import { formatError } from './errors.js';
import type { Handlers } from './handlers.js';

const STATUS_CODES: Record<StatusChange, ResponseCode> = {
  ok: RC.approved,
  unknown_merchant: RC.invalidMerchant,
  unknown_terminal: RC.invalidMerchant,
  not_the_merchants_contract: RC.doNotHonour,
};

/** Institution and agent ids must be the sandbox account's (registerCustomer sends agent_number = institutionId too). */
function sandboxValues(ctx: V1Context, values: { institutionId: string; agentId?: string }): FieldError[] {
  const institution = ctx.account().institutionId;
  return Object.entries(values)
    .filter(([, value]) => value !== institution)
    .map(([field]) => ({ field, rule: 'sandbox-value', message: 'must be the institution id of the sandbox account' }));
}

/** What getMerchantTransactions and getOrderDetails show of one card operation at a merchant. */
function operationView(ctx: V1Context, merchant: Merchant, record: MerchantRecord) {
  // A card is never forgotten while its records stay (a reset forgets both).
  const card = ctx.sandbox.cards.get(record.cardId)!;
  return {
    merchantId: merchant.number,
    terminalId: record.merchant.terminalId,
    transactionDate: record.at.toISOString(),
    cardNumber: card.pan,
    transactionAmount: record.amount,
    transactionCurrency: record.currency,
    submittedAmount: record.amount,
    submittedCurrency: record.currency,
    authorizationCode: record.authorizationIdResponse,
    cashbackAmount: 0,
    transactionType: String(TRANSACTION_TYPES[record.kind].code),
    // Issuer and acquirer are the same sandbox: every operation stays on us.
    networkType: 'ON_US',
    cardType: card.productName,
    orderNumber: orderOf(merchant, record).orderNumber,
  };
}

export const merchantsHandlers: Handlers<
  'changeMerchantStatus' | 'changeTerminalStatus' | 'getAtmStatusExt' | 'getMerchantTransactions' | 'getPaymentOrders' | 'getOrderDetails' | 'generateKey'
> = {
  changeMerchantStatus(ctx, req) {
    const errors = sandboxValues(ctx, { institutionId: req.institutionId, agentId: req.agentId });
    if (errors.length) return formatError(errors);
    const outcome = ctx.sandbox.merchants.changeMerchantStatus(req, req.status);
    return outcome === 'ok' ? ctx.result(RC.approved) : ctx.refuse(STATUS_CODES[outcome]);
  },

  changeTerminalStatus(ctx, req) {
    const errors = sandboxValues(ctx, { institutionId: req.institutionId, agentId: req.agentId });
    if (errors.length) return formatError(errors);
    const outcome = ctx.sandbox.merchants.changeTerminalStatus(req, req.terminalNumber, req.status);
    return outcome === 'ok' ? ctx.result(RC.approved) : ctx.refuse(STATUS_CODES[outcome]);
  },

  getAtmStatusExt(ctx, req) {
    const merchants = ctx.sandbox.merchants;
    // A filter, not an identification: an ATM it does not match is left out, nothing is refused.
    const atms = merchants
      .atms()
      .filter((atm) => (req.terminalId === undefined || atm.terminal.number === req.terminalId) && (req.pid === undefined || atm.fixture.pid === req.pid))
      .filter(() => req.institutionId === undefined || req.institutionId === ctx.account().institutionId);
    return ctx.read({ atmStatusList: { atmStatus: atms.map((atm) => atmView(atm, merchants.seededAt)) } });
  },

  getMerchantTransactions(ctx, req) {
    const errors = sandboxValues(ctx, { institutionId: req.institutionId });
    if (errors.length) return formatError(errors);
    const merchants = ctx.sandbox.merchants;
    // The contract requires one of the two.
    const merchant = merchants.merchant(req.merchantId ?? req.merchantIdn!);
    if (!merchant) return ctx.refuse(RC.invalidMerchant);
    if (req.terminalId !== undefined && merchants.terminal(req.terminalId)?.merchantNumber !== merchant.number) return ctx.refuse(RC.invalidMerchant);
    const transaction = merchants.records(merchant.number, { terminalId: req.terminalId, from: req.period.start, to: req.period.end }).map((record) => {
      const view = operationView(ctx, merchant, record);
      return {
        ...view,
        utrnno: record.utrnno,
        reversal: false,
        settlementDate: dayOf(record.at),
        cardNumberMask: maskPan(view.cardNumber),
        // Only approved operations reach the history.
        responseCode: 0,
        orderId: orderOf(merchant, record).id,
      };
    });
    return ctx.read({ transactions: { transaction } });
  },

  getPaymentOrders(ctx, req) {
    const errors = sandboxValues(ctx, { institutionId: req.institutionId });
    if (errors.length) return formatError(errors);
    const merchant = ctx.sandbox.merchants.merchant(req.merchantNumber);
    if (!merchant) return ctx.refuse(RC.invalidMerchant);
    const orders = paymentOrders(ctx.sandbox.merchants, merchant, ctx.now(), { from: req.period.start, to: req.period.end });
    return ctx.read({
      orderList: orders.map(({ id, eventDate, purpose, currency, amount, status, orderNumber }) => ({ id, eventDate, purpose, currency, amount, status, orderNumber })),
    });
  },

  getOrderDetails(ctx, req) {
    const order = paymentOrder(ctx.sandbox.merchants, req.orderId, ctx.now());
    if (!order) return ctx.refuse(RC.recordNotFound);
    return ctx.read({ transactionList: order.records.map((record) => operationView(ctx, order.merchant, record)) });
  },

  generateKey(ctx, req) {
    const sandbox = ctx.sandbox;
    if (HOST_MASTER_KEYS[req.hostId] === undefined) return formatError([{ field: 'hostId', rule: 'sandbox-value', message: 'must be the id of a master key of the sandbox (1 or 2)' }]);
    const terminalNumber = req.terminalNumber ?? req.terminalId;
    // Stryker disable next-line ConditionalExpression: looking up no number finds no terminal either (a Map has no entry for undefined)
    const terminal = terminalNumber === undefined ? undefined : sandbox.merchants.terminal(terminalNumber);
    if (terminalNumber !== undefined && !terminal) return ctx.refuse(RC.invalidMerchant);
    if (req.merchantNumber !== undefined && (!sandbox.merchants.merchant(req.merchantNumber) || (terminal && terminal.merchantNumber !== req.merchantNumber))) {
      return ctx.refuse(RC.invalidMerchant);
    }
    const generated = sandbox.keys.generate(
      {
        hostId: req.hostId,
        // Stryker disable next-line Regex,StringLiteral,MethodExpression: kept with the key's check value only, which no operation reads
        keyType: req.keyType.replace(/^ENKT_/, '') as KeyType,
        keyLength: req.keyLength,
        terminalId: terminal?.number,
        // Stryker disable next-line LogicalOperator: kept with the key's check value only, which no operation reads
        merchantNumber: req.merchantNumber ?? terminal?.merchantNumber,
        keySerialNumber: req.keySerialNumber,
      },
      ctx.now(),
    );
    return ctx.result(RC.approved, { ...generated });
  },
};
