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
  | 'sandbox';

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly encoding: BodyEncoding;
  readonly auth: boolean;
  readonly module: ApiModule;
  readonly summary: string;
  /** Not in the spec's list: ours, recorded in docs/decisions. */
  readonly extension?: true;
}

type Row = readonly [path: string, auth: boolean, module: ApiModule, summary: string];

const GET_ROWS = [
  ['/repay/updateExtensionOrderStatus', true, 'repayments', 'Refresh the status of a rollover payment'],
  ['/repay/monnify_reserved_account', true, 'repayments', 'Monnify reserved account for transfers'],
  ['/loan/loan-order/latest', true, 'loans', 'The borrower’s latest order; drives routing'],
  ['/loan/loan-order/list', true, 'loans', 'The borrower’s orders (records screen)'],
  ['/loan/loan-order/loanAgreement', true, 'loans', 'Loan agreement of an order'],
  ['/loan/product/list', false, 'catalogue', 'Loan products of the market (amount range, tenures)'],
  ['/repay/repay-order/detail', true, 'repayments', 'Repayment detail of an order'],
  ['/repay/getStpClabe', true, 'repayments', 'STP CLABE to repay by SPEI (Mexico)'],
  ['/security/existsByMobile', false, 'auth', 'Whether a mobile number is registered'],
  ['/security/getUserInfo', true, 'auth', 'The signed-in borrower'],
  ['/user/getBankBranch', true, 'banking', 'Branches of a bank'],
  ['/loanMarket/index', false, 'catalogue', 'Loan market landing data'],
  ['/loanMarket/lending-record', true, 'catalogue', 'Loan market lending records'],
  ['/loan/loan-order/list-market', true, 'loans', 'Orders across the loan market'],
  ['/loan/product/list-market', false, 'catalogue', 'Products across the loan market'],
  ['/loanMarket/repay-color', false, 'catalogue', 'Loan market repayment colours'],
  ['/loanMarket/customer-service', false, 'content', 'Customer service contacts'],
  ['/loan/confirm/product-info', true, 'loans', 'Product terms for the confirm screen'],
  ['/loanMarket/repay/products', true, 'catalogue', 'Loan market products to repay'],
  ['/time/upload/enable', true, 'device-data', 'Whether the data-collection step is enabled'],
  ['/time/upload/uploadStatus', true, 'device-data', 'Which device data has been collected'],
  ['/loan/validateVerifyCode', true, 'loans', 'Check a one-time code before a loan action'],
  ['/repay/getOXXOReference', true, 'repayments', 'OXXO cash payment reference (Mexico)'],
  ['/loan/loan-product/index', false, 'catalogue', 'Product landing data'],
  ['/loan/get-money', true, 'loans', 'Confirm the loan and request the payout'],
  ['/loan/get-money-plus', true, 'loans', 'Confirm with the reloan offer'],
  ['/loan/product/step-amount', true, 'loans', 'Amount steps within the credit limit'],
  ['/loan/get-money/contract', true, 'loans', 'Contract figures for the chosen amount and tenure'],
  ['/user/device/packageList', true, 'device-data', 'Installed apps list upload status'],
  ['/security/isRequiredVerificationCode', false, 'auth', 'Whether sign-in needs a one-time code'],
  ['/repay/getExtensionData', true, 'repayments', 'Rollover terms of an order'],
  ['/repay/confirmExtensionOrder', true, 'repayments', 'Confirm a rollover: the fee to pay and how'],
  ['/app/isRejectRecommendation', true, 'loans', 'Recommended products after a rejection'],
  ['/app/paystack/bank-list', false, 'banking', 'Banks with their CBN codes'],
  ['/loan/get-credit-info', true, 'loans', 'Credit limit and reloan terms'],
  ['/user/verifyBankCard', true, 'banking', 'Resolve and verify a bank account'],
  ['/repay/dedicated_account/create', true, 'repayments', 'Create a dedicated virtual account'],
  ['/repay/paystack/authorization', true, 'repayments', 'Paystack checkout for a repayment'],
  ['/app-download/getAddress', false, 'content', 'Where to download the native app'],
  ['/loan/has-cancel-loan', true, 'loans', 'Whether the latest order can be cancelled'],
  ['/loan/get-money-time', true, 'loans', 'Expected payout time'],
  ['/lottery-draw/is-show', true, 'rewards', 'Whether the lottery draw is shown'],
  ['/lottery-draw/coupon/quantity', true, 'rewards', 'Number of usable coupons'],
  ['/lottery-draw/coupons', true, 'rewards', 'The borrower’s coupons'],
  ['/repay/flutterwave/repay-link', true, 'repayments', 'Flutterwave checkout link'],
  ['/repay/flutterwave/verify-opt', true, 'repayments', 'Verify a Flutterwave payment'],
  ['/repay/flutterwave_reserved_account', true, 'repayments', 'Flutterwave reserved account'],
  ['/portal/repayment/detail', false, 'repayments', 'Repayment portal: order detail by reference'],
] as const satisfies readonly Row[];

