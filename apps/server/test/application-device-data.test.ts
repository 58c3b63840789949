import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { addBankAccount, OTHER_BORROWER, reachBankCardStep, startApplication } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

const t = useTestApp({ env: { DEVICE_DATA_ENABLED: 'true' } });
const NOT_FOUND = ERRORS.NOT_FOUND.code;
const NG_REQUIRED = { appList: true, exif: true, device: true, location: true };

async function submitted() {
  const { token, orderNo } = await reachBankCardStep(t);
  await addBankAccount(t, token);
  await giveBureauConsent(t, token, orderNo);
  expect((await t.call('/user/submit', { token, body: { orderNo } })).body.data.status).toBe(19);
  return { token, orderNo };
}

const statusOf = async (token: string) => (await t.call('/loan/loan-order/latest', { token })).body.data.order.status;

describe('the data-collection step, when enabled', () => {
  it('sends a submitted order to CollectingDeviceData (19) and never asks for contacts, SMS or the installed apps in Nigeria', async () => {
    const { token, orderNo } = await submitted();
    expect((await t.call('/time/upload/enable', { token, body: { orderNo } })).body.data).toEqual({ enableTimeSdk: true });
    const flags = (await t.call('/time/upload/uploadStatus', { token, body: { orderNo } })).body.data;
    expect(flags).toEqual({ appList: true, sms: true, exif: false, device: false, contact: true, location: false });
    expect(await statusOf(token)).toBe(19);
  });

  it('stays at 19 on a partial report and keeps what was reported', async () => {
    const { token, orderNo } = await submitted();
    const res = await t.call('/time/upload/report', { token, body: { orderNo, flags: { appList: true, device: true } } });
    expect(res.body.data).toMatchObject({ appList: true, device: true, exif: false, location: false });
    // A later report that leaves a flag out never unsets it.
    await t.call('/time/upload/report', { token, body: { orderNo, flags: { exif: true, appList: false } } });
    const flags = (await t.call('/time/upload/uploadStatus', { token, body: { orderNo } })).body.data;
    expect(flags).toEqual({ appList: true, sms: true, exif: true, device: true, contact: true, location: false });
    expect(await statusOf(token)).toBe(19);
  });

  it('moves the order to Applying (1) on a full report, once', async () => {
    const { token, orderNo } = await submitted();
    const res = await t.call('/time/upload/report', { token, body: { orderNo, flags: NG_REQUIRED } });
    expect(res.body.code).toBe(0);
    expect(await statusOf(token)).toBe(1);
    // Repeats (the web's re-check, a retried report) change nothing.
    await t.call('/time/upload/report', { token, body: { orderNo, flags: NG_REQUIRED } });
    expect((await t.call('/time/upload/uploadStatus', { token, body: { orderNo } })).body.data).toEqual({ ...NG_REQUIRED, sms: true, contact: true });
    expect(await statusOf(token)).toBe(1);
  });

  it('never stores contacts or SMS in Nigeria, and they alone never pass the step', async () => {
    const { token, orderNo } = await submitted();
    await t.call('/time/upload/report', { token, body: { orderNo, flags: { contact: true, sms: true } } });
    expect(await statusOf(token)).toBe(19);
    const rows = await t.database.transaction((s) => s.query<{ sms: boolean; contact: boolean }>('SELECT sms, contact FROM device_data_flags'));
    expect(rows).toEqual([{ sms: false, contact: false }]);
  });

  it("answers NOT_FOUND for another borrower's orderNo and changes nothing", async () => {
    const mine = await submitted();
    const other = await startApplication(t, OTHER_BORROWER);
    const res = await t.call('/time/upload/report', { token: other.token, body: { orderNo: mine.orderNo, flags: NG_REQUIRED } });
    expect(res.body.code).toBe(NOT_FOUND);
    expect(res.text).not.toContain(mine.orderNo);
    expect(await statusOf(mine.token)).toBe(19);
  });

  it('refuses a malformed report', async () => {
    const { token, orderNo } = await submitted();
    const res = await t.call('/time/upload/report', { token, body: { orderNo, flags: { appList: 'yes' } } });
    expect(res.body.code).not.toBe(0);
    expect(await statusOf(token)).toBe(19);
  });
});
