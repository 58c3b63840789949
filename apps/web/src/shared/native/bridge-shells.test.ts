import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS } from './bridge-core.ts';
import { getLoginInfo, logEventByAF, selectContact, setNewToken, timeSDK, toLogin } from './bridge.ts';
import { logJourney } from './journey-events.ts';
import { getPackageName, getVersionName, openStore, openWhatsapp } from './shell-extras.ts';
import { SHELLS } from './test/fake-shells.ts';

/** Runs the shells' later tasks (UI thread, platform channel) and any fallbacks due. */
async function settle(ms = 10) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('liruixing/SmartLoan reads every message into typed fields (issue 19, 1.1)', () => {
  it('survives the first screen: the page view reaches its log and AppsFlyer as `data.event`', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.liruixing();
    logJourney({ type: 'pageView', page: 'home' });
    await settle(2_000);
    expect(shell.crash).toBeNull();
    expect(shell.afEvents).toEqual(['af_content_view']);
    expect(shell.localEvents).toHaveLength(1);
  });

  it('every logEventByAF carries `data.event` as a string', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.liruixing();
    void logEventByAF({ eventName: 'af_login', eventValues: { af_content: 'login' } });
    await settle(2_000);
    expect(shell.crash).toBeNull();
    expect(shell.received[0]).toMatchObject({ action: 'logEventByAF', data: { event: 'af_login' } });
  });
});

describe('dysx/smla on iOS decodes `body.toString()` (issue 19, 1.2)', () => {
  it('gets a JSON string on every transport, so nothing is lost and the identity is answered', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.flutterIos();
    const identity = getPackageName();
    logJourney({ type: 'pageView', page: 'home' });
    await settle(2_000);
    await expect(identity).resolves.toMatchObject({ packageName: shell.native.packageName, appVersion: shell.native.versionName });
    expect(shell.dropped).toEqual([]);
    expect(shell.received.map((message) => message.action)).toEqual(['getPackageName', 'logEventByLocal', 'logEventByAF']);
  });
});

describe('dingshuangdian/SmartLoan builds each answer in a field the next message overwrites (issue 19, 1.3)', () => {
  it('identity, session and a page view sent together: each answer reaches its own call', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.dingshuangdian();
    const identity = getPackageName();
    const session = getLoginInfo();
    logJourney({ type: 'pageView', page: 'home' });
    await settle(2_000);
    await expect(identity).resolves.toMatchObject({ packageName: shell.native.packageName });
    await expect(session).resolves.toEqual({ token: shell.native.token, mobile: null });
    expect(shell.received.map((message) => message.action)).toEqual(['getPackageName', 'getLoginInfo', 'logEventByLocal', 'logEventByAF']);
  });

  it("toLogin with a page view in the same millisecond: the shell's token still signs in", async () => {
    vi.useFakeTimers();
    const shell = SHELLS.dingshuangdian();
    const login = toLogin();
    logJourney({ type: 'pageView', page: 'home' });
    await settle(2_000);
    await expect(login).resolves.toEqual({ kind: 'token', token: shell.native.token });
  });

  it('a contact picked while a page view waits reaches the field: nothing is sent while the picker is open', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.dingshuangdian();
    const late = vi.fn();
    const first = selectContact({ selectContactIndex: 2 }, late);
    await settle(ANSWER_WAIT_MS);
    await expect(first).resolves.toEqual({ result: 0 });
    logJourney({ type: 'pageView', page: 'additionalInformation' });
    await settle(60_000);
    expect(shell.received).toHaveLength(1);
    shell.pickContact('Bola Ade', '0803 111 2222');
    await settle(2 * ANSWER_WAIT_MS);
    expect(late).toHaveBeenCalledWith({ result: 1, name: 'Bola Ade', phone: '0803 111 2222' });
    expect(shell.errors).toEqual([]);
    expect(shell.received.map((message) => message.action)).toEqual(['selectContact', 'logEventByLocal', 'logEventByAF']);
  });
});

describe('one message at a time, in every shell (issue 19, 1.3)', () => {
  it('the next message waits for the answer, or for the fallback when none comes (liruixing never answers toLogin)', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.liruixing();
    void toLogin();
    const version = getVersionName();
    await settle(ANSWER_WAIT_MS - 1);
    expect(shell.received.map((message) => message.action)).toEqual(['toLogin']);
    await settle();
    expect(shell.received.map((message) => message.action)).toEqual(['toLogin', 'getVersionName']);
    await expect(version).resolves.toBe(shell.native.versionName);
  });
});

describe('the smaller mismatches (issue 19, 1.6)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'open').mockReturnValue(null);
  });
  const FLAGS = { appList: false, sms: false, exif: true, device: true, contact: false, location: true };

  it('logEventByLocal always carries eventOption: liruixing copies it into its upload log', async () => {
    vi.useFakeTimers();
    const shell = SHELLS.liruixing();
    logJourney({ type: 'signedIn', page: 'login' });
    await settle();
    expect(shell.localEvents[0]).toMatchObject({ eventType: 'signedIn', pageName: 'login', eventOption: expect.any(String) });
    expect(shell.uploads).toBe(1);
  });

  it("timeSDK's flags are at data's root, where the shells read them", async () => {
    vi.useFakeTimers();
    const shell = SHELLS.liruixing();
    void timeSDK({ orderNo: 'LL261122ABCDEFGH', userId: 'u1', isSubmit: true, flags: FLAGS });
    await settle();
    expect(shell.crash).toBeNull();
    expect(shell.received[0]!.data).toMatchObject({ orderNo: 'LL261122ABCDEFGH', userId: 'u1', isSubmit: true, ...FLAGS });
  });

  it.each(['liruixing', 'flutterAndroid'] as const)('toGooglePlayer carries packageId, which %s opens the store with', async (name) => {
    vi.useFakeTimers();
    const shell = SHELLS[name]();
    await openStore('https://play.google.com/store/apps/details?id=com.lendline.app&hl=en');
    await settle();
    expect(shell.crash).toBeNull();
    expect(shell.errors).toEqual([]);
    expect(shell.opened).toHaveLength(1);
    expect(shell.opened[0]).toMatch(/[?&]id=com\.lendline\.app$/);
    expect(window.open).not.toHaveBeenCalled();
  });

  it.each(['liruixing', 'flutterAndroid', 'flutterIos'] as const)('setNewToken hands %s the bare token: its own calls add "Bearer"', async (name) => {
    vi.useFakeTimers();
    const shell = SHELLS[name]();
    void setNewToken({ token: 'Bearer tok-9', mobile: '2348031234567' });
    await settle();
    expect(shell.stored.token).toBe('tok-9');
    expect(shell.stored.authorization).toBe('Bearertok-9');
  });

  it('a token handed back with or without "Bearer" is the same session', async () => {
    vi.useFakeTimers();
    SHELLS.liruixing({ token: 'Bearer same' });
    const session = getLoginInfo();
    await settle();
    await expect(session).resolves.toEqual({ token: 'Bearer same', mobile: null });
  });

  it.each(['liruixing', 'flutterAndroid', 'flutterIos'] as const)('%s opens WhatsApp: each shell gets the action name it listens for', async (name) => {
    vi.useFakeTimers();
    const shell = SHELLS[name]();
    openWhatsapp('+234 800 123 4568');
    await settle(2 * ANSWER_WAIT_MS);
    expect(shell.crash).toBeNull();
    expect(shell.opened).toEqual(['https://api.whatsapp.com/send?phone=2348001234568']);
    // Opened once: the page does not open wa.me on top of the shell.
    expect(window.open).not.toHaveBeenCalled();
  });
});
