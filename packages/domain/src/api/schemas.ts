import * as z from 'zod/mini';
import * as auth from './auth-schemas.ts';
import { productListResponse } from './catalogue-schemas.ts';
import * as application from '../application/contract-schemas.ts';
import { questionnaireRequest } from '../application/questionnaire-schema.ts';
import { ENDPOINTS, type EndpointPath } from './endpoints.ts';
import * as kyc from '../kyc/schemas.ts';
import * as loan from '../loan/contract-schemas.ts';
import * as repayment from '../repayment/contract-schemas.ts';
import * as proofs from '../repayment/proof-schemas.ts';
import * as extension from '../repayment/extension-schemas.ts';
import * as legal from '../legal/legal-schemas.ts';
import * as care from '../care/care-schemas.ts';
import * as deletion from '../care/deletion-schemas.ts';
import * as market from '../catalogue/market-schemas.ts';
import { registerRequest } from '../marketing/attribution-schemas.ts';
import * as branch from '../banking/branch-schemas.ts';
import * as loanCode from '../loan/verify-code-schemas.ts';
import * as packageList from '../device/package-list-schemas.ts';
import * as rewards from '../rewards/reward-schemas.ts';
import * as inbox from '../inbox/inbox-schemas.ts';
import * as bureau from '../bureau/contract-schemas.ts';
import * as dataRights from '../data-rights/contract-schemas.ts';

export interface EndpointSchemas {
  request: z.ZodMiniType;
  response: z.ZodMiniType;
  /** False while the capability behind the path is still to be built (a later issue). */
  provisional: boolean;
}

const empty = z.object({});

