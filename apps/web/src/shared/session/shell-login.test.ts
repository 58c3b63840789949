import { describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS } from '../native/bridge-core.ts';
import { installAndroidShell, installFlutterShell } from '../native/test/generic-shells.ts';
import { adoptShellSession, loginThroughShell } from './shell-login.ts';

describe('the shell signs the app in', () => {
  it("adopts the shell's token at start (Android answers through webViewToLogin) and drops another person's profile", async () => {
    window.localStorage.setItem('token', 'Bearer old');
    window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { mobile: '1' } }));
    installAndroidShell({ getLoginInfo: () => ({ data: { token: 'fresh' } }) });
    await adoptShellSession();
    expect(window.localStorage.getItem('token')).toBe('Bearer fresh');
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('keeps the profile when the shell holds the same token without the Bearer prefix', async () => {
    window.localStorage.setItem('token', 'Bearer same');
    window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { mobile: '1' } }));
    installFlutterShell({ getLoginInfo: () => ({ data: { token: 'same' } }) });
    await adoptShellSession();
    expect(window.localStorage.getItem('userInfo')).not.toBeNull();
  });

  it('a token in the toLogin answer signs in and goes on to the guarded route', async () => {
    installAndroidShell({ toLogin: () => ({ data: { token: 't1' } }) });
    await loginThroughShell('/user_center/faq');
    expect(window.localStorage.getItem('token')).toBe('Bearer t1');
    expect(window.location.hash).toBe('#/user_center/faq');
  });

  it('an answer without a token (the shell has no login of its own) opens our login', async () => {
    installAndroidShell({ toLogin: () => ({ data: { token: '' } }) });
    await loginThroughShell('/user_center/faq');
    expect(window.location.hash).toBe('#/user/login?redirect=%2Fuser_center%2Ffaq');
  });

  it("no answer: the shell's login is showing; its token, handed over later, still signs in", async () => {
    vi.useFakeTimers();
    const shell = installFlutterShell({});
    const done = loginThroughShell('/user_center/faq');
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await done;
    expect(window.location.hash).toBe('#/');
    const message = shell.messages[0]!;
    (window as unknown as Record<string, (raw: unknown) => void>)[message.callback]!({ action: 'toLogin', id: message.id, result: 'ok', data: { token: 'late' } });
    expect(window.localStorage.getItem('token')).toBe('Bearer late');
  });
});
