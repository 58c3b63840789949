import { describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS, callShell } from './bridge-core.ts';
import { getLoginInfo, logEventByAF, logEventByLocal, logout, selectContact, setNewToken, timeSDK, toLogin } from './bridge.ts';
import { checkLiveness, getPackageName, getVersionName } from './shell-extras.ts';
import { installSilentShell, SHELLS } from './test/fake-shells.ts';

/** The bridge's own rules (ADR 041); what each published shell does is in bridge-matrix.test.ts. */

const FLAGS = { appList: false, sms: false, exif: false, device: true, contact: false, location: false };
const globals = window as unknown as Record<string, ((raw: unknown) => void) | undefined>;

describe('a shell that never answers', () => {
  it('falls back 1.5 s after each message is sent, one at a time', async () => {
    vi.useFakeTimers();
    const shell = installSilentShell();
    const started = Date.now();
    const results = Promise.all([
      toLogin(),
      getLoginInfo(),
      logout(),
      setNewToken({ token: 'Bearer n', mobile: '234' }),
      timeSDK({ orderNo: 'o', userId: 'u', isSubmit: true, flags: FLAGS }),
      selectContact({ selectContactIndex: 2 }),
      logEventByLocal({ time: 1, eventType: 'pageView', pageName: 'home', eventOption: '', isUpload: false }),
      logEventByAF({ eventName: 'af_content_view' }),
      getPackageName(),
      getVersionName(),
      checkLiveness(),
    ]);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    // The first waits; the others are in line behind it.
    expect(shell.messages.map((message) => message.action)).toEqual(['toLogin', 'getLoginInfo']);
    // Eight wait for an answer; logout and the two events are answered by no shell and do not wait.
    await vi.advanceTimersByTimeAsync(7 * ANSWER_WAIT_MS);
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
    expect(Date.now() - started).toBe(8 * ANSWER_WAIT_MS);
    expect(shell.messages).toHaveLength(11);
  });

  it('ignores an answer with an unknown id and still falls back', async () => {
    vi.useFakeTimers();
    const shell = installSilentShell();
    const pending = getLoginInfo();
    globals.webViewToLogin!({ action: 'getLoginInfo', id: 'not-ours', result: 'ok', msg: '', data: { token: 'stray' } });
    globals.webViewToLogin!(JSON.stringify({ action: 'getLoginInfo', id: 'x1', result: 'ok', data: { token: 'stray' } }));
    // liruixing's data SDK answers with id "": nothing it could sign in.
    globals.webViewToTime!({ data: {}, action: 'webViewToTime', id: '', result: 'ok' });
    expect(shell.messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(pending).resolves.toEqual({ token: null, mobile: null });
  });

  it('treats result "fail" as a refusal and applies the fallback', async () => {
    const shell = installSilentShell();
    const refuse = () => {
      const message = shell.messages.at(-1)!;
      queueMicrotask(() => globals[message.callback]!({ action: message.action, id: '', result: 'fail', msg: 'denied', data: {} }));
    };
    const calls = [
      [() => getLoginInfo(), { token: null, mobile: null }],
      [() => selectContact({ selectContactIndex: 1 }), { result: 0 }],
      [() => getPackageName(), null],
      [() => checkLiveness(), { ok: false, msg: 'denied' }],
      [() => toLogin(), { kind: 'noSession' }],
      [() => timeSDK({ orderNo: 'o', userId: 'u', isSubmit: true, flags: FLAGS }), { code: -2, msg: 'denied' }],
    ] as const;
    for (const [call, expected] of calls) {
      const result = call();
      refuse();
      await expect(result).resolves.toEqual(expected);
    }
  });

  it('still accepts ADR 009 bare answers and JSON strings through the callback', async () => {
    const shell = installSilentShell();
    const result = selectContact({ selectContactIndex: 1 });
    globals[shell.messages[0]!.callback]!('{"result":1,"name":"Ada","phone":"0803"}');
    await expect(result).resolves.toEqual({ result: 1, name: 'Ada', phone: '0803' });
  });

  it('a second answer for the same id is ignored', async () => {
    const shell = installSilentShell();
    const result = getVersionName();
    const { callback } = shell.messages[0]!;
    const answer = globals[callback]!;
    answer({ result: 'ok', data: { versionName: '1.0.0' } });
    answer({ result: 'ok', data: { versionName: '9.9.9' } });
    await expect(result).resolves.toBe('1.0.0');
    expect(globals[callback]).toBeUndefined();
  });

  it('resolves null, never throws, when the hand-over itself fails', async () => {
    window.FKSDKJsFramework = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    await expect(callShell('logout')).resolves.toBeNull();
    await expect(callShell('getVersionName')).resolves.toBeNull();
  });
});

describe.each(['dingshuangdian', 'liruixing'] as const)('a contact picked in %s after the fallback', (name) => {
  it('goes to the late listener', async () => {
    vi.useFakeTimers();
    const shell = SHELLS[name]();
    const late = vi.fn();
    const first = selectContact({ selectContactIndex: 1 }, late);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(first).resolves.toEqual({ result: 0 });
    expect(shell.received[0]!.data).toMatchObject({ selectContactIndex: 1, isSelectContact: true });
    shell.pickContact('Bo', '0803');
    await vi.advanceTimersByTimeAsync(10);
    expect(late).toHaveBeenCalledWith({ result: 1, name: 'Bo', phone: '0803' });
  });
});
