import { describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS } from '../native/bridge-core.ts';
import { SHELLS } from '../native/test/fake-shells.ts';
import { adoptShellSession, loginThroughShell } from './shell-login.ts';

const globals = window as unknown as Record<string, ((raw: unknown) => void) | undefined>;

describe('the shell signs the app in', () => {
  it("adopts the shell's token at start (dingshuangdian answers through webViewToLogin) and drops another person's profile", async () => {
    window.localStorage.setItem('token', 'Bearer old');
    window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { mobile: '1' } }));
    SHELLS.dingshuangdian({ token: 'fresh' });
    await adoptShellSession();
    expect(window.localStorage.getItem('token')).toBe('Bearer fresh');
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('keeps the profile when the shell holds the same token without the Bearer prefix (Flutter)', async () => {
    window.localStorage.setItem('token', 'Bearer same');
    window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { mobile: '1' } }));
    SHELLS.flutterAndroid({ token: 'same' });
    await adoptShellSession();
    expect(window.localStorage.getItem('userInfo')).not.toBeNull();
  });

  it('a token in the toLogin answer signs in and goes on to the guarded route (dingshuangdian)', async () => {
    SHELLS.dingshuangdian({ token: 't1' });
    await loginThroughShell('/user_center/faq');
    expect(window.localStorage.getItem('token')).toBe('Bearer t1');
    expect(window.location.hash).toBe('#/user_center/faq');
  });

  it('an answer without a token (nobody signed in natively) opens our login (dingshuangdian)', async () => {
    SHELLS.dingshuangdian({ token: '' });
    await loginThroughShell('/user_center/faq');
    expect(window.location.hash).toBe('#/user/login?redirect=%2Fuser_center%2Ffaq');
  });
});

describe('toLogin that is never answered (issue 19, 1.4)', () => {
  it('liruixing ignores it and the page stays in view: after the wait, our login opens', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.liruixing();
    const done = loginThroughShell('/user_center/faq');
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await done;
    expect(shell.received.map((message) => message.action)).toEqual(['toLogin']);
    expect(window.location.hash).toBe('#/user/login?redirect=%2Fuser_center%2Ffaq');
  });

  it('the Flutter shell closes the page for its own login: ours is not opened behind it', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.flutterAndroid();
    const done = loginThroughShell('/user_center/faq');
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await done;
    expect(shell.closed).toBe(true);
    expect(window.location.hash).toBe('#/');
  });

  it('a token handed over after our login opened still signs in and goes on', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.liruixing();
    const done = loginThroughShell('/user_center/faq');
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await done;
    const message = shell.received[0] as { id: string; callback: string };
    globals[message.callback]!({ action: 'toLogin', id: message.id, result: 'ok', data: { token: 'late' } });
    expect(window.localStorage.getItem('token')).toBe('Bearer late');
    expect(window.location.hash).toBe('#/user_center/faq');
  });
});
