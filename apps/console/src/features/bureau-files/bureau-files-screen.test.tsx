import type { Role, StaffBureauFile, StaffBureauFileList } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, refused, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const TOTALS = { openFacilities: 1, overdueFacilities: 0, outstanding: 30_123_45, overduePrincipal: 0 };

function file(id: string, over: Partial<StaffBureauFile> = {}): StaffBureauFile {
  return {
    id, period: '2026-03', bureau: 'crc', format: 'cdt-credit', fileName: `NG-CRC-${id}.csv`, sha256: 'ab'.repeat(32), rows: 2, corrections: 1,
    currency: 'NGN', outstanding: 30_123_45, overdue: 0, reconciliation: { file: TOTALS, portfolio: TOTALS, equal: true }, problems: [], problemCount: 0,
    state: 'delivered', attempts: 1, receipt: 'RCPT-9', reasons: [], trigger: 'schedule', createdAt: '2026-04-01T00:10:00.000Z', deliveredAt: '2026-04-01T00:11:00.000Z', resends: 0, ...over,
  };
}
const DELIVERED = file('f-1');
const HELD = file('f-2', {
  format: 'cdt-individual', state: 'invalid', problemCount: 1, reasons: ['validation: 1 field(s) break the format'],
  problems: [{ row: 2, subject: 'u-7', field: 'BVN No', rule: 'bvn' }], receipt: null, attempts: 0,
});
const LIST: StaffBureauFileList = { files: [DELIVERED, HELD], periods: ['2026-03', '2026-02'] };

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }),
    'GET /staff/bureau-files': () => ok(LIST),
    ...handlers,
  });
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) }, { timeout: 5000 })).closest('tr') as HTMLElement;

describe('bureau files screen', () => {
  it('lists each file with its rows, totals, checks and delivery, with its download; filters by month at the server', async () => {
    const api = signedInAs(['finance']);
    const { user } = renderConsole('#/bureau-files');
    const delivered = await rowOf('2026-03 crc cdt-credit');
    expect(within(delivered).getByText('2 rows, 1 corrections')).toBeTruthy();
    expect(within(delivered).getByText('Outstanding ₦30,123.45; overdue ₦0.00')).toBeTruthy();
    expect(within(delivered).getByText('Every field valid')).toBeTruthy();
    expect(within(delivered).getByText('Equal to the portfolio')).toBeTruthy();
    expect(within(delivered).getByText('Receipt RCPT-9')).toBeTruthy();
    expect(within(delivered).getByRole('link', { name: 'Download 2026-03 crc cdt-credit' }).getAttribute('href')).toBe('/staff/bureau-files/f-1/content');
    const held = await rowOf('2026-03 crc cdt-individual');
    expect(within(held).getByText('Held: failed its checks')).toBeTruthy();
    expect(within(held).getByText('Row 2 (u-7): BVN No — bvn')).toBeTruthy();
    expect(within(held).queryByRole('button', { name: /Resend/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Month'), '2026-02');
    await waitFor(() => expect(api.callsTo('GET', '/staff/bureau-files').at(-1)?.query.toString()).toBe('period=2026-02'));
  });

  it('keeps the months to choose from, and the one chosen, while that month’s files are on their way', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = signedInAs(['finance'], { 'GET /staff/bureau-files': (call) => (call.query.get('period') ? new Promise((resolve) => { answer = resolve; }) : ok(LIST)) });
    const { user } = renderConsole('#/bureau-files');
    await rowOf('2026-03 crc cdt-credit');
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    await user.selectOptions(month, '2026-02');
    await waitFor(() => expect(api.callsTo('GET', '/staff/bureau-files').at(-1)?.query.get('period')).toBe('2026-02'));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect([...month.options].map((option) => option.value)).toEqual(['', '2026-03', '2026-02']);
    expect(month.value).toBe('2026-02');
    answer(ok({ files: [], periods: LIST.periods }));
    expect(await screen.findByText('No file yet for this month.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('resends a delivered file and makes a month now, saying what happened', async () => {
    const api = signedInAs(['finance'], {
      'POST /staff/bureau-files/f-1/resend': () => ok({ id: 'f-1', state: 'pending' }),
      'POST /staff/bureau-files/generate': () => ok({ period: '2026-03', queued: true }),
    });
    const { user } = renderConsole('#/bureau-files');
    const delivered = await rowOf('2026-03 crc cdt-credit');
    await user.click(within(delivered).getByRole('button', { name: 'Resend 2026-03 crc cdt-credit' }));
    expect(await screen.findByText('2026-03 crc cdt-credit is on its way again.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/bureau-files/f-1/resend')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Generate now' });
    await user.type(within(form).getByLabelText(/Month to report/), '2026-03');
    await user.click(within(form).getByRole('button', { name: 'Generate now' }));
    expect(await screen.findByText('The files of 2026-03 are being made; they appear here when ready.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/bureau-files/generate')[0]?.body).toEqual({ period: '2026-03' });
  });

  it('says in words why a month cannot be made, in Spanish too', async () => {
    signedInAs(['finance'], { 'POST /staff/bureau-files/generate': () => refused(409, 'That month has not ended yet', 409692) });
    const { user } = renderConsole('#/bureau-files');
    await rowOf('2026-03 crc cdt-credit');
    await user.click(screen.getByRole('button', { name: 'Generate now' }));
    expect(await screen.findByText('That month has not ended yet')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByRole('heading', { name: 'Archivos para burós' })).toBeTruthy();
    expect(screen.getAllByText('Igual a la cartera')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Descargar 2026-03, crc, formato cdt-credit' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
  });

  it('lets risk read without the actions, and keeps the area from support', async () => {
    signedInAs(['risk']);
    renderConsole('#/bureau-files');
    const delivered = await rowOf('2026-03 crc cdt-credit');
    expect(within(delivered).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Generate now' })).toBeNull();
  });

  it('is not in the navigation of a role without bureau-files.read', async () => {
    signedInAs(['support']);
    renderConsole('#/bureau-files');
    expect(await screen.findByText('Your roles do not include this work area.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
