import { ERRORS } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/api-mock.ts';
import { latest, offerFor, openScreen, productInfo } from './borrow-fixtures.ts';
import { forgetChoice } from './choice-store.ts';

const ROUTE = '/borrow/confirm_borrow';
const REQUIRED = { code: ERRORS.VERIFY_CODE_REQUIRED.code, data: null, msg: 'For your security, please confirm with the code we send to your phone' };
const WRONG = { code: ERRORS.CODE_INVALID.code, data: null, msg: 'Invalid verification code' };

describe('confirming a loan on an old sign-in (ADR 048)', () => {
  afterEach(() => forgetChoice('LO-1'));

  it('asks for a code at its own field, shows a wrong code there, and confirms with the proof of the right one', async () => {
    let proved = false;
    const { api } = await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': productInfo,
      '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
      '/loan/validateVerifyCode': (call) => (call.url.searchParams.get('code') === '123456' ? ((proved = true), ok({ proof: '1.proof', expiresIn: 600 })) : WRONG),
      '/loan/get-money': () => (proved ? ok({ orderNo: 'LO-1', status: 18, figures: offerFor().figures }) : REQUIRED),
      '/loan/get-money-time': () => ok({ orderNo: 'LO-1', status: 7, confirmedAt: null, expectedMinutesMin: 10, expectedMinutesMax: 60, expectedBy: null }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('group', { name: 'Confirm it is you' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Code sent to your registered number')).toBeTruthy();
    expect(api.callsTo('/security/getVerifyCode')[0]!.body).toMatchObject({ type: 'loanAction' });

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/loan/get-money')).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Money on the way' })).toBeTruthy();
    expect(api.callsTo('/loan/get-money')[1]!.url.searchParams.get('verifyProof')).toBe('1.proof');
  });
});
