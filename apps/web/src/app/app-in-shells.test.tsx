import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillAppIdentity } from '../shared/native/app-identity.ts';
import { SHELLS, type ShellName } from '../shared/native/test/fake-shells.ts';
import { adoptShellSession } from '../shared/session/shell-login.ts';
import { mockApi } from '../test/api-mock.ts';
import { renderApp } from '../test/render-app.tsx';

/**
 * The first screen inside each published shell (issue 19, section 1), started as app-boot.tsx
 * starts it: the identity asked before the first paint, the page view on render, the session
 * right after. In the real liruixing shell this crashed the app; in Flutter on iOS every
 * message was lost; in dingshuangdian's, same-millisecond answers took each other's ids.
 */
describe.each(Object.keys(SHELLS) as ShellName[])('the first screen inside %s', (name) => {
  it("starts with the shell's identity and session, its page view delivered, nothing lost and nothing crashed", async () => {
    mockApi();
    const shell = SHELLS[name]();
    void fillAppIdentity();
    await renderApp('/');
    void adoptShellSession();
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe(`Bearer ${shell.native.token}`));
    expect(window.localStorage.getItem('packageName')).toBe(shell.native.packageName);
    expect(shell.received.map((message) => message.action)).toEqual(expect.arrayContaining(['getPackageName', 'logEventByLocal', 'logEventByAF', 'getLoginInfo']));
    expect(shell.crash).toBeNull();
    expect(shell.dropped).toEqual([]);
    expect(shell.errors).toEqual([]);
    if (name === 'liruixing') expect(shell.afEvents).toContain('af_content_view');
  });
});
