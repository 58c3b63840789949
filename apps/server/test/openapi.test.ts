import { ENDPOINTS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

const t = useTestApp({ resetEachTest: false });

async function document() {
  const res = await t.app.inject({ url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 and lists every path of the contract with its method', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    // The test clock's path exists only on a server started with SANDBOX_CLOCK=true.
    const served = ENDPOINTS.filter((e) => e.path !== '/sandbox/clock');
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(served.map((e) => e.path))].sort());
    for (const e of served) expect(doc.paths[e.path][e.method.toLowerCase()], e.path).toBeDefined();
  });

  it('explains the encrypted path, the timestamp and the envelope', async () => {
    const { info, components } = await document();
    expect(info.description).toMatch(/AES-128-ECB/);
    expect(info.description).toMatch(/PKCS#7/);
    expect(info.description).toMatch(/timestamp/);
    expect(info.description).toMatch(/\{ "code": number, "data": any, "msg": string \}/);
    expect(info.description).toContain('| 10010304 | 401 | LOGGED_IN_ELSEWHERE |');
    expect(components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(components.parameters.timestamp).toMatchObject({ in: 'query', required: true });
  });

  it('gives each call its content type, security and schemas', async () => {
    const { paths } = await document();
    const login = paths['/security/login'].post;
    expect(Object.keys(login.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(login.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['mobile', 'code']);
    expect(login.security).toEqual([]);
    expect(login.responses['200'].content['application/json'].schema.properties.data.properties.token).toEqual({ type: 'string' });

    expect(paths['/security/getVerifyCode'].post.requestBody.content['application/json'].schema.properties.type.enum).toEqual([
      'login',
      'register',
      'bankCard',
      'loanAction',
      'bureauNip',
    ]);
    expect(paths['/security/getUserInfo'].get.security).toEqual([{ bearer: [] }]);
    const exists = paths['/security/existsByMobile'].get.parameters;
    expect(exists).toContainEqual(expect.objectContaining({ name: 'mobile', in: 'query', required: true }));
    expect(Object.keys(paths['/user/saveFaceImage'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('describes the loan-market calls and the register call’s attribution (ADR 046)', async () => {
    const { paths } = await document();
    const data = (path: string) => paths[path].get.responses['200'].content['application/json'].schema.properties.data;
    for (const path of ['/loanMarket/index', '/loan/product/list-market', '/loanMarket/repay-color', '/loanMarket/lending-record', '/loan/loan-order/list-market', '/loan/loan-product/index', '/loanMarket/repay/products']) {
      expect(paths[path].get['x-provisional'], path).toBe(false);
    }
    expect(data('/loanMarket/index').required).toEqual(expect.arrayContaining(['firstLoanLimit', 'fromDailyInterestPpm', 'products']));
    expect(data('/loanMarket/lending-record').properties.loans.anyOf ?? data('/loanMarket/lending-record').properties.loans.type).toBeDefined();
    expect(paths['/loanMarket/repay/products'].get.security).toEqual([{ bearer: [] }]);
    const register = paths['/security/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(register.properties.attribution.properties)).toEqual(['afid', 'utmSource', 'utmMedium', 'utmCampaign', 'utmContent', 'utmTerm', 'clickId', 'landingPage']);
  });

  it('describes the coupon and draw calls with their real shapes (ADR 045)', async () => {
    const { paths } = await document();
    const draw = paths['/lottery-draw/create'].post;
    expect(draw['x-provisional']).toBe(false);
    expect(draw.requestBody.content['application/json'].schema.required).toEqual(['orderNo']);
    const coupons = paths['/lottery-draw/coupons'].get.responses['200'].content['application/json'].schema.properties.data.properties.coupons.items;
    expect(Object.keys(coupons.properties)).toEqual(['id', 'amount', 'currency', 'minLoan', 'expiresAt', 'state', 'source', 'usedOrderNo', 'usedAt', 'createdAt']);
    expect(paths['/lottery-draw/coupon/use'].post.requestBody.content['application/json'].schema.required).toEqual(['orderNo', 'couponId']);
    expect(paths['/sandbox/rewards/coupon'].post['x-extension']).toBe(true);
    expect(paths['/security/login'].post['x-provisional']).toBe(false);
    expect(paths['/security/logout'].post['x-extension']).toBe(true);
  });
});

describe('the last calls of spec section 7 in the document (ADR 048)', () => {
  it('leaves no call provisional, and gives the bank-branch, code and installed-apps calls their shapes', async () => {
    const { paths } = await document();
    const provisional = Object.entries(paths).flatMap(([path, methods]) =>
      Object.values(methods as Record<string, { 'x-provisional'?: boolean }>).filter((op) => op['x-provisional'] !== false).map(() => path));
    expect(provisional).toEqual([]);
    const code = paths['/loan/validateVerifyCode'].get;
    for (const name of ['action', 'orderNo', 'code']) expect(code.parameters).toContainEqual(expect.objectContaining({ name, in: 'query', required: true }));
    expect(code.responses['200'].content['application/json'].schema.properties.data.properties.proof).toEqual({ type: 'string' });
    const apps = paths['/user/device/packageList'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(apps.properties.basis.enum).toEqual(['marketForbids', 'stepOff', 'withConsent']);
    expect(paths['/user/getBankBranch'].get['x-provisional']).toBe(false);
  });
});

describe('the message centre’s calls in the document (ADR 047)', () => {
  it('are extensions of the inbox module with their real shapes, each needing a token', async () => {
    const { paths } = await document();
    const list = paths['/inbox/messages'].get;
    expect([list['x-extension'], list['x-provisional'], list.tags, list.security]).toEqual([true, false, ['inbox'], [{ bearer: [] }]]);
    const message = list.responses['200'].content['application/json'].schema.properties.data.properties.messages.items;
    expect(Object.keys(message.properties)).toEqual(['id', 'kind', 'orderNo', 'title', 'body', 'createdAt', 'readAt']);
    expect(paths['/inbox/unread-count'].get['x-extension']).toBe(true);
    const read = paths['/inbox/messages/read'].post;
    expect(read['x-extension']).toBe(true);
    expect(read.requestBody.content['application/json'].schema.required).toEqual(['id']);
  });
});
