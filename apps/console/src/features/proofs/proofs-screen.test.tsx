import type { Role } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, refused, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR + 60_000).toISOString();
const proof = (id: string, sentHoursAgo: number, more: object = {}) => ({
  proofId: id, imageId: `img_${id}`, amount: 150000, currency: 'MXN', paidOn: '2026-11-25', channel: 'spei', reference: 'SPEI-991', state: 'pending',
  rejectReason: null, createdAt: at(-sentHoursAgo), answerBy: at(48 - sentHoursAgo), reviewedAt: null, userId: 'usr_7', orderNo: `LL-${id}`, overdueAnswer: sentHoursAgo > 48,
  loan: { currency: 'MXN', totalRepayable: 690000, outstanding: 420000, dueNow: 230000, nextDueDate: '2026-12-01' }, ...more,
});
const QUEUE = [proof('prf_old', 50), proof('prf_new', 3, { amount: 2500000, currency: 'NGN' })];

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), 'GET /staff/repayment-proofs': () => ok({ proofs: QUEUE }), ...handlers });
}

const card = (name: string | RegExp) => screen.findByRole('article', { name });

describe('repayment proofs screen', () => {
  it('counts the queue, oldest first, each photo from the image route beside its figures and the 48-hour countdown', async () => {
    signedInAs(['reviewer']);
    renderConsole('#/repayment-proofs');
    expect(await screen.findByText('2 shown of 2 waiting. The oldest arrived 2 days ago.')).toBeTruthy();
    expect(screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent)).toEqual(['$1,500.00 for LL-prf_old', '₦25,000.00 for LL-prf_new']);
    const old = await card('$1,500.00 for LL-prf_old');
    expect(within(old).getByRole('img', { name: 'Photo of the payment slip for LL-prf_old' }).getAttribute('src')).toBe('/staff/repayment-proofs/prf_old/image');
    expect(within(old).getByText('Overdue: it was due 1 hour ago')).toBeTruthy();
    expect(within(await card('₦25,000.00 for LL-prf_new')).getByText('Due in 45 hours')).toBeTruthy();
    expect(within(old).getByText('SPEI-991')).toBeTruthy();
    // The loan's figures beside the slip: what it still owes, what is due and by when.
    expect(within(old).getByText('The loan still owes').nextElementSibling?.textContent).toBe('$4,200.00');
    expect(within(old).getByText('Due now (next due date)').nextElementSibling?.textContent).toBe('$2,300.00 (2026-12-01)');
  });

  it('enlarges the photo from the keyboard and says so', async () => {
    signedInAs(['reviewer']);
    const { user } = renderConsole('#/repayment-proofs');
    const old = await card('$1,500.00 for LL-prf_old');
    const enlarge = within(old).getByRole('button', { name: 'Enlarge photo' });
    expect(enlarge.getAttribute('aria-pressed')).toBe('false');
    enlarge.focus();
    await user.keyboard('{Enter}');
    expect(enlarge.getAttribute('aria-pressed')).toBe('true');
    expect(within(old).getByRole('figure').className).toContain('large');
    await user.keyboard(' ');
    expect(enlarge.getAttribute('aria-pressed')).toBe('false');
  });

  it('filters by currency and age', async () => {
    signedInAs(['reviewer']);
    const { user } = renderConsole('#/repayment-proofs');
    await user.selectOptions(await screen.findByLabelText('Currency'), 'NGN');
    expect(screen.getByText('1 shown of 2 waiting. The oldest arrived 2 hours ago.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Waiting at least'), '48');
    expect(screen.getByText('No repayment proof is waiting.')).toBeTruthy();
  });

  it('approves: the proof leaves the queue and the person reads that it was paid in', async () => {
    const api = signedInAs(['reviewer'], { 'POST /staff/repayment-proofs/prf_old/approve': () => ok({ proofId: 'prf_old', state: 'approved' }) });
    const { user } = renderConsole('#/repayment-proofs');
    await user.click(within(await card('$1,500.00 for LL-prf_old')).getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('Payment of $1,500.00 for LL-prf_old approved and paid in.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/repayment-proofs/prf_old/approve')[0]?.body).toEqual({});
  });

  it('rejects with the reason the borrower reads; a short reason is refused at its field first', async () => {
    const api = signedInAs(['reviewer'], { 'POST /staff/repayment-proofs/prf_old/reject': () => ok({ proofId: 'prf_old', state: 'rejected' }) });
    const { user } = renderConsole('#/repayment-proofs');
    const old = await card('$1,500.00 for LL-prf_old');
    await user.type(within(old).getByLabelText('Reason for rejecting'), 'no{Enter}');
    expect(await within(old).findByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(old).getByLabelText('Reason for rejecting'), 't readable{Enter}');
    expect(await screen.findByText('Proof of $1,500.00 for LL-prf_old rejected; the borrower is told why.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/repayment-proofs/prf_old/reject')[0]?.body).toEqual({ reason: 'not readable' });
  });

  it('in Spanish: the server’s refusal at the reason and a review already made, in the person’s language, with the reason kept', async () => {
    const api = signedInAs(['reviewer'], {
      'POST /staff/repayment-proofs/prf_old/reject': () => badField('reason', 'Escriba un motivo de 3 a 500 caracteres'),
      'POST /staff/repayment-proofs/prf_new/approve': () => refused(409, 'Este comprobante ya se revisó', 409100),
    });
    const { user } = renderConsole('#/repayment-proofs');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    const old = await card('$1,500.00 para LL-prf_old');
    expect(within(old).getByRole('button', { name: 'Ampliar foto' })).toBeTruthy();
    await user.type(within(old).getByLabelText('Motivo del rechazo'), 'Ilegible');
    await user.click(within(old).getByRole('button', { name: 'Rechazar' }));
    const reason = within(old).getByLabelText('Motivo del rechazo');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect((reason as HTMLInputElement).value).toBe('Ilegible');
    await user.click(within(await card(/para LL-prf_new$/)).getByRole('button', { name: 'Aprobar pago' }));
    expect(await screen.findByText('Este comprobante ya se revisó')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/repayment-proofs/prf_new/approve')[0]?.headers.get('lang')).toBe('es');
  });
});
