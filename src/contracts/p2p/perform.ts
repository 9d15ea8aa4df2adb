/**
 * The fee inquiry and the transfer itself (spec 03 §4.2): verifyP2P.do, verifyP2PByBinding.do,
 * performP2P.do, performP2PByBinding.do, instantPerformP2P.do and finishThreeDsVer2.do. The complete
 * table of performP2P.do is not shown: it takes the fields of performP2PByBinding.do (the spec says
 * its fields are those "also present in performP2PByBinding.do"), plus `amount`.
 */
import { z } from 'zod';
import { fromCard, payerDataBlocks, toCard } from './blocks.js';
import { credentials, email, features, flag, integerOf, ip, language, minorUnits, P2P_BASE, type P2pOperationContract, params, result, text, url, callbackUrl } from './common.js';
import { orderFields } from './register.js';
import { statusResponse } from './status.js';

const orderId = text(36);

export const PERFORM_TYPES = ['STANDARD', 'WITHOUT_FROM_CARD', 'WITHOUT_TO_CARD'] as const;
/** SCA exemptions of a funding (values not shown): LVP low value, TRA transaction risk analysis. */
export const SCA_EXEMPTIONS = ['LVP', 'TRA'] as const;
/** The tii a P2P perform call allows: CI (initial, card stored after) and F (the customer picks a stored card). */
export const P2P_TII = ['CI', 'F'] as const;

/** 3DS SDK (app) fields, with the EMV 3DS lengths; all five are required when threeDSSDK is true. */
const sdkFields = {
  threeDSSDK: flag.optional(),
  threeDSSDKEncData: text(64_000).optional(),
  threeDSSDKReferenceNumber: text(32).optional(),
  threeDSSDKEphemPubKey: text(256).optional(),
  threeDSSDKAppId: text(36).optional(),
  threeDSSDKTransId: text(36).optional(),
};
const SDK_REQUIRED = ['threeDSSDKEncData', 'threeDSSDKReferenceNumber', 'threeDSSDKEphemPubKey', 'threeDSSDKAppId', 'threeDSSDKTransId'] as const;

/** The perform members beyond the order itself (performP2PByBinding.do's table). */
const performMembers = {
  language: language.optional(),
  ip: ip.optional(),
  email: email(40).optional(),
  type: z.enum(PERFORM_TYPES, { error: `must be one of ${PERFORM_TYPES.join(', ')}` }).optional(),
  amountInput: minorUnits.optional(),
  captcha: text(255).optional(),
  externalScaExemptionIndicator: z.enum(SCA_EXEMPTIONS, { error: 'must be LVP (low value) or TRA (transaction risk analysis)' }).optional(),
  ...sdkFields,
  threeDSMethodNotificationUrl: url.optional(),
  threeDSServerTransId: text(36).optional(),
  threeDSVer2FinishUrl: url.optional(),
  threeDSVer2MdOrder: text(36).optional(),
  bindingNotNeeded: flag.optional(),
  originalPaymentNetRefNum: text(36).optional(),
  originalSchemeTransactionId: text(22).optional(),
  tii: z.enum(P2P_TII, { error: 'must be CI or F (the tii a P2P transfer allows)' }).optional(),
  mcc: integerOf(4).optional(),
  merchantLogin: text(255).optional(),
  dynamicCallbackUrl: callbackUrl.optional(),
  features: features.optional(),
  params: params.optional(),
  debitMdOrder: text(36).optional(),
  debitTransactionReference: text(19).optional(),
  transactionPurpose: text(50).optional(),
  serviceProcessingType: text(50).optional(),
  ...payerDataBlocks,
  fromCard: fromCard.optional(),
  toCard: toCard.optional(),
};

