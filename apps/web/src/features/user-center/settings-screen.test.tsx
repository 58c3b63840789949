import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SHELLS } from '../../shared/native/test/fake-shells.ts';

function seed() {
  window.localStorage.setItem('afid', 'af-1');
  window.localStorage.setItem('score', '650');
}

describe('settings screen', () => {
  it('shows the app version and the language entry', async () => {
    mockApi();
    await renderApp('/user_center/settings', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('Version')).toBeTruthy();
    expect(screen.getByText(__APP_VERSION__)).toBeTruthy();
    expect(__APP_VERSION__).toMatch(/^\d+\.\d+\.\d+/);
    expect(screen.getByRole('link', { name: /Language/ }).getAttribute('href')).toBe('#/user_center/language');
  });

  it("inside a shell, shows the shell's version: the app the borrower installed (issue 19, 1.6)", async () => {
    mockApi();
    const shell = SHELLS.dingshuangdian({ versionName: '3.2.1' });
    await renderApp('/user_center/settings', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('3.2.1')).toBeTruthy();
    expect(screen.queryByText(__APP_VERSION__)).toBeNull();
    expect(shell.received.map((message) => message.action)).toContain('getVersionName');
  });

  it('logs out: revokes on the server, clears the session (keeps language and app identity), tells the shell, goes home', async () => {
    const api = mockApi({ '/security/logout': () => ok(null) });
    // A shell that answers getVersionName at once: the logout goes right after it.
    const shell = SHELLS.dingshuangdian();
    seed();
    await renderApp('/user_center/settings', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(api.callsTo('/security/logout')[0]!.headers.get('Authorization')).toBe('Bearer t');
    for (const key of ['token', 'userInfo', 'score']) expect(window.localStorage.getItem(key), key).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(window.localStorage.getItem('afid')).toBe('af-1');
    await waitFor(() => expect(shell.received.map((message) => message.action)).toContain('logout'));
    expect(await screen.findByRole('button', { name: 'Solicitar ahora' })).toBeTruthy();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await renderApp('/user_center/settings', { token: 'Bearer t', userInfo: USER_INFO });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
