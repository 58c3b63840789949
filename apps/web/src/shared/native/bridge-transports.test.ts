import { describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS, callShell, isInShell } from './bridge-core.ts';
import { getLoginInfo, logEventByAF, logEventByLocal, logout, selectContact, setNewToken, timeSDK, toLogin } from './bridge.ts';
import { checkLiveness, getPackageName, getVersionName, openStore, openWhatsapp } from './shell-extras.ts';
import { SHELLS, type FakeAnswers } from './test/generic-shells.ts';

const FLAGS = { appList: false, sms: false, exif: false, device: true, contact: false, location: false };

/** Answers shaped like the published shells' (device ids included, as Android sends them). */
const ANSWERS: FakeAnswers = {
  toLogin: () => ({ data: { token: 'tok-login' } }),
  getLoginInfo: () => ({ data: { token: 'tok-info' } }),
  setNewToken: (message) => ({ data: { token: (message.data as { token: string }).token, phoneNumber: '2348031234567' } }),
  selectContact: (message) => ({ data: { ...(message.data as object), name: 'Ada', phone: '0803 111 2222' } }),
  getPackageName: () => ({
    data: { packageName: 'com.shell.app', appVersion: '2.4.0', appName: 'Shell', afid: 'af-1', androidId: 'a1', imei: 'i1', gaid: 'g1' },
  }),
  getVersionName: () => ({ data: { versionName: '2.4.0' } }),
  getAccuauthSDK: () => ({ data: { livenessId: 'live-1', file: 'aGVsbG8=' } }),
  ToWhatsapp: () => ({ data: { phone: '2348000000000' } }),
  // Only callback shells can answer these: Android has no fixed global for them.
  timeSDK: () => ({ data: { code: 0, flags: { device: true } } }),
};

/** Each call and what only the shell's answer (never the fallback) produces. */
const CALLS = {
  toLogin: [() => toLogin(), { kind: 'token', token: 'tok-login' }],
  getLoginInfo: [() => getLoginInfo(), { token: 'tok-info', mobile: null }],
  selectContact: [() => selectContact({ selectContactIndex: 1 }), { result: 1, name: 'Ada', phone: '0803 111 2222' }],
  getPackageName: [() => getPackageName(), { packageName: 'com.shell.app', appName: 'Shell', afid: 'af-1', appVersion: '2.4.0' }],
  getVersionName: [() => getVersionName(), '2.4.0'],
  getAccuauthSDK: [() => checkLiveness(), { ok: true, livenessId: 'live-1', image: 'aGVsbG8=' }],
  ToWhatsapp: [() => openWhatsapp('+234 800 000 0000'), 'shell'],
} as const;

