/**
 * The inventory of the API: every call of spec section 7, plus our few documented extensions
 * (marked `extension`). Method, logical path, how the body travels, whether a token is needed,
 * and the module that owns it. Schemas live beside it in `schemas.ts`, keyed by the same path,
 * so the web client can use this table without bundling validation code.
 */
export type HttpMethod = 'GET' | 'POST';
/** `query`: GET parameters; `json`, `form` (urlencoded), `multipart`: POST bodies. */
export type BodyEncoding = 'query' | 'json' | 'form' | 'multipart';
export type ApiModule =
  | 'auth'
  | 'profile'
  | 'kyc'
  | 'questionnaire'
  | 'banking'
  | 'catalogue'
  | 'loans'
  | 'repayments'
  | 'rewards'
  | 'content'
  | 'device-data'
  | 'inbox'
  | 'bureau'
  | 'data-rights'
  | 'sandbox';

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly encoding: BodyEncoding;
  readonly auth: boolean;
  readonly module: ApiModule;
  /** Not in the spec's list: ours, recorded in docs/decisions. */
  readonly extension?: true;
}

type Row = readonly [path: string, auth: boolean, module: ApiModule];

const GET_ROWS = [
  ['/repay/updateExtensionOrderStatus', true, 'repayments'],
  ['/repay/monnify_reserved_account', true, 'repayments'],
  ['/loan/loan-order/latest', true, 'loans'],
  ['/loan/loan-order/list', true, 'loans'],
  ['/loan/loan-order/loanAgreement', true, 'loans'],
  ['/loan/product/list', false, 'catalogue'],
  ['/repay/repay-order/detail', true, 'repayments'],
  ['/repay/getStpClabe', true, 'repayments'],
  ['/security/existsByMobile', false, 'auth'],
  ['/security/getUserInfo', true, 'auth'],
  ['/user/getBankBranch', true, 'banking'],
  ['/loanMarket/index', false, 'catalogue'],
  ['/loanMarket/lending-record', true, 'catalogue'],
  ['/loan/loan-order/list-market', true, 'loans'],
  ['/loan/product/list-market', false, 'catalogue'],
  ['/loanMarket/repay-color', false, 'catalogue'],
  ['/loanMarket/customer-service', false, 'content'],
  ['/loan/confirm/product-info', true, 'loans'],
  ['/loanMarket/repay/products', true, 'catalogue'],
  ['/time/upload/enable', true, 'device-data'],
  ['/time/upload/uploadStatus', true, 'device-data'],
  ['/loan/validateVerifyCode', true, 'loans'],
  ['/repay/getOXXOReference', true, 'repayments'],
  ['/loan/loan-product/index', false, 'catalogue'],
  ['/loan/get-money', true, 'loans'],
  ['/loan/get-money-plus', true, 'loans'],
  ['/loan/product/step-amount', true, 'loans'],
  ['/loan/get-money/contract', true, 'loans'],
  ['/user/device/packageList', true, 'device-data'],
  ['/security/isRequiredVerificationCode', false, 'auth'],
  ['/repay/getExtensionData', true, 'repayments'],
  ['/repay/confirmExtensionOrder', true, 'repayments'],
  ['/app/isRejectRecommendation', true, 'loans'],
  ['/app/paystack/bank-list', false, 'banking'],
  ['/loan/get-credit-info', true, 'loans'],
  ['/user/verifyBankCard', true, 'banking'],
  ['/repay/dedicated_account/create', true, 'repayments'],
  ['/repay/paystack/authorization', true, 'repayments'],
  ['/app-download/getAddress', false, 'content'],
  ['/loan/has-cancel-loan', true, 'loans'],
  ['/loan/get-money-time', true, 'loans'],
  ['/lottery-draw/is-show', true, 'rewards'],
  ['/lottery-draw/coupon/quantity', true, 'rewards'],
  ['/lottery-draw/coupons', true, 'rewards'],
  ['/repay/flutterwave/repay-link', true, 'repayments'],
  ['/repay/flutterwave/verify-opt', true, 'repayments'],
  ['/repay/flutterwave_reserved_account', true, 'repayments'],
  ['/portal/repayment/detail', false, 'repayments'],
] as const satisfies readonly Row[];