const DEFINED = {
  '/security/existsByMobile': { request: auth.existsByMobileRequest, response: auth.existsByMobileResponse },
  '/security/getVerifyCode': { request: auth.getVerifyCodeRequest, response: auth.getVerifyCodeResponse },
  // Registration may carry where the visitor came from (ADR 046).
  '/security/register': { request: registerRequest, response: auth.signInResponse },
  '/security/login': { request: auth.signInRequest, response: auth.signInResponse },
  '/security/getUserInfo': { request: empty, response: auth.userInfoSchema },
  '/security/isRequiredVerificationCode': { request: z.object({ mobile: z.optional(z.string()) }), response: auth.isRequiredVerificationCodeResponse },
  '/security/logout': { request: empty, response: z.null() },
  '/sandbox/sms/latest': { request: auth.sandboxSmsRequest, response: auth.sandboxSmsResponse },
  '/sandbox/clock': { request: auth.sandboxClockRequest, response: auth.sandboxClockResponse },
  '/loan/product/list': { request: empty, response: productListResponse },
  '/loan/loan-order/apply-market': { request: loan.applyMarketRequest, response: application.stepResponse },
  '/loan/loan-order/latest': { request: empty, response: application.latestOrderResponse },
  '/user/saveBasicInfo-market': { request: application.marketFormRequest, response: application.stepResponse },
  '/user/saveBasicInfo': { request: application.marketFormRequest, response: application.stepResponse },
  '/user/saveAdditionInfo-market': { request: application.marketFormRequest, response: application.stepResponse },
  '/user/save/questionnaire': { request: questionnaireRequest, response: application.stepResponse },
  '/app/paystack/bank-list': { request: empty, response: application.bankListResponse },
  '/user/verifyBankCard': { request: application.verifyBankCardRequest, response: application.verifyBankCardResponse },
  '/user/addBankCard': { request: application.addBankCardRequest, response: application.stepResponse },
  '/user/submit': { request: application.orderNoRequest, response: application.stepResponse },
  '/time/upload/enable': { request: application.orderNoRequest, response: application.uploadEnableResponse },
  '/time/upload/uploadStatus': { request: application.orderNoRequest, response: application.uploadStatusResponse },
  '/time/upload/report': { request: application.uploadReportRequest, response: application.uploadStatusResponse },
  '/user/application/detail': { request: empty, response: application.applicationDetailResponse },
  '/user/upload/curp/front': { request: kyc.imageUploadRequest, response: kyc.imageUploadResponse },
  '/user/upload/curp/back': { request: kyc.imageUploadRequest, response: kyc.imageUploadResponse },
  '/user/saveFaceImage': { request: kyc.imageUploadRequest, response: kyc.imageUploadResponse },
  '/user/curp/ocr': { request: empty, response: kyc.ocrResponse },
  '/user/finishUploadAllImg': { request: kyc.finishUploadAllImgRequest, response: kyc.orderStepResponse },
  '/loan/confirm/product-info': { request: loan.quoteRequest, response: loan.offerResponse },
  '/loan/product/step-amount': { request: application.orderNoRequest, response: loan.stepAmountResponse },
  '/loan/get-money': { request: loan.getMoneyRequest, response: loan.getMoneyResponse },
  '/loan/get-money-plus': { request: loan.getMoneyRequest, response: loan.getMoneyResponse },
  '/loan/get-money/contract': { request: loan.quoteRequest, response: loan.agreementResponse },
  '/loan/loan-order/loanAgreement': { request: application.orderNoRequest, response: loan.agreementResponse },
  '/loan/get-credit-info': { request: empty, response: loan.creditInfoResponse },
  '/loan/get-money-time': { request: application.orderNoRequest, response: loan.moneyTimeResponse },
  '/loan/loan-order/list': { request: loan.orderListRequest, response: loan.orderListResponse },
  '/app/isRejectRecommendation': { request: loan.optionalOrderNoRequest, response: loan.recommendationResponse },
  '/loan/cancel-loan': { request: application.orderNoRequest, response: application.stepResponse },
  '/loan/has-cancel-loan': { request: loan.optionalOrderNoRequest, response: loan.cancelStateResponse },
  '/loan/cancel-draw-money': { request: application.orderNoRequest, response: application.stepResponse },
  '/loan/loan-order/apply-market-again': { request: loan.applyAgainRequest, response: application.stepResponse },
  '/user/update-bankCard': { request: application.addBankCardRequest, response: application.stepResponse },
  '/repay/repay-order/detail': { request: application.orderNoRequest, response: repayment.repayDetailResponse },
  '/repay/dedicated_account/create': { request: empty, response: repayment.repaymentAccountResponse },
  '/sandbox/collections/pay': { request: repayment.sandboxPayRequest, response: repayment.sandboxPayResponse },
  '/sandbox/collections/pay-reference': { request: repayment.sandboxPayReferenceRequest, response: repayment.sandboxPayResponse },
  '/repay/monnify_reserved_account': { request: empty, response: repayment.repaymentAccountResponse },
  '/repay/flutterwave_reserved_account': { request: empty, response: repayment.repaymentAccountResponse },
  '/repay/getStpClabe': { request: empty, response: repayment.repaymentAccountResponse },
  '/repay/paystack/authorization': { request: repayment.repayAmountRequest, response: repayment.checkoutResponse },
  '/repay/flutterwave/repay-link': { request: repayment.repayAmountRequest, response: repayment.checkoutResponse },
  '/repay/flutterwave/verify-opt': { request: repayment.verifyCheckoutRequest, response: repayment.verifyCheckoutResponse },
  '/repay/checkout/verify': { request: repayment.verifyCheckoutRequest, response: repayment.verifyCheckoutResponse },
  '/repay/getOXXOReference': { request: repayment.repayAmountRequest, response: repayment.cashReferenceResponse },
  '/repay/paystack/ussd': { request: repayment.ussdChargeRequest, response: repayment.ussdChargeResponse },
  '/loan/loan-order/statement': { request: application.orderNoRequest, response: repayment.statementResponse },
  '/portal/repayment/detail': { request: repayment.portalDetailRequest, response: repayment.portalDetailResponse },
  '/portal/repayment/confirm': { request: repayment.portalConfirmRequest, response: repayment.portalConfirmResponse },
  // Repayment proofs (issue 11, ADR 038); the upload's file is read by its handler, like the identity photos.
  '/repay/upload/user/voucher': { request: kyc.imageUploadRequest, response: kyc.proofUploadResponse },
  '/repay/save/user/voucher': { request: proofs.saveProofRequest, response: proofs.proofSchema },
  '/repay/get/voucher/list': { request: application.orderNoRequest, response: proofs.proofListResponse },
  '/repay/voucher/image': { request: proofs.proofImageRequest, response: proofs.proofImageResponse },
  '/repay/getExtensionData': { request: application.orderNoRequest, response: extension.extensionDataResponse },
  '/repay/confirmExtensionOrder': { request: extension.confirmExtensionRequest, response: extension.confirmExtensionResponse },
  '/repay/updateExtensionOrderStatus': { request: extension.extensionStatusRequest, response: extension.extensionStatusResponse },
  // Customer care and account deletion (issue 12, ADR 044).
  '/loanMarket/customer-service': { request: empty, response: care.customerServiceResponse },
  '/app-download/getAddress': { request: empty, response: care.downloadAddressResponse },
  '/care/complaint/create': { request: care.createComplaintRequest, response: care.complaintSchema },
  '/care/complaint/list': { request: empty, response: care.complaintListResponse },
  '/user/account/delete': { request: deletion.accountDeletionRequest, response: deletion.accountDeletionResponse },
  '/legal/state': { request: empty, response: legal.legalStateResponse },
  '/legal/accept': { request: legal.legalAcceptRequest, response: legal.legalStateResponse },
  // Landing pages, hot loans and the loan-market calls (issue 12, ADR 046).
  '/loanMarket/index': { request: empty, response: market.loanMarketIndexResponse },
  '/loan/loan-product/index': { request: market.productIndexRequest, response: market.productIndexResponse },
  '/loan/product/list-market': { request: empty, response: market.marketProductListResponse },
  '/loanMarket/repay-color': { request: empty, response: market.repayColorResponse },
  '/loanMarket/lending-record': { request: empty, response: market.lendingRecordResponse },
  '/loanMarket/repay/products': { request: empty, response: market.repayProductsResponse },
  '/loan/loan-order/list-market': { request: loan.orderListRequest, response: loan.orderListResponse },
  // The last calls of spec section 7 (issue 12, ADR 048).
  '/user/getBankBranch': { request: branch.bankBranchRequest, response: branch.bankBranchResponse },
  '/loan/validateVerifyCode': { request: loanCode.validateVerifyCodeRequest, response: loanCode.validateVerifyCodeResponse },
  '/user/device/packageList': { request: packageList.packageListRequest, response: packageList.packageListResponse },
  // Coupons and the lottery draw (issue 12, ADR 045).
  '/lottery-draw/coupon/quantity': { request: empty, response: rewards.couponQuantityResponse },
  '/lottery-draw/coupons': { request: rewards.couponListRequest, response: rewards.couponListResponse },
  '/lottery-draw/coupon/used': { request: empty, response: rewards.couponListResponse },
  '/lottery-draw/coupon/use': { request: rewards.couponUseRequest, response: rewards.couponUseResponse },
  '/lottery-draw/is-show': { request: rewards.drawStateRequest, response: rewards.drawStateResponse },
  '/lottery-draw/create': { request: rewards.drawRequest, response: rewards.drawResponse },
  '/sandbox/rewards/coupon': { request: rewards.sandboxCouponRequest, response: rewards.couponSchema },
  // The message centre (issue 12, ADR 047).
  '/inbox/messages': { request: inbox.inboxListRequest, response: inbox.inboxListResponse },
  '/inbox/unread-count': { request: empty, response: inbox.inboxUnreadResponse },
  '/inbox/messages/read': { request: inbox.inboxReadRequest, response: inbox.inboxMessageSchema },
  // The credit bureau consent (issue 24, ADR 102).
  '/bureau/consent': { request: bureau.bureauConsentQuery, response: bureau.bureauConsentStateResponse },
  '/bureau/consent/give': { request: bureau.bureauConsentGiveRequest, response: bureau.bureauConsentStateResponse },
  '/bureau/consent/withdraw': { request: bureau.bureauConsentWithdrawRequest, response: bureau.bureauConsentStateResponse },
  // The borrower's own data: export, correction, objection to marketing (issue 24, ADR 103).
  '/me/data/requests': { request: empty, response: dataRights.dataRightsOverviewResponse },
  '/me/data/export': { request: empty, response: dataRights.dataExportStateSchema },
  '/me/data/export/open': { request: dataRights.dataExportOpenRequest, response: dataRights.dataExportOpenResponse },
  '/me/data/correction': { request: dataRights.dataCorrectionRequest, response: dataRights.dataCorrectionSchema },
  '/me/data/marketing': { request: dataRights.marketingPreferenceRequest, response: dataRights.marketingPreferenceResponse },
} as const satisfies Partial<Record<EndpointPath, Omit<EndpointSchemas, 'provisional'>>>;