describe.each(Object.entries(SHELLS))('a %s shell', (kind, install) => {
  it.each(Object.entries(CALLS))('answers %s', async (action, [call, expected]) => {
    vi.useFakeTimers();
    const shell = install(ANSWERS);
    expect(isInShell()).toBe(true);
    await expect(call()).resolves.toEqual(expected);
    expect(shell.messages.map((message) => message.action)).toEqual([action]);
  });

  it('sends the message as a JSON string, to iOS too (issue 19: the Flutter shell decodes the text)', async () => {
    const shell = install(ANSWERS);
    await getLoginInfo();
    const sent = shell.shell.postMessage.mock.calls[0]![0] as unknown;
    expect(JSON.parse(sent as string)).toMatchObject({ action: 'getLoginInfo', data: {} });
    expect(shell.messages[0]).toEqual({ action: 'getLoginInfo', id: expect.any(String), data: {}, callback: expect.stringMatching(/^lendlineBridge_/) });
  });

  it('hands setNewToken over with the token at the root too (a Flutter shell reads it there)', async () => {
    const shell = install(ANSWERS);
    await setNewToken({ token: 'Bearer n', mobile: '2348031234567' });
    expect(shell.messages[0]).toMatchObject({
      token: 'Bearer n',
      data: { token: 'Bearer n', mobile: '2348031234567', phoneNumber: '2348031234567' },
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('falls back 1.5 s after each message is sent, one at a time, when the shell never answers', async () => {
    vi.useFakeTimers();
    install({});
    const started = Date.now();
    const results = Promise.all([
      toLogin(),
      getLoginInfo(),
      logout(),
      setNewToken({ token: 'Bearer n', mobile: '234' }),
      timeSDK({ orderNo: 'o', userId: 'u', isSubmit: true, flags: FLAGS }),
      selectContact({ selectContactIndex: 2 }),
      logEventByLocal({ time: 1, eventType: 'pageView', pageName: 'home', isUpload: false }),
      logEventByAF({ eventName: 'af_content_view' }),
      getPackageName(),
      getVersionName(),
      checkLiveness(),
    ]);
    // Eight wait for an answer; logout and the two events are answered by no shell and do not wait.
    await vi.advanceTimersByTimeAsync(8 * ANSWER_WAIT_MS);
    await expect(results).resolves.toEqual([
      { kind: 'waiting' },
      { token: null, mobile: null },
      undefined,
      undefined,
      { code: 1 },
      { result: 0 },
      undefined,
      undefined,
      null,
      null,
      null,
    ]);
    expect(Date.now() - started).toBeLessThanOrEqual(8 * ANSWER_WAIT_MS);
  });

  it('ignores an answer with an unknown id and still falls back', async () => {
    vi.useFakeTimers();
    const shell = install({});
    const pending = getLoginInfo();
    const globals = window as unknown as Record<string, (raw: unknown) => void>;
    globals.webViewToLogin!({ action: 'getLoginInfo', id: 'not-ours', result: 'ok', msg: '', data: { token: 'stray' } });
    globals.webViewToLogin!(JSON.stringify({ action: 'getLoginInfo', id: 'x1', result: 'ok', data: { token: 'stray' } }));
    expect(shell.messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(pending).resolves.toEqual({ token: null, mobile: null });
  });

  it('treats result "fail" as a refusal and applies the fallback', async () => {
    const fail = () => ({ result: 'fail' as const, msg: 'denied', data: {} });
    install({ getLoginInfo: fail, selectContact: fail, getPackageName: fail, getAccuauthSDK: fail, toLogin: fail, timeSDK: fail });
    await expect(getLoginInfo()).resolves.toEqual({ token: null, mobile: null });
    await expect(selectContact({ selectContactIndex: 1 })).resolves.toEqual({ result: 0 });
    await expect(getPackageName()).resolves.toBeNull();
    await expect(checkLiveness()).resolves.toEqual({ ok: false, msg: 'denied' });
    await expect(toLogin()).resolves.toEqual({ kind: 'noSession' });
    if (kind !== 'android') await expect(timeSDK({ orderNo: 'o', userId: 'u', isSubmit: true, flags: FLAGS })).resolves.toEqual({ code: -2, msg: 'denied' });
  });

  it('delivers a contact picked after the fallback to the late listener', async () => {
    vi.useFakeTimers();
    const shell = install({});
    const late = vi.fn();
    const first = selectContact({ selectContactIndex: 1 }, late);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(first).resolves.toEqual({ result: 0 });
    const message = shell.messages[0]!;
    expect(message.data).toEqual({ selectContactIndex: 1, isSelectContact: true });
    const reply = { action: 'selectContact', id: message.id, result: 'ok', msg: '', data: { name: 'Bo', phone: '0803' } };
    const globals = window as unknown as Record<string, ((raw: unknown) => void) | undefined>;
    globals[kind === 'android' ? 'getWebViewSelectContact' : message.callback]!(reply);
    expect(late).toHaveBeenCalledWith({ result: 1, name: 'Bo', phone: '0803' });
  });
});

describe('shells that answer through callback', () => {
  it('passes the timeSDK answer through; a later answer for the same id is ignored', async () => {
    const shell = SHELLS.flutter(ANSWERS);
    await expect(timeSDK({ orderNo: 'o1', userId: 'u1', isSubmit: true, flags: FLAGS })).resolves.toEqual({ code: 0, flags: { device: true } });
    const message = shell.messages[0]!;
    expect((window as unknown as Record<string, unknown>)[message.callback]).toBeUndefined();
  });

  it('still accepts ADR 009 bare answers and JSON strings through the callback', async () => {
    const globals = window as unknown as Record<string, (raw: unknown) => void>;
    window.FKSDKJsFramework = {
      postMessage: (json: string) => {
        const message = JSON.parse(json) as { callback: string };
        queueMicrotask(() => globals[message.callback]!('{"result":1,"name":"Ada","phone":"0803"}'));
      },
    };
    await expect(selectContact({ selectContactIndex: 1 })).resolves.toEqual({ result: 1, name: 'Ada', phone: '0803' });
  });

  it('resolves null, never throws, when the hand-over itself fails', async () => {
    window.FKSDKJsFramework = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    await expect(callShell('logout')).resolves.toBeNull();
  });

  it('toGooglePlayer carries the link at the root; unanswered, the browser opens it', async () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const shell = SHELLS.flutter({});
    const done = openStore('https://play.google.com/store/apps/details?id=com.shell.app');
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await done;
    expect(shell.messages[0]).toMatchObject({ action: 'toGooglePlayer', downloadLink: 'https://play.google.com/store/apps/details?id=com.shell.app' });
    expect(open).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=com.shell.app', '_blank', 'noopener');
  });
});