/** The SDK fields are mandatory together in the SDK flow. */
function sdkRule(body: { threeDSSDK?: boolean | undefined } & Partial<Record<(typeof SDK_REQUIRED)[number], string>>, ctx: z.RefinementCtx): void {
  if (body.threeDSSDK !== true) return;
  for (const name of SDK_REQUIRED) if (body[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when threeDSSDK is true', params: { rule: 'required' } });
}

export const performP2PRequest = z.object({ ...credentials, orderId, amount: minorUnits.optional(), ...performMembers }).superRefine(sdkRule);
export const performP2PByBindingRequest = z.object({ ...credentials, orderId, ...performMembers }).superRefine(sdkRule);

/** Register and perform in one call; a second call for 3DS2 names the first call's order in threeDSVer2MdOrder. */
export const instantPerformP2PRequest = z.object({ ...orderFields, ...performMembers }).superRefine(sdkRule);

const verifyMembers = {
  ...credentials,
  orderId,
  language: language.optional(),
  /** The amount the payer changed, "string [0..12]": digits, or empty for no change. */
  amount: z.union([z.string().regex(/^\d{0,12}$/, { message: 'must be 0 to 12 digits (minor units)' }), minorUnits], { error: 'must be 0 to 12 digits (minor units)' }).optional(),
  mcc: integerOf(4).optional(),
  billingPayerData: payerDataBlocks.billingPayerData,
  billingRecipientData: payerDataBlocks.billingRecipientData,
  fromCard: fromCard.optional(),
  toCard: toCard.optional(),
};
export const verifyP2PRequest = z.object(verifyMembers);
export const verifyP2PByBindingRequest = z.object(verifyMembers);

/** The fee inquiry's answer (not shown in the spec): the amount, the fee and what the payer pays in all. */
export const verifyAnswer = z.object({
  ...result,
  orderId: z.string().min(1).max(36),
  amount: z.int().min(0),
  feeAmount: z.int().min(0),
  totalAmount: z.int().min(0),
  currency: z.string().regex(/^\d{3}$/),
});

/** finishThreeDsVer2.do as spec 03 §4.2 writes its path (`/p2p/finishThreeDsVer2.do`), under the e-commerce group's `/payment/rest/`. */
export const P2P_SPEC_FINISH_PATH = '/payment/rest/p2p/finishThreeDsVer2.do';

/** finishThreeDsVer2.do (not shown): the 3DS server transaction the cardholder came back from. */
export const finishThreeDsVer2Request = z.object({ ...credentials, threeDSServerTransId: text(36), orderId: orderId.optional(), language: language.optional() });

const optionalText = (max: number) => z.string().min(1).max(max).optional();

/**
 * The answer of a perform call at any stage: a finished transfer (redirect, info), the first 3DS2
 * call (is3DSVer2 with the method URLs, in both spellings: `threeDSMethodUrlServer` as spec 03 §4.2
 * writes it, `threeDSMethodURLServer` as docs/design.md does), or a challenge (acsUrl, packedCReq).
 */
export const performAnswer = z
  .object({
    ...result,
    info: optionalText(512),
    orderId: optionalText(36),
    orderNumber: optionalText(36),
    redirect: optionalText(512),
    acsUrl: optionalText(512),
    paReq: optionalText(255),
    termUrl: optionalText(512),
    packedCReq: z.string().min(1).optional(),
    is3DSVer2: z.boolean().optional(),
    threeDSServerTransId: optionalText(36),
    threeDSMethodUrl: optionalText(512),
    threeDSMethodUrlServer: optionalText(512),
    threeDSMethodURL: optionalText(512),
    threeDSMethodURLServer: optionalText(512),
    threeDSMethodDataPacked: optionalText(1024),
    threeDSMethodURLServerDirect: optionalText(512),
    originalPaymentNetRefNum: optionalText(36),
    mcTransactionReference: optionalText(19),
    debitTransactionReference: optionalText(19),
    statusResponse: statusResponse.optional(),
    threeDSSDKKey: z.string().optional(),
    threeDSAcsTransactionId: z.string().optional(),
    threeDSAcsRefNumber: z.string().optional(),
    threeDSAcsSignedContent: z.string().optional(),
    threeDSDsTransID: z.string().optional(),
  })
  .superRefine((answer, ctx) => {
    if (answer.is3DSVer2 !== true) return;
    if (answer.threeDSServerTransId === undefined) ctx.addIssue({ code: 'custom', path: ['threeDSServerTransId'], message: 'is required with is3DSVer2', params: { rule: 'required' } });
    if (answer.threeDSMethodUrlServer === undefined && answer.threeDSMethodURLServer === undefined) {
      ctx.addIssue({ code: 'custom', path: ['threeDSMethodUrlServer'], message: 'is required with is3DSVer2', params: { rule: 'required' } });
    }
  });

export const performOperations = {
  'verifyP2P.do': { path: `${P2P_BASE}/verifyP2P.do`, request: verifyP2PRequest, response: verifyAnswer },
  'verifyP2PByBinding.do': { path: `${P2P_BASE}/verifyP2PByBinding.do`, request: verifyP2PByBindingRequest, response: verifyAnswer },
  'performP2P.do': { path: `${P2P_BASE}/performP2P.do`, request: performP2PRequest, response: performAnswer },
  'performP2PByBinding.do': { path: `${P2P_BASE}/performP2PByBinding.do`, request: performP2PByBindingRequest, response: performAnswer },
  'instantPerformP2P.do': { path: `${P2P_BASE}/instantPerformP2P.do`, request: instantPerformP2PRequest, response: performAnswer },
  /**
   * The spec writes the path as `/p2p/finishThreeDsVer2.do`. Read relative to the P2P group it is
   * under `/payment/rest/api/p2p/`; read literally under the e-commerce group it is
   * `/payment/rest/p2p/`. A merchant may code either, so both answer alike.
   */
  'finishThreeDsVer2.do': { path: `${P2P_BASE}/finishThreeDsVer2.do`, alsoAt: [P2P_SPEC_FINISH_PATH], request: finishThreeDsVer2Request, response: performAnswer },
} satisfies Record<string, P2pOperationContract>;