const POST_ROWS = [
  ['/security/login', false, 'auth', 'Sign in with mobile and one-time code', 'form'],
  ['/security/getVerifyCode', false, 'auth', 'Send a one-time code by SMS', 'json'],
  ['/security/register', false, 'auth', 'Register with mobile and one-time code', 'json'],
  ['/user/addBankCard', true, 'banking', 'Add the payout bank account', 'json'],
  ['/user/saveBasicInfo', true, 'profile', 'Save personal information', 'json'],
  ['/user/finishUploadAllImg', true, 'kyc', 'Finish the identity step', 'json'],
  ['/user/saveBasicInfo-market', true, 'profile', 'Save personal information (market form)', 'json'],
  ['/loan/loan-order/apply-market', true, 'loans', 'Start an application', 'json'],
  ['/user/saveAdditionInfo-market', true, 'profile', 'Save work and emergency contacts', 'json'],
  ['/loan/loan-order/apply-market-again', true, 'loans', 'Re-apply after a failed payout, or apply again after a finished loan', 'json'],
  ['/user/curp/ocr', true, 'kyc', 'Read the identity document', 'json'],
  ['/user/save/questionnaire', true, 'questionnaire', 'Save the credit questionnaire', 'json'],
  ['/repay/save/user/voucher', true, 'repayments', 'Save a repayment proof', 'json'],
  ['/repay/get/voucher/list', true, 'repayments', 'Repayment proofs of an order', 'json'],
  ['/loan/cancel-loan', true, 'loans', 'Cancel an order', 'json'],
  ['/loan/cancel-draw-money', true, 'loans', 'Cancel a pending payout request', 'json'],
  ['/lottery-draw/create', true, 'rewards', 'Draw in the lottery', 'json'],
  ['/user/update-bankCard', true, 'banking', 'Change the payout bank account', 'json'],
  ['/lottery-draw/coupon/use', true, 'rewards', 'Apply a coupon', 'json'],
  ['/user/submit', true, 'loans', 'Submit the application', 'json'],
  ['/lottery-draw/coupon/used', true, 'rewards', 'Used coupons', 'json'],
  ['/portal/repayment/confirm', false, 'repayments', 'Repayment portal: confirm a payment', 'json'],
  ['/user/upload/curp/front', true, 'kyc', 'Upload the ID front', 'multipart'],
  ['/user/upload/curp/back', true, 'kyc', 'Upload the ID back', 'multipart'],
  ['/user/saveFaceImage', true, 'kyc', 'Upload the face photo', 'multipart'],
  ['/repay/upload/user/voucher', true, 'repayments', 'Upload a repayment proof image', 'multipart'],
] as const satisfies readonly (readonly [...Row, BodyEncoding])[];

