import { DEFAULT_PRODUCTS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

describe('/loan/product/list in Nigeria', () => {
  const t = useTestApp({ resetEachTest: false });

  it('answers the market’s products without a session', async () => {
    const res = await t.call('/loan/product/list');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, data: { products: DEFAULT_PRODUCTS.NG }, msg: 'success' });
  });

  it('answers the same bytes every time, with the message in the caller’s language', async () => {
    const first = await t.call('/loan/product/list');
    const second = await t.call('/loan/product/list', { token: 'ignored-on-public-calls' });
    expect(second.text).toBe(first.text);
    const spanish = await t.call('/loan/product/list', { lang: 'es' });
    expect(spanish.body.msg).toBe('éxito');
    expect(spanish.body.data).toEqual(first.body.data);
  });
});

describe('/loan/product/list in Mexico', () => {
  const t = useTestApp({ env: { MARKET: 'MX' }, resetEachTest: false });

  it('answers the Mexican products', async () => {
    const res = await t.call('/loan/product/list');
    expect(res.body.data.products).toEqual(DEFAULT_PRODUCTS.MX);
    expect(res.body.data.products[0].currency).toBe('MXN');
  });

  it('normalises Mexican numbers (+52, the old mobile 1)', async () => {
    const token = await t.register('+52 1 55 1234 5678');
    const info = await t.call('/security/getUserInfo', { token });
    expect(info.body.data.basicInfo).toMatchObject({ mobile: '525512345678', market: 'MX' });
    expect((await t.call('/security/existsByMobile', { body: { mobile: '55 1234 5678' } })).body.data.exists).toBe(true);
    expect((await t.call('/security/existsByMobile', { body: { mobile: '08031234567' } })).body.code).not.toBe(0);
  });
});
