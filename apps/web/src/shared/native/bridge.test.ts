import { describe, expect, it, vi } from 'vitest';
import { callShell, type BridgeMessage } from './bridge-core.ts';
import {
  getLoginInfo,
  logEventByAF,
  logEventByLocal,
  logout,
  selectContact,
  setNewToken,
  TIME_SDK_UNAVAILABLE,
  timeSDK,
  toLogin,
} from './bridge.ts';

type Globals = Record<string, unknown>;

/** Calls the global callback a message named, as the shell would. */
function reply(callback: string, value: unknown): void {
  const fn = (window as unknown as Globals)[callback] as ((value: unknown) => void) | undefined;
  fn?.(value);
}

/** A fake shell that records messages and, given `answer`, replies through the named callback. */
function installShell(answer?: (message: BridgeMessage) => unknown) {
  const messages: BridgeMessage[] = [];
  const postMessage = vi.fn((json: string) => {
    const message = JSON.parse(json) as BridgeMessage;
    messages.push(message);
    if (answer) queueMicrotask(() => reply(message.callback, answer(message)));
  });
  window.FKSDKJsFramework = { postMessage };
  return { messages, postMessage };
}

describe('native bridge, inside the shell', () => {
  it('posts {action, id, data, callback} as JSON and resolves when the callback is called', async () => {
    const shell = installShell();
    const pending = callShell<{ result: number }>('selectContact', { selectContactIndex: 1 });
    const message = shell.messages[0]!;
    expect(message).toMatchObject({ action: 'selectContact', data: { selectContactIndex: 1 } });
    expect(typeof message.id).toBe('string');
    expect(typeof (window as unknown as Globals)[message.callback]).toBe('function');

    reply(message.callback, '{"result":1,"name":"Ada"}');
    await expect(pending).resolves.toEqual({ result: 1, name: 'Ada' });
    expect((window as unknown as Globals)[message.callback]).toBeUndefined();
  });

  it('also works when the shell object is itself callable', async () => {
    const shell = vi.fn((json: string) => {
      const message = JSON.parse(json) as BridgeMessage;
      reply(message.callback, { token: 'Bearer s', mobile: '234803' });
    });
    window.FKSDKJsFramework = shell;
    await expect(getLoginInfo()).resolves.toEqual({ token: 'Bearer s', mobile: '234803' });
    expect(shell).toHaveBeenCalledOnce();
  });

  it('rejects a call the shell never answers after the timeout', async () => {
    vi.useFakeTimers();
    installShell();
    const pending = callShell('timeSDK', {}, 5_000);
    const assertion = expect(pending).rejects.toThrow(/did not answer timeSDK/);
    await vi.advanceTimersByTimeAsync(5_000);
    await assertion;
  });

  it('sends toLogin, logout, setNewToken and the event actions', async () => {
    const shell = installShell(() => ({}));
    await toLogin();
    await logout();
    await setNewToken({ token: 'Bearer n', mobile: '2348031234567' });
    await logEventByLocal({ time: 1, eventType: 'click', pageName: 'home' });
    await logEventByAF({ eventName: 'af_login' });
    expect(shell.messages.map((message) => message.action)).toEqual(['toLogin', 'logout', 'setNewToken', 'logEventByLocal', 'logEventByAF']);
    expect(shell.messages[2]!.data).toEqual({ token: 'Bearer n', mobile: '2348031234567' });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('passes timeSDK and selectContact replies through', async () => {
    installShell((message) => (message.action === 'timeSDK' ? { code: 1 } : { result: 1, name: 'Ada', phone: '0803' }));
    const flags = { appList: false, sms: false, exif: false, device: true, contact: false, location: false };
    await expect(timeSDK({ orderNo: 'o1', userId: 'u1', isSubmit: true, flags })).resolves.toEqual({ code: 1 });
    await expect(selectContact({ selectContactIndex: 2 })).resolves.toEqual({ result: 1, name: 'Ada', phone: '0803' });
  });
});

describe('native bridge, plain browser fallbacks', () => {
  it('toLogin goes to our login route, remembering the page', async () => {
    window.history.replaceState(null, '', '#/records');
    await toLogin();
    expect(window.location.hash).toBe('#/user/login?redirect=%2Frecords');
  });

  it('getLoginInfo reads local storage', async () => {
    window.localStorage.setItem('token', 'Bearer b');
    window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { mobile: '2348031234567' } }));
    await expect(getLoginInfo()).resolves.toEqual({ token: 'Bearer b', mobile: '2348031234567' });
  });

  it('setNewToken stores the token; logout does nothing more', async () => {
    await setNewToken({ token: 'Bearer c', mobile: '234' });
    expect(window.localStorage.getItem('token')).toBe('Bearer c');
    await expect(logout()).resolves.toBeUndefined();
    expect(window.localStorage.getItem('token')).toBe('Bearer c');
  });

  it('selectContact lets the user type; timeSDK reports no collector; events are no-ops', async () => {
    await expect(selectContact({ selectContactIndex: 1 })).resolves.toEqual({ result: 0 });
    const flags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };
    await expect(timeSDK({ orderNo: 'o', userId: 'u', isSubmit: false, flags })).resolves.toEqual({ code: TIME_SDK_UNAVAILABLE });
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await expect(logEventByLocal({ time: 1, eventType: 'view', pageName: 'home' })).resolves.toBeUndefined();
    await expect(logEventByAF({ eventName: 'x' })).resolves.toBeUndefined();
  });

  it('callShell rejects without a shell', async () => {
    await expect(callShell('toLogin', {})).rejects.toThrow(/No native shell/);
  });
});