/** Provisional shape for calls whose capability a later issue builds: any fields, any data. */
const PROVISIONAL: Omit<EndpointSchemas, 'provisional'> = {
  request: z.record(z.string(), z.unknown()),
  response: z.unknown(),
};

export const SCHEMAS: ReadonlyMap<string, EndpointSchemas> = new Map(
  ENDPOINTS.map((e) => {
    const defined: Omit<EndpointSchemas, 'provisional'> | undefined = DEFINED[e.path as keyof typeof DEFINED];
    return [e.path, defined ? { ...defined, provisional: false } : { ...PROVISIONAL, provisional: true }];
  }),
);

export function schemasFor(path: string): EndpointSchemas | undefined {
  return SCHEMAS.get(path);
}

type Defined = typeof DEFINED;
/** The paths whose capability is built: their request and response shapes are the contract's. */
export type DefinedPath = keyof Defined;

/**
 * What a caller sends to `P` (before the schema's transforms: query strings may carry numbers
 * as text). A provisional path takes any fields until its capability defines them.
 */
export type RequestOf<P extends EndpointPath> = P extends DefinedPath ? z.input<Defined[P]['request']> : Record<string, unknown>;

/** What the server answers in `data` for `P` on success (after the schema's transforms). */
export type ResponseOf<P extends EndpointPath> = P extends DefinedPath ? z.output<Defined[P]['response']> : unknown;

/** What a handler receives for `P`: the request after validation. */
export type ValidatedRequestOf<P extends EndpointPath> = P extends DefinedPath ? z.output<Defined[P]['request']> : Record<string, unknown>;
