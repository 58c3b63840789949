import { describe, expect, it } from 'vitest';
import { ENDPOINTS, findEndpoint } from '../src/api/endpoints.ts';
import { schemasFor } from '../src/api/schemas.ts';
import { getVerifyCodeRequest, signInRequest } from '../src/api/auth-schemas.ts';

// Spec section 7, copied as written, so the table can be checked against the customer's list.
const SPEC_GET = `/repay/updateExtensionOrderStatus; /repay/monnify_reserved_account; /loan/loan-order/latest; /loan/loan-order/list; /loan/loan-order/loanAgreement; /loan/product/list; /repay/repay-order/detail; /repay/getStpClabe; /security/existsByMobile; /security/getUserInfo; /user/getBankBranch; /loanMarket/index; /loanMarket/lending-record; /loan/loan-order/list-market; /loan/product/list-market; /loanMarket/repay-color; /loanMarket/customer-service; /loan/confirm/product-info; /loanMarket/repay/products; /time/upload/enable; /time/upload/uploadStatus; /loan/validateVerifyCode; /repay/getOXXOReference; /loan/loan-product/index; /loan/get-money; /loan/get-money-plus; /loan/product/step-amount; /loan/get-money/contract; /user/device/packageList; /security/isRequiredVerificationCode; /repay/getExtensionData; /repay/confirmExtensionOrder; /app/isRejectRecommendation; /app/paystack/bank-list; /loan/get-credit-info; /user/verifyBankCard; /repay/dedicated_account/create; /repay/paystack/authorization; /app-download/getAddress; /loan/has-cancel-loan; /loan/get-money-time; /lottery-draw/is-show; /lottery-draw/coupon/quantity; /lottery-draw/coupons; /repay/flutterwave/repay-link; /repay/flutterwave/verify-opt; /repay/flutterwave_reserved_account; /portal/repayment/detail.`;
const SPEC_POST = `/security/login (form-encoded); /security/getVerifyCode; /security/register; /user/addBankCard; /user/saveBasicInfo; /user/finishUploadAllImg; /user/saveBasicInfo-market; /loan/loan-order/apply-market; /user/saveAdditionInfo-market; /loan/loan-order/apply-market-again; /user/curp/ocr; /user/save/questionnaire; /repay/save/user/voucher; /repay/get/voucher/list; /loan/cancel-loan; /loan/cancel-draw-money; /lottery-draw/create; /user/update-bankCard; /lottery-draw/coupon/use; /user/submit; /lottery-draw/coupon/used; /portal/repayment/confirm.`;
const SPEC_MULTIPART = `/user/upload/curp/front; /user/upload/curp/back; /user/saveFaceImage; /repay/upload/user/voucher.`;

function paths(list: string): string[] {
  return list.split(';').map((p) => p.replace(/\(.*\)|\.$/g, '').trim());
}