const POST_ROWS = [
  ['/security/login', false, 'auth', 'form'],
  ['/security/getVerifyCode', false, 'auth', 'json'],
  ['/security/register', false, 'auth', 'json'],
  ['/user/addBankCard', true, 'banking', 'json'],
  ['/user/saveBasicInfo', true, 'profile', 'json'],
  ['/user/finishUploadAllImg', true, 'kyc', 'json'],
  ['/user/saveBasicInfo-market', true, 'profile', 'json'],
  ['/loan/loan-order/apply-market', true, 'loans', 'json'],
  ['/user/saveAdditionInfo-market', true, 'profile', 'json'],
  ['/loan/loan-order/apply-market-again', true, 'loans', 'json'],
  ['/user/curp/ocr', true, 'kyc', 'json'],
  ['/user/save/questionnaire', true, 'questionnaire', 'json'],
  ['/repay/save/user/voucher', true, 'repayments', 'json'],
  ['/repay/get/voucher/list', true, 'repayments', 'json'],
  ['/loan/cancel-loan', true, 'loans', 'json'],
  ['/loan/cancel-draw-money', true, 'loans', 'json'],
  ['/lottery-draw/create', true, 'rewards', 'json'],
  ['/user/update-bankCard', true, 'banking', 'json'],
  ['/lottery-draw/coupon/use', true, 'rewards', 'json'],
  ['/user/submit', true, 'loans', 'json'],
  ['/lottery-draw/coupon/used', true, 'rewards', 'json'],
  ['/portal/repayment/confirm', false, 'repayments', 'json'],
  ['/user/upload/curp/front', true, 'kyc', 'multipart'],
  ['/user/upload/curp/back', true, 'kyc', 'multipart'],
  ['/user/saveFaceImage', true, 'kyc', 'multipart'],
  ['/repay/upload/user/voucher', true, 'repayments', 'multipart'],
] as const satisfies readonly (readonly [...Row, BodyEncoding])[];

/** Ours: the spec has no sign-out call, and the sandbox needs a way to read its own SMS. */
const EXTENSIONS = [
  {
    method: 'POST',
    path: '/security/logout',
    encoding: 'json',
    auth: true,
    module: 'auth',
    extension: true,
  },
  {
    method: 'GET',
    path: '/sandbox/sms/latest',
    encoding: 'query',
    auth: false,
    module: 'sandbox',
    extension: true,
  },
  {
    // Issue 11: browser journeys of days passing (overdue, penalty, rollover) on a test server.
    method: 'POST',
    path: '/sandbox/clock',
    encoding: 'json',
    auth: false,
    module: 'sandbox',
    extension: true,
  },
  {
    // Issue 10: the sandbox banner's "simulate payment", into the borrower's own dedicated account.
    method: 'POST',
    path: '/sandbox/collections/pay',
    encoding: 'json',
    auth: true,
    module: 'sandbox',
    extension: true,
  },
  {
    // Issue 10: the spec verifies only Flutterwave's checkouts by call; a Paystack card checkout
    // returns to the app too, and any checkout is verified with its provider the same way.
    method: 'POST',
    path: '/repay/checkout/verify',
    encoding: 'json',
    auth: true,
    module: 'repayments',
    extension: true,
  },
  {
    // Issue 11 (ADR 038): a proof's photo is shown to its owner only; the spec has no call to read it back.
    method: 'GET',
    path: '/repay/voucher/image',
    encoding: 'query',
    auth: true,
    module: 'repayments',
    extension: true,
  },
  {
    // Issue 10: Records' Statement (spec section 2) has no call of its own in section 7.
    method: 'GET',
    path: '/loan/loan-order/statement',
    encoding: 'query',
    auth: true,
    module: 'repayments',
    extension: true,
  },
  {
    // Issue 24 (ADR 104): the spec has no USSD call; Paystack's USSD charge, a code to dial without mobile data.
    method: 'POST',
    path: '/repay/paystack/ussd',
    encoding: 'json',
    auth: true,
    module: 'repayments',
    extension: true,
  },
  {
    // Issue 10: the sandbox banner's "simulate payment" for a card checkout or an OXXO reference.
    method: 'POST',
    path: '/sandbox/collections/pay-reference',
    encoding: 'json',
    auth: true,
    module: 'sandbox',
    extension: true,
  },
  {
    // ADR 010: the spec has no read call for saved steps, needed to review and edit them.
    method: 'GET',
    path: '/user/application/detail',
    encoding: 'query',
    auth: true,
    module: 'profile',
    extension: true,
  },
  {
    // ADR 010: the spec's uploadStatus only reads flags; something has to record them.
    method: 'POST',
    path: '/time/upload/report',
    encoding: 'json',
    auth: true,
    module: 'device-data',
    extension: true,
  },
  {
    // Issue 12 (ADR 044): complaints (FCCPC 2025: a reference and an acknowledgement at once); the spec has no call.
    method: 'POST',
    path: '/care/complaint/create',
    encoding: 'json',
    auth: true,
    module: 'content',
    extension: true,
  },
  {
    method: 'GET',
    path: '/care/complaint/list',
    encoding: 'query',
    auth: true,
    module: 'content',
    extension: true,
  },
  {
    // Issue 12 (ADR 044): the cancellation form (spec section 2) has no call in section 7.
    method: 'POST',
    path: '/user/account/delete',
    encoding: 'json',
    auth: true,
    module: 'content',
    extension: true,
  },
  {
    // Issue 12 (ADR 043): versioned terms and privacy texts; the spec has no call to record an acceptance.
    method: 'GET',
    path: '/legal/state',
    encoding: 'query',
    auth: true,
    module: 'content',
    extension: true,
  },
  {
    method: 'POST',
    path: '/legal/accept',
    encoding: 'json',
    auth: true,
    module: 'content',
    extension: true,
  },
  {
    // Issue 12 (ADR 047): the message centre (msgList, msgDetail of spec section 2) has no call in section 7.
    method: 'GET',
    path: '/inbox/messages',
    encoding: 'query',
    auth: true,
    module: 'inbox',
    extension: true,
  },
  {
    method: 'GET',
    path: '/inbox/unread-count',
    encoding: 'query',
    auth: true,
    module: 'inbox',
    extension: true,
  },
  {
    method: 'POST',
    path: '/inbox/messages/read',
    encoding: 'json',
    auth: true,
    module: 'inbox',
    extension: true,
  },
  {
    // Issue 24 (ADR 102): the consent to a credit bureau inquiry, asked before submit; the spec has no call for it.
    method: 'GET',
    path: '/bureau/consent',
    encoding: 'query',
    auth: true,
    module: 'bureau',
    extension: true,
  },
  {
    method: 'POST',
    path: '/bureau/consent/give',
    encoding: 'json',
    auth: true,
    module: 'bureau',
    extension: true,
  },
  {
    method: 'POST',
    path: '/bureau/consent/withdraw',
    encoding: 'json',
    auth: true,
    module: 'bureau',
    extension: true,
  },
  {
    // Issue 24 (ADR 103): the borrower's own data (NDPA 2023, LFPDPPP ARCO); the spec has no call.
    method: 'GET',
    path: '/me/data/requests',
    encoding: 'query',
    auth: true,
    module: 'data-rights',
    extension: true,
  },
  {
    method: 'POST',
    path: '/me/data/export',
    encoding: 'json',
    auth: true,
    module: 'data-rights',
    extension: true,
  },
  {
    method: 'POST',
    path: '/me/data/export/open',
    encoding: 'json',
    auth: true,
    module: 'data-rights',
    extension: true,
  },
  {
    method: 'POST',
    path: '/me/data/correction',
    encoding: 'json',
    auth: true,
    module: 'data-rights',
    extension: true,
  },
  {
    method: 'POST',
    path: '/me/data/marketing',
    encoding: 'json',
    auth: true,
    module: 'data-rights',
    extension: true,
  },
  {
    // Issue 12 (ADR 045): coupons to try the app with and for browser tests; staff issue real ones.
    method: 'POST',
    path: '/sandbox/rewards/coupon',
    encoding: 'json',
    auth: true,
    module: 'sandbox',
    extension: true,
  },
] as const satisfies readonly EndpointDef[];

