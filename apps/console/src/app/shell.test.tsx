import { ROLES, type Role } from '@lendline/domain';
import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keepCsrfToken } from '../shared/api/csrf.ts';
import { mockStaffApi, ok, signedOut, staffMember } from '../test/staff-api-mock.ts';
import { renderConsole } from '../test/render-console.tsx';

/** Signed in already in this tab: the server knows the cookie, the tab holds the CSRF token. */
function signedInAs(roles: Role[], extra: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), ...extra });
}

async function areaNames(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Work areas' });
  return within(nav).queryAllByRole('link').map((link) => link.textContent ?? '');
}

const ALL_AREAS = ['Approvals', 'Referrals', 'Repayment proofs', 'Money in suspense', 'Payouts', 'Reconciliation', 'Collections', 'Complaints', 'Borrowers', 'Data rights', 'Data requests', 'Products', 'Portfolio', 'Bureau files', 'Audit trail', 'Staff', 'API keys'];

describe('signed-in shell', () => {
  it.each([
    ['support', ['Complaints', 'Borrowers', 'Data rights', 'Data requests']],
    ['reviewer', ['Referrals', 'Repayment proofs', 'Borrowers', 'Data requests']],
    ['collections', ['Collections', 'Borrowers', 'Data requests']],
    ['finance', ['Approvals', 'Money in suspense', 'Payouts', 'Reconciliation', 'Borrowers', 'Data requests', 'Portfolio', 'Bureau files']],
    ['risk', ['Approvals', 'Borrowers', 'Data requests', 'Products', 'Portfolio', 'Bureau files']],
    ['admin', ['Approvals', 'Audit trail', 'Staff', 'API keys']],
  ] as const)('lists only the work areas a %s may use', async (role, expected) => {
    signedInAs([role]);
    renderConsole();
    expect(await areaNames()).toEqual(expected);
  });

  it('lists every work area for someone holding every role, and opens one as the current page', async () => {
    signedInAs([...ROLES]);
    const { user } = renderConsole();
    expect(await areaNames()).toEqual(ALL_AREAS);
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Products · Lendline console');
  });

  it('does not open a work area by its address to someone whose roles do not include it', async () => {
    const api = signedInAs(['support']);
    renderConsole('#/portfolio');
    expect(await screen.findByText('Your roles do not include this work area.')).toBeTruthy();
    // The screen itself never loads: nothing asks for its figures.
    expect(api.calls.filter((call) => call.path.startsWith('/staff/portfolio'))).toEqual([]);
  });

  it('shows the person’s name, and sign-in when the session has ended', async () => {
    signedInAs(['admin']);
    renderConsole();
    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Welcome, Ada Lovelace.')).toBeTruthy();

    mockStaffApi({ 'GET /staff/auth/me': () => signedOut });
    renderConsole();
    expect(await screen.findAllByRole('heading', { name: 'Sign in' })).toHaveLength(1);
  });

  it('shows sign-in when the person comes back to a tab whose session has ended meanwhile', async () => {
    let session = ok({ staff: staffMember(['admin']) });
    signedInAs(['admin'], { 'GET /staff/auth/me': () => session });
    renderConsole();
    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeTruthy();

    session = signedOut;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(window.sessionStorage.length).toBe(0);
    focusManager.setFocused(undefined);
  });

  it('asks a tab without the CSRF token to sign in, since it could not act', async () => {
    mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(['admin']) }) });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('works in Spanish: the person’s choice, kept for next time, asked of the server too', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/auth/sign-out': () => ok({}) });
    const { user } = renderConsole();
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');

    const nav = screen.getByRole('navigation', { name: 'Áreas de trabajo' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Aprobaciones', 'Dinero en suspenso', 'Desembolsos', 'Conciliación', 'Acreditados', 'Solicitudes de datos', 'Cartera', 'Archivos para burós']);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByText('Sesión de Ada Lovelace')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('lendline.console.language')).toBe('es');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(api.callsTo('POST', '/staff/auth/sign-out')[0]?.headers.get('lang')).toBe('es');
  });

  it('starts in the browser’s language when the person has not chosen one', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    mockStaffApi();
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByLabelText('Correo de trabajo')).toBeTruthy();
    expect(screen.getByLabelText('Código de 6 dígitos')).toBeTruthy();
  });
});
