import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badField, mockStaffApi, ok, refused } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Lendline:ada%40lendline.test?secret=${SECRET}&issuer=Lendline`;
const PASSWORD = 'violet anchor mango tundra';

describe('enrolment screen', () => {
  it('sets a password, shows the QR code and the key, then activates with the first code', async () => {
    const api = mockStaffApi({
      'POST /staff/auth/enrol/start': () => ok({ otpauthUri: URI, secret: SECRET }),
      'POST /staff/auth/enrol/finish': () => ok({}),
    });
    const { user } = renderConsole('#/enrol?token=invite-token-1');

    expect(screen.getByText('have at least 12 and at most 128 characters;')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('New password again'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('6-digit code'), '492039');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('#/');
    expect(screen.queryByText(/JBSW/)).toBeNull();
    expect(window.location.hash).toBe('#/enrol');
    expect(api.callsTo('POST', '/staff/auth/enrol/start')[0]?.body).toEqual({ token: 'invite-token-1', password: PASSWORD });
    expect(api.callsTo('POST', '/staff/auth/enrol/finish')[0]?.body).toEqual({ token: 'invite-token-1', code: '492039' });
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
  });

  it('checks the length and that both passwords match before asking the server', async () => {
    const api = mockStaffApi();
    const { user } = renderConsole('#/enrol?token=t');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Use at least 12 and at most 128 characters.')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('New password again'), `${PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('New password again').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/auth/enrol/start')).toEqual([]);
  });

  it('shows the server’s word on a weak password at the password field, and an expired link above the form', async () => {
    let answer = badField('password', 'This password is too easy to guess');
    mockStaffApi({ 'POST /staff/auth/enrol/start': () => answer });
    const { user } = renderConsole('#/enrol?token=t');
    await user.type(screen.getByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('New password again'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This password is too easy to guess')).toBeTruthy();

    answer = refused(400, 'This set-up link has expired or was already used', 400610);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The alert region is there before the answer: wait for the answer in it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', 'This set-up link has expired or was already used'));
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(PASSWORD);
  });

  it('keeps the QR step when the first code is wrong', async () => {
    mockStaffApi({
      'POST /staff/auth/enrol/start': () => ok({ otpauthUri: URI, secret: SECRET }),
      'POST /staff/auth/enrol/finish': () => badField('code', 'That code is not right'),
    });
    const { user } = renderConsole('#/enrol?token=t');
    await user.type(screen.getByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('New password again'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));

    expect(await screen.findByText('That code is not right')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
  });

  it('says the link is incomplete when it carries no token', async () => {
    mockStaffApi();
    renderConsole('#/enrol');
    expect(screen.getByRole('alert').textContent).toContain('This set-up link is incomplete');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
