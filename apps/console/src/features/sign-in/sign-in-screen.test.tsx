import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badField, mockStaffApi, ok, refused, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const TOKEN = 'csrf-token-from-sign-in';

async function fillIn(user: ReturnType<typeof renderConsole>['user'], code = '123456') {
  await user.type(await screen.findByLabelText('Work email'), 'ada@lendline.test');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
  await user.type(screen.getByLabelText('6-digit code'), code);
}

describe('sign-in screen', () => {
  it('signs in, keeps nothing but the CSRF token (in sessionStorage) and shows the shell', async () => {
    const api = mockStaffApi({ 'POST /staff/auth/sign-in': () => ok({ staff: staffMember(['reviewer']), csrfToken: TOKEN }) });
    const { user } = renderConsole();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Work areas' })).toBeTruthy();
    expect(api.callsTo('POST', '/staff/auth/sign-in')[0]?.body).toEqual({ email: 'ada@lendline.test', password: 'correct horse battery staple', code: '123456' });
    expect({ ...window.sessionStorage }).toEqual({ 'lendline.console.csrf': TOKEN });
    expect(window.localStorage.length).toBe(0);
  });

  it('sends the CSRF token back on the next non-GET call, and signs out', async () => {
    const api = mockStaffApi({
      'POST /staff/auth/sign-in': () => ok({ staff: staffMember(['reviewer']), csrfToken: TOKEN }),
      'POST /staff/auth/sign-out': () => ok({}),
    });
    const { user } = renderConsole();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(api.callsTo('POST', '/staff/auth/sign-out')[0]?.headers.get('x-csrf-token')).toBe(TOKEN);
    expect(api.callsTo('POST', '/staff/auth/sign-in')[0]?.headers.has('x-csrf-token')).toBe(false);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('shows a bad code at the code field and keeps the email and password typed', async () => {
    mockStaffApi({ 'POST /staff/auth/sign-in': () => badField('code', 'The code must be 6 digits') });
    const { user } = renderConsole();
    await fillIn(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = screen.getByLabelText('6-digit code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The code must be 6 digits').id).toBe(code.getAttribute('aria-describedby')?.split(' ').at(-1));
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe('ada@lendline.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct horse battery staple');
    expect((code as HTMLInputElement).value).toBe('654321');
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('refuses a code that is not 6 digits before asking the server', async () => {
    const api = mockStaffApi();
    const { user } = renderConsole();
    await fillIn(user, '12 34');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('6-digit code'));
    expect(api.callsTo('POST', '/staff/auth/sign-in')).toEqual([]);
  });

  it('shows the one generic failure above the form, keeping everything typed', async () => {
    mockStaffApi({ 'POST /staff/auth/sign-in': () => refused(401, 'The email, password or code is not right') });
    const { user } = renderConsole();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The alert region is there before the answer: wait for the answer in it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', 'The email, password or code is not right'));
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement;
    expect(within(form).queryAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['ada@lendline.test', '123456']);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct horse battery staple');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('says so when the server cannot be reached', async () => {
    mockStaffApi({ 'POST /staff/auth/sign-in': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderConsole();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The server could not be reached. Check your connection and try again.')).toBeTruthy();
  });
});