export const ENDPOINTS: readonly EndpointDef[] = [
  ...GET_ROWS.map(([path, auth, module]): EndpointDef => ({ method: 'GET', path, encoding: 'query', auth, module })),
  ...POST_ROWS.map(([path, auth, module, encoding]): EndpointDef => ({ method: 'POST', path, encoding, auth, module })),
  ...EXTENSIONS,
];

const BY_PATH = new Map(ENDPOINTS.map((e) => [e.path, e]));

/** Every logical path of the contract, as a type: a call to a path that is not here does not compile. */
export type EndpointPath =
  | (typeof GET_ROWS)[number][0]
  | (typeof POST_ROWS)[number][0]
  | (typeof EXTENSIONS)[number]['path'];

type PostRow = (typeof POST_ROWS)[number];
/** How a path's input travels, as a type: GET paths send a query, POST paths their row's encoding. */
export type EncodingOf<P extends EndpointPath> = P extends PostRow[0]
  ? Extract<PostRow, readonly [P, ...unknown[]]>[3]
  : P extends (typeof EXTENSIONS)[number]['path']
    ? Extract<(typeof EXTENSIONS)[number], { path: P }>['encoding']
    : 'query';

/** Looks up a path that arrived as text (decrypted from the wire); undefined when it is not ours. */
export function findEndpoint(path: string): EndpointDef | undefined {
  return BY_PATH.get(path);
}

export function isEndpointPath(path: string): path is EndpointPath {
  return BY_PATH.has(path);
}

export function endpoint(path: EndpointPath): EndpointDef {
  const found = BY_PATH.get(path);
  if (!found) throw new Error(`No such endpoint in the contract: ${path}`);
  return found;
}
