import { describe, expect, it } from 'vitest';
import { addBankAccount, reachBankCardStep } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp({ env: { DEVICE_DATA_ENABLED: 'true' } });

describe('the data-collection step, when enabled', () => {
  it('sends a submitted order to finishLoading (19) and never asks for contacts or SMS in Nigeria', async () => {
    const { token, orderNo } = await reachBankCardStep(t);
    await addBankAccount(t, token);
    expect((await t.call('/user/submit', { token, body: { orderNo } })).body.data.status).toBe(19);
    expect((await t.call('/time/upload/enable', { token, body: { orderNo } })).body.data).toEqual({ enableTimeSdk: true });
    const flags = (await t.call('/time/upload/uploadStatus', { token, body: { orderNo } })).body.data;
    expect(flags).toMatchObject({ contact: true, sms: true, appList: false });
    expect((await t.call('/loan/loan-order/latest', { token })).body.data.order.status).toBe(19);
  });
});