/** Ours: the spec has no sign-out call, and the sandbox needs a way to read its own SMS. */
const EXTENSIONS = [
  {
    method: 'POST',
    path: '/security/logout',
    encoding: 'json',
    auth: true,
    module: 'auth',
    summary: 'Sign out: revoke this session',
    extension: true,
  },
  {
    method: 'GET',
    path: '/sandbox/sms/latest',
    encoding: 'query',
    auth: false,
    module: 'sandbox',
    summary: 'Sandbox only: the last SMS sent to a number (absent outside the sandbox)',
    extension: true,
  },
  {
    // Issue 11: browser journeys of days passing (overdue, penalty, rollover) on a test server.
    method: 'POST',
    path: '/sandbox/clock',
    encoding: 'json',
    auth: false,
    module: 'sandbox',
    summary: 'Test servers only (SANDBOX_CLOCK=true): move the server clock forward (absent elsewhere)',
    extension: true,
  },
  {
    // Issue 10: the sandbox banner's "simulate payment", into the borrower's own dedicated account.
    method: 'POST',
    path: '/sandbox/collections/pay',
    encoding: 'json',
    auth: true,
    module: 'sandbox',
    summary: 'Sandbox only: pay an amount into your own repayment account, as a bank transfer would',
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
    summary: 'Verify a checkout with its provider and credit it if paid',
    extension: true,
  },
  {
    // Issue 11 (ADR 038): a proof's photo is shown to its owner only; the spec has no call to read it back.
    method: 'GET',
    path: '/repay/voucher/image',
    encoding: 'query',
    auth: true,
    module: 'repayments',
    summary: 'The borrower’s own repayment proof photo',
    extension: true,
  },
  {
    // Issue 10: Records' Statement (spec section 2) has no call of its own in section 7.
    method: 'GET',
    path: '/loan/loan-order/statement',
    encoding: 'query',
    auth: true,
    module: 'repayments',
    summary: 'Every event of one loan from the ledger, with the balance owed after each',
    extension: true,
  },
  {
    // Issue 10: the sandbox banner's "simulate payment" for a card checkout or an OXXO reference.
    method: 'POST',
    path: '/sandbox/collections/pay-reference',
    encoding: 'json',
    auth: true,
    module: 'sandbox',
    summary: 'Sandbox only: pay a checkout or cash reference, as its vendor would',
    extension: true,
  },
  {
    // ADR 010: the spec has no read call for saved steps, needed to review and edit them.
    method: 'GET',
    path: '/user/application/detail',
    encoding: 'query',
    auth: true,
    module: 'profile',
    summary: 'Everything saved so far in the current application (numbers masked)',
    extension: true,
  },
  {
    // ADR 010: the spec's uploadStatus only reads flags; something has to record them.
    method: 'POST',
    path: '/time/upload/report',
    encoding: 'json',
    auth: true,
    module: 'device-data',
    summary: 'Report which device data the native SDK has uploaded for an order',
    extension: true,
  },
  {
    // Issue 12 (ADR 044): complaints (FCCPC 2025: a reference and an acknowledgement at once); the spec has no call.
    method: 'POST',
    path: '/care/complaint/create',
    encoding: 'json',
    auth: true,
    module: 'content',
    summary: 'Make a complaint: answers its reference and the date an answer is promised by',
    extension: true,
  },
  {
    method: 'GET',
    path: '/care/complaint/list',
    encoding: 'query',
    auth: true,
    module: 'content',
    summary: 'The borrower’s complaints, each with its state and staff’s answer',
    extension: true,
  },
  {
    // Issue 12 (ADR 044): the cancellation form (spec section 2) has no call in section 7.
    method: 'POST',
    path: '/user/account/delete',
    encoding: 'json',
    auth: true,
    module: 'content',
    summary: 'Delete the account: refused while a loan is open; otherwise says what was erased and what is kept by law',
    extension: true,
  },
  {
    // Issue 12 (ADR 043): versioned terms and privacy texts; the spec has no call to record an acceptance.
    method: 'GET',
    path: '/legal/state',
    encoding: 'query',
    auth: true,
    module: 'content',
    summary: 'Current terms and privacy versions, the borrower’s acceptances, and which need accepting',
    extension: true,
  },
  {
    method: 'POST',
    path: '/legal/accept',
    encoding: 'json',
    auth: true,
    module: 'content',
    summary: 'Record that the borrower accepted these terms and privacy versions',
    extension: true,
  },
  {
    // Issue 12 (ADR 047): the message centre (msgList, msgDetail of spec section 2) has no call in section 7.
    method: 'GET',
    path: '/inbox/messages',
    encoding: 'query',
    auth: true,
    module: 'inbox',
    summary: 'The borrower’s messages, newest first, a page at a time, written in the request’s language',
    extension: true,
  },
  {
    method: 'GET',
    path: '/inbox/unread-count',
    encoding: 'query',
    auth: true,
    module: 'inbox',
    summary: 'How many of the borrower’s messages are unread (the badge on the Me tab)',
    extension: true,
  },
  {
    method: 'POST',
    path: '/inbox/messages/read',
    encoding: 'json',
    auth: true,
    module: 'inbox',
    summary: 'Open one of the borrower’s own messages: marks it read and answers it whole',
    extension: true,
  },
  {
    // Issue 12 (ADR 045): coupons to try the app with and for browser tests; staff issue real ones.
    method: 'POST',
    path: '/sandbox/rewards/coupon',
    encoding: 'json',
    auth: true,
    module: 'sandbox',
    summary: 'Sandbox only: give yourself a coupon (amount, smallest loan, days valid)',
    extension: true,
  },
] as const satisfies readonly EndpointDef[];

export const ENDPOINTS: readonly EndpointDef[] = [
  ...GET_ROWS.map(([path, auth, module, summary]): EndpointDef => ({ method: 'GET', path, encoding: 'query', auth, module, summary })),
  ...POST_ROWS.map(([path, auth, module, summary, encoding]): EndpointDef => ({ method: 'POST', path, encoding, auth, module, summary })),
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
  ? Extract<PostRow, readonly [P, ...unknown[]]>[4]
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
