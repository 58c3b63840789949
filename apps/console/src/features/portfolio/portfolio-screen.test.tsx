import type { PortfolioView } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, refused, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const VIEW: PortfolioView = {
  market: 'MX', currency: 'MXN', asOf: '2026-11-27', computedAt: '2026-11-27T15:00:00.000Z',
  totals: { loans: 1200, openLoans: 300, disbursed: 120_000_000, collected: 90_000_000, outstandingPrincipal: 40_000_000, outstandingInterest: 4_000_000, outstandingPenalties: 100_000 },
  par: [
    { days: 1, loans: 60, principal: 8_000_000, ppm: 200_000 },
    { days: 7, loans: 50, principal: 6_000_000, ppm: 150_000 },
    { days: 30, loans: 20, principal: 2_000_000, ppm: 50_000 },
    { days: 60, loans: 10, principal: 1_000_000, ppm: 25_000 },
    { days: 90, loans: 5, principal: 400_000, ppm: 10_000 },
  ],
  rollRates: [
    { from: 'current', to: '1-30', loans: 250, rolled: 25, ppm: 100_000 },
    { from: '1-30', to: '31-60', loans: 40, rolled: 20, ppm: 500_000 },
    { from: '31-60', to: '61-90', loans: 0, rolled: 0, ppm: null },
    { from: '61-90', to: '91+', loans: 8, rolled: 6, ppm: 750_000 },
  ],
  vintages: [
    { cohort: '2026-10', loans: 100, principal: 10_000_000, points: [{ monthsSince: 0, repaidPpm: 0, overduePpm: 0 }, { monthsSince: 1, repaidPpm: 400_000, overduePpm: 120_000 }] },
    { cohort: '2026-11', loans: 80, principal: 8_000_000, points: [{ monthsSince: 0, repaidPpm: 50_000, overduePpm: 0 }] },
  ],
  collections: {
    from: '2026-08-30', to: '2026-11-27', due: 50_000_000, received: 40_000_000, ratePpm: 800_000,
    channels: [
      { provider: 'stp', channel: 'account', payments: 900, amount: 30_000_000, sharePpm: 750_000, ratePpm: 600_000 },
      { provider: 'conekta', channel: 'oxxo', payments: 200, amount: 10_000_000, sharePpm: 250_000, ratePpm: 200_000 },
    ],
  },
  firstPaymentDefault: { days: 30, matured: 900, missed: 90, missedPpm: 100_000, defaulted: 45, defaultedPpm: 50_000 },
  approvals: { from: '2026-08-30', to: '2026-11-27', approved: 600, rejected: 400, referred: 12, approvalPpm: 600_000, reasons: [{ outcome: 'reject', reason: 'LOW_SCORE', decisions: 350 }] },
  reconciliation: { measured: true, mismatches: 3, amount: 1_250_00, providers: [{ provider: 'conekta', mismatches: 1, amount: 250_00 }, { provider: 'stp', mismatches: 2, amount: 1_000_00 }] },
};

function signedInAs(roles: Parameters<typeof staffMember>[0], portfolio = () => ok(VIEW)) {
  keepCsrfToken('tab-token');
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), 'GET /staff/portfolio': portfolio });
}

// The screen's chunk loads on navigation: the first wait allows for a busy machine.
describe('portfolio screen', () => {
  it('shows each figure as a chart with its text alternative and, beside it, its table and CSV link', async () => {
    signedInAs(['finance']);
    renderConsole('#/portfolio');
    const par = await screen.findByRole('table', { name: 'Portfolio at risk by days past due' }, { timeout: 5000 });
    expect(within(par).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Days past due', 'Loans', 'Principal owed', 'Share']);
    const [, more1] = within(par).getAllByRole('row');
    expect(within(more1 as HTMLElement).getByRole('rowheader').textContent).toBe('More than 1 days');
    expect(within(more1 as HTMLElement).getByText('20.0%')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Portfolio at risk \(PAR\): More than 1 days 20\.0%; More than 7 days 15\.0%/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Roll rates, last 30 days: .*31–60 days → 61–90 days no data/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /2026-10: 40\.0% after 1 months; 2026-11: 5\.0% after 0 months/ })).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download as CSV: Portfolio at risk (PAR)' });
    expect(csv.getAttribute('href')).toBe('/staff/portfolio/par.csv');
    expect(screen.getByRole('link', { name: 'Download as CSV: Decision reasons' }).getAttribute('href')).toBe('/staff/portfolio/approval-reasons.csv');
    expect(screen.getAllByRole('link', { name: /^Download as CSV: / })).toHaveLength(8);
  });

  it('writes amounts in the currency, says the collection rate, and the open reconciliation differences per provider', async () => {
    signedInAs(['risk']);
    renderConsole('#/portfolio');
    const book = await screen.findByRole('table', { name: 'Loans paid out, money collected and what is owed' }, { timeout: 5000 });
    expect(within(book).getByRole('row', { name: /Principal owed/ }).textContent).toContain('$400,000.00');
    expect(screen.getByText(/\$400,000\.00 received against \$500,000\.00 falling due, a collection rate of 80\.0%/)).toBeTruthy();
    const vintages = screen.getByRole('table', { name: 'Repaid / gone overdue, by months since disbursal' });
    expect(within(vintages).getByRole('row', { name: /2026-10/ }).textContent).toContain('40.0% / 12.0%');
    expect(screen.getByText('3 open, $1,250.00 at stake.')).toBeTruthy();
    const mismatches = screen.getByRole('table', { name: 'Open reconciliation differences per provider' });
    expect(within(mismatches).getByRole('row', { name: /stp/ }).textContent).toBe('stp2$1,000.00');
    expect(screen.getByText(/^Figures for MX in MXN, as of 2026-11-27, computed 27 Nov 2026/)).toBeTruthy();
  });

  it('speaks Spanish for staff in Mexico', async () => {
    signedInAs(['finance']);
    const { user } = renderConsole('#/portfolio');
    await screen.findByRole('table', { name: 'Portfolio at risk by days past due' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByRole('table', { name: 'Cartera en riesgo por días de atraso' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar en CSV: Cartera en riesgo (PAR)' })).toBeTruthy();
    expect(screen.getByText(/^3 abiertas, .*1,250\.00 en juego\.$/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Cartera en riesgo \(PAR\): Más de 1 días 20\.0\s?%/ })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
  });

  it('says when the figures shown are old and newer ones are being computed', async () => {
    signedInAs(['finance'], () => ok({ ...VIEW, refreshing: true }));
    renderConsole('#/portfolio');
    const note = await screen.findByText(/newer ones are being computed/, {}, { timeout: 5000 });
    expect(note.getAttribute('role')).toBe('status');
  });

  it('says what went wrong when the figures cannot be read', async () => {
    signedInAs(['finance'], () => refused(500, 'Something went wrong on our side.', 500100));
    renderConsole('#/portfolio');
    expect((await screen.findByText('Something went wrong on our side.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not in the navigation for staff without reports.read', async () => {
    signedInAs(['support']);
    renderConsole('#/portfolio');
    expect(await screen.findByText('Your roles do not include this work area.')).toBeTruthy();
  });
});

describe('portfolio screen, a computation made before reconciliation kept differences', () => {
  it('says the figure is not measured in it', async () => {
    signedInAs(['finance'], () => ok({ ...VIEW, reconciliation: { measured: false } }));
    renderConsole('#/portfolio');
    expect(await screen.findByText('Not measured in this computation: it was made before reconciliation kept its differences.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
