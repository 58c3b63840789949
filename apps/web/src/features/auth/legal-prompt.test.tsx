import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const STATE = {
  current: { terms: '2027-01-15', privacy: '2026-11-30' },
  accepted: [{ document: 'terms', version: '2026-11-30', acceptedAt: '2026-12-01T09:00:00.000Z' }],
  pending: ['terms'],
};

async function signIn(language: 'en' | 'es' = 'en') {
  await renderApp('/user/login?redirect=%2Frecords', { language });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(language === 'en' ? 'Mobile number' : 'Número de celular'), '08031234567');
  await user.type(screen.getByLabelText(language === 'en' ? 'Verification code' : 'Código de verificación'), '123456');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Iniciar sesión' }));
  return user;
}

describe('a newer legal version at sign-in (ADR 048)', () => {
  it('is shown before the session is saved, accepted with the sign-in’s own token, then the borrower goes on', async () => {
    const api = mockApi({
      '/security/login': () => ok({ token: 'tok-9', userInfo: USER_INFO }),
      '/legal/state': () => ok(STATE),
      '/legal/accept': () => ok({ ...STATE, pending: [] }),
    });
    const user = await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'We have updated our terms' });
    expect(within(dialog).getByText(/Terms and conditions, version of 15 Jan 2027/)).toBeTruthy();
    expect(within(dialog).queryByText(/Privacy policy/)).toBeNull();
    const read = within(dialog).getByRole('link', { name: 'Read the full text' });
    // The very version asked for (issue 19: the link opened an older text of another market).
    expect(read.getAttribute('href')).toBe('#/termsCondition?version=2027-01-15');
    expect(read.getAttribute('target')).toBe('_blank');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('/legal/state')[0]!.headers.get('Authorization')).toBe('Bearer tok-9');

    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Loan records' });
    const accept = api.callsTo('/legal/accept')[0]!;
    expect(accept.body).toEqual({ terms: '2027-01-15', privacy: '2026-11-30', source: 'prompt' });
    expect(accept.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(window.localStorage.getItem('token')).toBe('Bearer tok-9');
  });

  it('signs out on the server and stays signed out when declined, saying why, in Spanish', async () => {
    const api = mockApi({
      '/security/login': () => ok({ token: 'tok-9', userInfo: USER_INFO }),
      '/legal/state': () => ok(STATE),
      '/security/logout': () => ok(null),
    });
    const user = await signIn('es');
    const dialog = await screen.findByRole('dialog', { name: 'Actualizamos nuestros términos' });
    await user.click(within(dialog).getByRole('button', { name: 'Ahora no, cerrar sesión' }));
    expect(await screen.findByText('Puede leer los textos cuando quiera, pero necesita aceptarlos para usar su cuenta y pedir préstamos.')).toBeTruthy();
    expect(api.callsTo('/security/logout')[0]!.headers.get('Authorization')).toBe('Bearer tok-9');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('/legal/accept')).toHaveLength(0);
  });

  it('is not shown when nothing is pending', async () => {
    mockApi({ '/security/login': () => ok({ token: 'tok-9', userInfo: USER_INFO }), '/legal/state': () => ok({ ...STATE, pending: [] }) });
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Loan records' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
