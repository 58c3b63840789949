import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

/** The kyc module wired to the real application service: the order's status decides. */
const t = useTestApp();
const finish = (token: string) => t.call('/user/finishUploadAllImg', { token, body: { idType: 'nin', idNumber: '12345678901' } });

describe('finishUploadAllImg with the application module', () => {
  it('needs an application, and one past personal information', async () => {
    const token = await t.register('08031234567');
    expect((await finish(token)).body.code).toBe(ERRORS.NO_OPEN_ORDER.code);
    const started = await t.call('/loan/loan-order/apply-market', { token, body: {} });
    expect(started.body).toMatchObject({ code: 0, data: { status: 6 } });
    expect((await finish(token)).body.code).toBe(ERRORS.STEP_OUT_OF_ORDER.code);
  });
});
