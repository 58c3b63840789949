import { PRODUCT_TERMS, type Role } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember, type RecordedCall } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const efectivo = PRODUCT_TERMS.MX[0]!;
const PRODUCTS = [{
  productId: efectivo.productId, name: efectivo.name, liveVersion: 2,
  versions: [
    { version: 2, state: 'live', terms: efectivo, madeBy: 'Ada Lovelace', approvedBy: 'Grace Hopper', createdAt: '2026-11-20T10:00:00Z', liveAt: '2026-11-20T10:00:00Z' },
    { version: 1, state: 'retired', terms: efectivo, madeBy: 'release', approvedBy: null, createdAt: '2026-01-01T00:00:00Z', liveAt: '2026-01-01T00:00:00Z' },
  ],
}];
const EXAMPLE = { amount: 500000, tenureDays: 91, interest: 44590, interestTax: 7134, fees: 10556, disbursalAmount: 489444, totalRepayable: 551724, totalCostOfCredit: 62280, aprPpm: 610000, catPpm: 612345 };

/** The preview answers figures, or the rule broken at the field when the daily interest is over the cap. */
function preview(call: RecordedCall) {
  const terms = JSON.parse(call.query.get('terms') ?? '{}') as { dailyInterestPpm: number };
  if (terms.dailyInterestPpm > 986) return ok({ examples: [], problems: [{ field: 'dailyInterestPpm', key: 'error.product.interestOverCap', message: 'The daily interest times 365 is over the annual cap' }] });
  return ok({ examples: [EXAMPLE], problems: [] });
}

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), 'GET /staff/products': () => ok({ products: PRODUCTS }), 'GET /staff/products/preview': preview, ...handlers,
  });
}

async function openEdit(user: ReturnType<typeof renderConsole>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New version of Lendline Efectivo' }));
  return screen.getByRole('region', { name: 'New version of Lendline Efectivo (live: version 2)' });
}