describe('API contract', () => {
  it('has exactly one entry for every call of spec section 7 with its method and encoding', () => {
    const expected = [
      ...paths(SPEC_GET).map((path) => ({ path, method: 'GET', encoding: 'query' })),
      ...paths(SPEC_POST).map((path) => ({ path, method: 'POST', encoding: path === '/security/login' ? 'form' : 'json' })),
      ...paths(SPEC_MULTIPART).map((path) => ({ path, method: 'POST', encoding: 'multipart' })),
    ];
    expect(expected).toHaveLength(74);
    for (const call of expected) {
      const entry = findEndpoint(call.path);
      expect(entry, call.path).toBeDefined();
      expect({ path: entry?.path, method: entry?.method, encoding: entry?.encoding }).toEqual(call);
    }
    const specPaths = new Set(expected.map((c) => c.path));
    const ours = ENDPOINTS.filter((e) => !specPaths.has(e.path));
    expect(ours.every((e) => e.extension)).toBe(true);
  });

  it('has no duplicate paths and a schema pair for every entry', () => {
    const all = ENDPOINTS.map((e) => e.path);
    expect(new Set(all).size).toBe(all.length);
    for (const e of ENDPOINTS) {
      const schemas = schemasFor(e.path);
      expect(schemas, e.path).toBeDefined();
    }
  });

  it('marks sign-in calls public and borrower calls as needing a token', () => {
    for (const path of ['/security/login', '/security/register', '/security/getVerifyCode', '/security/existsByMobile', '/loan/product/list']) {
      expect(findEndpoint(path)?.auth, path).toBe(false);
    }
    for (const path of ['/security/getUserInfo', '/loan/loan-order/latest', '/user/submit', '/user/saveFaceImage', '/security/logout']) {
      expect(findEndpoint(path)?.auth, path).toBe(true);
    }
  });

  it('has real schemas for every call: none is provisional (issue 12, ADR 048)', () => {
    for (const path of [
      '/security/login', '/loan/get-money', '/loan/confirm/product-info', '/loan/loan-order/list', '/user/update-bankCard', '/repay/repay-order/detail',
      '/repay/dedicated_account/create', '/repay/getStpClabe', '/repay/getOXXOReference', '/repay/paystack/authorization', '/portal/repayment/detail',
      '/repay/getExtensionData', '/repay/confirmExtensionOrder', '/repay/updateExtensionOrderStatus',
      '/repay/upload/user/voucher', '/repay/save/user/voucher', '/repay/get/voucher/list',
    ]) {
      expect(schemasFor(path)?.provisional, path).toBe(false);
    }
    expect(ENDPOINTS.filter((e) => schemasFor(e.path)?.provisional !== false).map((e) => e.path)).toEqual([]);
  });
});

describe('sign-in schemas', () => {
  function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
    return result.success ? undefined : result.error?.issues[0]?.message;
  }

  it.each([
    [{ mobile: '', code: '123456' }, 'error.MOBILE_EMPTY'],
    [{ mobile: '   ', code: '123456' }, 'error.MOBILE_EMPTY'],
    [{ mobile: '0803abc', code: '123456' }, 'error.MOBILE_INVALID'],
    [{ mobile: '08031234567', code: '' }, 'error.CODE_EMPTY'],
    [{ mobile: '08031234567', code: '12345' }, 'error.CODE_INVALID'],
    [{ mobile: '08031234567', code: '12a456' }, 'error.CODE_INVALID'],
  ])('rejects %o with %s', (input, key) => {
    expect(firstMessage(signInRequest.safeParse(input))).toBe(key);
  });

  it('accepts and trims a good sign-in', () => {
    const result = signInRequest.safeParse({ mobile: ' +234 803 123 4567 ', code: ' 123456 ' });
    expect(result.success && result.data).toEqual({ mobile: '+234 803 123 4567', code: '123456' });
  });

  it('knows the three code purposes', () => {
    for (const type of ['login', 'register', 'bankCard']) {
      expect(getVerifyCodeRequest.safeParse({ mobile: '08031234567', type }).success).toBe(true);
    }
    expect(firstMessage(getVerifyCodeRequest.safeParse({ mobile: '08031234567', type: 'reset' }))).toBe('error.validation.purpose');
  });
});

describe('the message centre’s extension calls (ADR 047)', () => {
  it('are defined, need a token, and read their page number from a query string', () => {
    for (const path of ['/inbox/messages', '/inbox/unread-count', '/inbox/messages/read']) {
      expect(findEndpoint(path), path).toMatchObject({ auth: true, extension: true, module: 'inbox' });
      expect(schemasFor(path)?.provisional, path).toBe(false);
    }
    const list = schemasFor('/inbox/messages')!.request;
    expect(list.safeParse({ page: '2' })).toMatchObject({ success: true, data: { page: 2 } });
    expect(list.safeParse({ page: '0' }).success).toBe(false);
    expect(schemasFor('/inbox/messages/read')!.request.safeParse({ id: '' }).success).toBe(false);
  });
});
