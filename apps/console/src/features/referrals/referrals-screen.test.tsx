import type { Role } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const REFERRAL = { userId: 'usr-applicant', score: 45, reasons: ['SCORE_REFER_BAND'], currency: 'MXN', minCreditLimit: 100000, maxCreditLimit: 2000000, reloan: false, engineVersion: 'v3' };
const QUEUE = [
  { ...REFERRAL, orderNo: 'LL2611260001', proposedCreditLimit: 500000, productId: 'mx-basic', referredAt: ago(50) },
  { ...REFERRAL, orderNo: 'LL2611270002', proposedCreditLimit: 300000, productId: 'mx-plus', referredAt: ago(2), reasons: ['SCORE_REFER_BAND', 'NEW_RULE'] },
];

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), 'GET /staff/referrals': () => ok({ referrals: QUEUE }), ...handlers });
}

const card = (orderNo: string) => screen.findByRole('article', { name: `Application ${orderNo}` });

describe('referrals screen', () => {
  it('counts the queue, oldest first, with the score, the reasons in words and the proposed limit', async () => {
    signedInAs(['reviewer']);
    renderConsole('#/referrals');
    expect(await screen.findByText('2 shown of 2 waiting. The oldest arrived 2 days ago.')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Application LL2611260001', 'Application LL2611270002']);
    const first = await card('LL2611260001');
    expect(within(first).getByText('The score is between the reject and approve bands')).toBeTruthy();
    expect(within(first).getByText('$5,000.00')).toBeTruthy();
    expect(within(await card('LL2611270002')).getByText('NEW_RULE')).toBeTruthy();
  });

  it('filters by age and by product', async () => {
    signedInAs(['reviewer']);
    const { user } = renderConsole('#/referrals');
    await user.selectOptions(await screen.findByLabelText('Waiting at least'), '24');
    expect(screen.getByText('1 shown of 2 waiting. The oldest arrived 2 days ago.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Application LL2611270002' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Waiting at least'), '');
    await user.selectOptions(screen.getByLabelText('Product'), 'mx-plus');
    expect(screen.getAllByRole('article').map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Application LL2611270002']);
  });

  it('approves with a changed limit in minor units and the reason, and the application leaves the queue', async () => {
    const api = signedInAs(['reviewer'], { 'POST /staff/referrals/LL2611260001/decision': () => ok({ orderNo: 'LL2611260001', status: 14 }) });
    const { user } = renderConsole('#/referrals');
    const first = await card('LL2611260001');
    await user.type(within(first).getByLabelText('Reason'), 'Payslip checked by phone');
    await user.type(within(first).getByLabelText('Credit limit (MXN), to change the proposal'), '4000.50');
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application LL2611260001 approved.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/referrals/LL2611260001/decision')[0]?.body).toEqual({ outcome: 'approve', reason: 'Payslip checked by phone', creditLimit: 400050 });
  });

  it('refuses a reject without a reason before asking the server, and Enter in the reason decides nothing', async () => {
    const api = signedInAs(['reviewer']);
    const { user } = renderConsole('#/referrals');
    const first = await card('LL2611260001');
    await user.type(within(first).getByLabelText('Reason'), 'no{Enter}');
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    expect(await within(first).findByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(within(first).getByLabelText('Reason'));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('in Spanish: shows the server’s refusal at the limit field and keeps what was typed', async () => {
    const api = signedInAs(['reviewer'], { 'POST /staff/referrals/LL2611260001/decision': () => badField('creditLimit', 'El límite debe ser un monto entero que el producto pueda prestar') });
    const { user } = renderConsole('#/referrals');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    const first = await screen.findByRole('article', { name: 'Solicitud LL2611260001' });
    await user.type(within(first).getByLabelText('Motivo'), 'Ingreso confirmado');
    await user.type(within(first).getByLabelText('Límite de crédito (MXN), para cambiar la propuesta'), '99999');
    await user.click(within(first).getByRole('button', { name: 'Aprobar' }));
    const limit = within(first).getByLabelText('Límite de crédito (MXN), para cambiar la propuesta');
    await waitFor(() => expect(limit.getAttribute('aria-invalid')).toBe('true'));
    expect(within(first).getByText('El límite debe ser un monto entero que el producto pueda prestar')).toBeTruthy();
    expect([(within(first).getByLabelText('Motivo') as HTMLInputElement).value, (limit as HTMLInputElement).value]).toEqual(['Ingreso confirmado', '99999']);
    expect(api.callsTo('POST', '/staff/referrals/LL2611260001/decision')[0]?.headers.get('lang')).toBe('es');
  });
  it('lists the applicant’s documents and shows one through the audited route, saying which referral', async () => {
    const api = signedInAs(['reviewer'], {
      'GET /staff/borrowers/usr-applicant/documents': () => ok({ documents: [{ documentId: 'img-1', kind: 'front', status: 'checked', uploadedAt: ago(60), byteSize: 1000, width: 1200, height: 800 }] }),
      'POST /staff/borrowers/usr-applicant/documents/img-1': () => ({ code: 0, file: { bytes: new Uint8Array([0xff, 0xd8, 0xff]), type: 'image/jpeg' } }),
    });
    const { user } = renderConsole('#/referrals');
    const first = await card('LL2611260001');
    await user.click(await within(first).findByRole('button', { name: 'Show the ID front' }));
    expect(await within(first).findByRole('img', { name: 'The borrower’s ID front' })).toBeTruthy();
    expect(api.callsTo('POST', '/staff/borrowers/usr-applicant/documents/img-1')[0]?.body).toEqual({ reason: 'Referral LL2611260001 review' });
  });
});