describe('products screen', () => {
  it('lists each product with its versions, who made and approved them', async () => {
    signedInAs(['risk']);
    renderConsole('#/products');
    const table = await screen.findByRole('table', { name: 'Products and their versions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Amounts', 'Tenures', 'Versions', 'Actions']);
    expect(within(table).getByText(/Version 2, live since/)).toBeTruthy();
    expect(within(table).getByText(/made by Ada Lovelace, approved by Grace Hopper/)).toBeTruthy();
    expect(within(table).getByText(/Version 1, retired/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Set a borrower’s credit limit by hand' })).toBeTruthy();
  });

  it('previews the figures as the terms change, with the CAT in Mexico, and a broken rule at its field', async () => {
    const api = signedInAs(['risk']);
    const { user } = renderConsole('#/products');
    const form = await openEdit(user);
    const table = await within(form).findByRole('table', { name: 'Figures at representative amounts' });
    expect(within(table).getAllByRole('columnheader').at(-1)?.textContent).toBe('CAT (total annual cost)');
    const rate = within(form).getByLabelText('Daily interest (ppm)');
    await user.clear(rate);
    await user.type(rate, '2000');
    expect(await within(form).findByText('The daily interest times 365 is over the annual cap')).toBeTruthy();
    expect(within(form).getByText('No figures while the terms break a rule.')).toBeTruthy();
    expect(api.callsTo('GET', '/staff/products/preview').some((c) => JSON.parse(c.query.get('terms')!).dailyInterestPpm === 2000)).toBe(true);

    await user.clear(rate);
    await user.type(rate, '9x');
    expect(await within(form).findByText('Enter a whole number (amounts with at most two decimals).')).toBeTruthy();
  });

  it('asks to put a version live as a four-eyes request with a reason', async () => {
    const api = signedInAs(['risk'], { 'POST /staff/approvals': () => ok({ id: 'apr_1', state: 'pending' }) });
    const { user } = renderConsole('#/products');
    const form = await openEdit(user);
    const rate = within(form).getByLabelText('Daily interest (ppm)');
    await user.clear(rate);
    await user.type(rate, '900');
    await user.type(within(form).getByLabelText('Reason for the change'), 'Cheaper from December');
    await user.click(within(form).getByRole('button', { name: 'Ask to put live' }));

    expect(await screen.findByText('Version asked. A second person must approve it in Approvals before it goes live.')).toBeTruthy();
    const body = api.callsTo('POST', '/staff/approvals')[0]?.body as { action: string; input: { productId: string; terms: Record<string, unknown> }; reason: string };
    expect(body).toMatchObject({ action: 'productVersion', input: { productId: 'mx-efectivo', terms: { dailyInterestPpm: 900, minAmount: 1_000_00, tenures: [91] } }, reason: 'Cheaper from December' });
  });

  it('shows the server’s refusal at its field and keeps everything typed; a reason is needed first', async () => {
    const api = signedInAs(['risk'], { 'POST /staff/approvals': () => badField('terms.dailyFeePpm', 'The daily processing fee cannot be above 0.098% (980 ppm)') });
    const { user } = renderConsole('#/products');
    const form = await openEdit(user);
    await user.click(within(form).getByRole('button', { name: 'Ask to put live' }));
    expect(await within(form).findByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')).toEqual([]);

    const fee = within(form).getByLabelText('Daily processing fee (ppm)');
    await user.clear(fee);
    await user.type(fee, '300');
    await user.type(within(form).getByLabelText('Reason for the change'), 'Fee review');
    await user.click(within(form).getByRole('button', { name: 'Ask to put live' }));
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('The daily processing fee cannot be above 0.098% (980 ppm)')).toBeTruthy();
    expect((fee as HTMLInputElement).value).toBe('300');
  });

  it('asks for a new product made from one, its id refused at the field and everything typed kept', async () => {
    let answer = () => badField('productId', 'A product with this id exists already: choose another id');
    const api = signedInAs(['risk'], { 'POST /staff/approvals': () => answer() });
    const { user } = renderConsole('#/products');
    await user.click(await screen.findByRole('button', { name: 'New product from Lendline Efectivo' }));
    const form = screen.getByRole('region', { name: 'New product from Lendline Efectivo' });
    const id = within(form).getByLabelText('New product’s id');
    expect((id as HTMLInputElement).value).toBe('mx-');
    await user.type(id, 'efectivo-fijo');
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Efectivo Mini');
    await user.type(within(form).getByLabelText('Reason for the change'), 'Smaller first loans');
    await user.click(within(form).getByRole('button', { name: 'Ask to put live' }));
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('A product with this id exists already: choose another id')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Efectivo Mini');

    answer = () => ok({ id: 'apr_2', state: 'pending' });
    await user.clear(id);
    await user.type(id, 'mx-efectivo-mini');
    await user.click(within(form).getByRole('button', { name: 'Ask to put live' }));
    expect(await screen.findByText('Product asked. A second person must approve it in Approvals before borrowers see it.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals').at(-1)?.body).toMatchObject({
      action: 'productCreate', input: { productId: 'mx-efectivo-mini', basedOn: 'mx-efectivo', terms: { name: 'Efectivo Mini', tenures: [91] } }, reason: 'Smaller first loans',
    });
  });

  it('asks for a limit override, with the server’s refusal at the limit', async () => {
    const api = signedInAs(['risk'], { 'POST /staff/approvals': () => badField('limit', 'The limit must be a whole step within the amounts of a product open to this borrower') });
    const { user } = renderConsole('#/products');
    const form = await screen.findByRole('region', { name: 'Set a borrower’s credit limit by hand' });
    await user.type(within(form).getByLabelText('Borrower’s user id'), 'usr_42');
    await user.type(within(form).getByLabelText('New limit (MXN)'), '30000.50');
    await user.type(within(form).getByLabelText('Reason'), 'Salary verified');
    await user.click(within(form).getByRole('button', { name: 'Ask to set the limit' }));
    expect(await within(form).findByText('The limit must be a whole step within the amounts of a product open to this borrower')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toEqual({ action: 'limitOverride', input: { userId: 'usr_42', limit: 3_000_050 }, reason: 'Salary verified' });
    expect((within(form).getByLabelText('Borrower’s user id') as HTMLInputElement).value).toBe('usr_42');
  });

  it('works in Spanish', async () => {
    signedInAs(['risk']);
    const { user } = renderConsole('#/products');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    await user.click(await screen.findByRole('button', { name: 'Nueva versión de Lendline Efectivo' }));
    const form = screen.getByRole('region', { name: 'Nueva versión de Lendline Efectivo (vigente: versión 2)' });
    expect(within(form).getByLabelText('Interés diario (ppm)')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Pedir que entre en vigor' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Fijar a mano el límite de crédito de un cliente' })).toBeTruthy();
  });
});
