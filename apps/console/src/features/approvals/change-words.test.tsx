import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const request = (id: string, action: string, object: { type: string; id: string }, before: object, after: object) => ({
  id, action, object, before, after, reason: 'Looked at it twice', state: 'pending', maker: { id: 'stf_maker', name: 'Renata Riesgo' },
  createdAt: '2026-11-27T09:30:00Z', decider: null, decisionReason: null, decidedAt: null, result: null, finishedAt: null,
});
const LIMIT = request('apr_l', 'limitOverride', { type: 'borrower', id: 'usr_7' }, { creditLimit: 200000, source: 'ladder', currency: 'MXN' }, { creditLimit: 750000, source: 'override', currency: 'MXN' });
const VERSION = request('apr_v', 'productVersion', { type: 'product', id: 'mx-efectivo-fijo' }, { dailyInterestPpm: 980, maxAmount: 2000000, currency: 'MXN' }, { dailyInterestPpm: 900, maxAmount: 2500000, currency: 'MXN' });

/** Each row of a card's change: its header, then the before and after cells. */
async function rowsOf(name: string) {
  const card = await screen.findByRole('article', { name });
  return within(within(card).getByRole('table')).getAllByRole('row').slice(1).map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((c) => c.textContent)]);
}

describe('the approvals card words a limit and a product version’s change (ADR 082, 088)', () => {
  afterEach(() => window.localStorage.removeItem('lendline.console.language'));

  it('in Spanish: the limits in pesos and where each comes from; the product’s fields as the products screen names them', async () => {
    keepCsrfToken('tab-token');
    mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(['risk']) }), 'GET /staff/approvals': () => ok({ requests: [LIMIT, VERSION] }) });
    const { user } = renderConsole('#/approvals');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    expect(await rowsOf('Cambio manual de línea de crédito sobre acreditado usr_7')).toEqual([
      ['Línea de crédito (cambia)', '$2,000.00', '$7,500.00'],
      ['Fijada por (cambia)', 'la escalera (pagos puntuales)', 'a mano (cambio con doble aprobación)'],
      ['Moneda', 'MXN', 'MXN'],
    ]);
    expect(await rowsOf('Nueva versión de producto sobre producto mx-efectivo-fijo')).toEqual([
      ['Interés diario (ppm) (cambia)', '980', '900'],
      ['Monto máximo (MXN) (cambia)', '$20,000.00', '$25,000.00'],
      ['Moneda', 'MXN', 'MXN'],
    ]);
  });
});
