import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { OTHER_BORROWER, startApplication } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

// The last calls of spec section 7 (ADR 048): bank branches and the installed-apps list's status.
describe('in Nigeria, with the data-collection step on', () => {
  const t = useTestApp({ env: { DEVICE_DATA_ENABLED: 'true' } });

  it('says no branch is needed for a NUBAN transfer, with or without an account', async () => {
    const { token } = await startApplication(t);
    expect((await t.call('/user/getBankBranch', { token })).body).toMatchObject({ code: 0, data: { required: false, branches: [] } });
    const withAccount = await t.call('/user/getBankBranch', { token, body: { bankCode: '058', accountNumber: '0000000812' } });
    expect(withAccount.body.data).toEqual({ required: false, branches: [] });
    expect((await t.call('/user/getBankBranch', {})).status).toBe(401);
  });

  it('answers that the installed-apps list is never collected, and never stores it when a shell reports it', async () => {
    const { token, orderNo } = await startApplication(t);
    expect((await t.call('/user/device/packageList', { token })).body.data).toEqual({ collects: false, basis: 'marketForbids', uploaded: false });
    await t.call('/time/upload/report', { token, body: { orderNo, flags: { appList: true, device: true } } });
    expect((await t.call('/user/device/packageList', { token, body: { orderNo } })).body.data).toEqual({ collects: false, basis: 'marketForbids', uploaded: false });
    const rows = await t.database.transaction((s) => s.query<{ app_list: boolean; device: boolean }>('SELECT app_list, device FROM device_data_flags'));
    expect(rows).toEqual([{ app_list: false, device: true }]);
  });

  it("answers NOT_FOUND for another borrower's order", async () => {
    const mine = await startApplication(t);
    const other = await startApplication(t, OTHER_BORROWER);
    const res = await t.call('/user/device/packageList', { token: mine.token, body: { orderNo: other.orderNo } });
    expect(res.body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('in Mexico', () => {
  const t = useTestApp({ env: { MARKET: 'MX', DEVICE_DATA_ENABLED: 'true' } });
  const MX_MOBILE = '5512345678';

  it('reads the plaza a CLABE encodes, and refuses a CLABE whose check digit fails, at its field', async () => {
    const { token } = await startApplication(t, MX_MOBILE);
    const res = await t.call('/user/getBankBranch', { token, body: { accountNumber: '032180000118359719' } });
    expect(res.body.data).toEqual({ required: false, branches: [{ code: '180', kind: 'plaza' }] });
    const bad = await t.call('/user/getBankBranch', { token, body: { accountNumber: '032180000118359718' } });
    expect(bad.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(bad.body.data.fields).toEqual([{ field: 'accountNumber', message: 'Please enter a valid 18-digit CLABE' }]);
  });

  it('collects the installed-apps list only with consent: not uploaded until the shell reports it', async () => {
    const { token, orderNo } = await startApplication(t, MX_MOBILE);
    expect((await t.call('/user/device/packageList', { token, body: { orderNo } })).body.data).toEqual({ collects: true, basis: 'withConsent', uploaded: false });
    await t.call('/time/upload/report', { token, body: { orderNo, flags: { appList: true } } });
    expect((await t.call('/user/device/packageList', { token, body: { orderNo } })).body.data).toEqual({ collects: true, basis: 'withConsent', uploaded: true });
  });
});

describe('in Mexico with the data-collection step off (the default)', () => {
  const t = useTestApp({ env: { MARKET: 'MX' } });

  it('answers that nothing is collected', async () => {
    const { token } = await startApplication(t, '5512345679');
    expect((await t.call('/user/device/packageList', { token })).body.data).toEqual({ collects: false, basis: 'stepOff', uploaded: false });
  });
});
