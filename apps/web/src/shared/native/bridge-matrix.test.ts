import { describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS } from './bridge-core.ts';
import { getLoginInfo, logout, selectContact, setNewToken, timeSDK, toLogin } from './bridge.ts';
import { logJourney } from './journey-events.ts';
import { checkLiveness, getPackageName, getVersionName, openStore, openWhatsapp } from './shell-extras.ts';
import { NATIVE_APP, SHELLS, type FakeShell, type ShellName } from './test/fake-shells.ts';

/**
 * The shell × action matrix of ADR 041 (issue 19): every action the app sends, in each of the
 * three published shells as their source behaves. Each cell is what the app ends up with:
 * the shell's answer used, or, where that shell never answers, the fallback. No cell may crash
 * the shell, lose a message or call a global the page does not have.
 */

const FLAGS = { appList: false, sms: false, exif: true, device: true, contact: false, location: true };
const PLAY = 'https://play.google.com/store/apps/details?id=com.lendline.app';

/** Runs the shells' later tasks and the fallbacks. */
const settle = (ms = 10) => vi.advanceTimersByTimeAsync(ms);

type Scenario = (shell: FakeShell) => Promise<unknown>;

const SCENARIOS: Record<string, Scenario> = {
  async toLogin(shell) {
    const result = toLogin();
    await settle(ANSWER_WAIT_MS);
    return { result: await result, closed: shell.closed };
  },
  async getLoginInfo() {
    const result = getLoginInfo();
    await settle(ANSWER_WAIT_MS);
    return result;
  },
  async logout(shell) {
    void logout();
    await settle();
    return { closed: shell.closed };
  },
  async setNewToken(shell) {
    const done = setNewToken({ token: 'Bearer tok-9', mobile: '2348031234567' });
    await settle(ANSWER_WAIT_MS);
    await done;
    return { stored: shell.stored.token };
  },
  async timeSDK(shell) {
    const reply = timeSDK({ orderNo: 'LL261122ABCDEFGH', userId: 'u1', isSubmit: true, flags: FLAGS });
    await settle();
    const data = shell.received[0]?.data as Record<string, unknown> | undefined;
    // The data SDK fails (nothing to upload): only the Flutter shell tells the page, with a matching call.
    shell.finishTimeSdk('failed');
    await settle(ANSWER_WAIT_MS);
    return { reply: await reply, flagsAtRoot: data?.device === true && data.location === true };
  },
  async selectContact(shell) {
    const reply = selectContact({ selectContactIndex: 1 });
    await settle();
    if (shell.screen === 'picker') shell.pickContact('Bola Ade', '0803 111 2222');
    await settle(ANSWER_WAIT_MS);
    return reply;
  },
  async logEventByLocal(shell) {
    logJourney({ type: 'signedIn', page: 'login' });
    await settle();
    return { logged: shell.localEvents.map((event) => [event.eventType, event.eventOption]), uploads: shell.uploads };
  },
  async logEventByAF(shell) {
    logJourney({ type: 'signedIn', page: 'login' });
    await settle();
    return { afEvents: shell.afEvents };
  },
  async getPackageName() {
    const identity = getPackageName();
    await settle(ANSWER_WAIT_MS);
    return (await identity)?.packageName;
  },
  async getVersionName() {
    const version = getVersionName();
    await settle(ANSWER_WAIT_MS);
    return version;
  },
  async whatsapp(shell) {
    const way = openWhatsapp('+234 800 123 4568');
    await settle(2 * ANSWER_WAIT_MS);
    return { way, opened: shell.opened };
  },
  async toGooglePlayer(shell) {
    const way = openStore(PLAY);
    await settle();
    return { way, opened: shell.opened };
  },
  async getAccuauthSDK(shell) {
    const result = checkLiveness();
    await settle();
    shell.finishLiveness({ livenessId: 'live-1', file: 'aGVsbG8=' });
    await settle(ANSWER_WAIT_MS);
    return result;
  },
};

const TOKEN = NATIVE_APP.token;
const SIGNED_IN = { token: TOKEN, mobile: null };
const LIVENESS = { ok: true, livenessId: 'live-1', image: 'aGVsbG8=' };
const CONTACT = { result: 1, name: 'Bola Ade', phone: '0803 111 2222' };
const WHATSAPP_OPENED = ['https://api.whatsapp.com/send?phone=2348001234568'];

const FLUTTER = {
  toLogin: { result: { kind: 'waiting' }, closed: true },
  getLoginInfo: SIGNED_IN,
  logout: { closed: true },
  setNewToken: { stored: 'tok-9' },
  timeSDK: { reply: { code: -2, msg: '' }, flagsAtRoot: true },
  selectContact: { result: 0 },
  logEventByLocal: { logged: [], uploads: 0 },
  logEventByAF: { afEvents: [] },
  getPackageName: NATIVE_APP.packageName,
  getVersionName: NATIVE_APP.versionName,
  whatsapp: { way: 'shell', opened: WHATSAPP_OPENED },
  toGooglePlayer: { way: 'shell', opened: [PLAY] },
  getAccuauthSDK: LIVENESS,
};

/** What the app ends up with, per shell and action (ADR 041 has the same table in words). */
const EXPECTED: Record<ShellName, Record<keyof typeof SCENARIOS, unknown>> = {
  dingshuangdian: {
    toLogin: { result: { kind: 'token', token: TOKEN }, closed: false },
    getLoginInfo: SIGNED_IN,
    logout: { closed: true },
    // Answered with what the native side holds; the token handed over is not stored.
    setNewToken: { stored: null },
    timeSDK: { reply: { code: 1 }, flagsAtRoot: true },
    selectContact: CONTACT,
    logEventByLocal: { logged: [['signedIn', '']], uploads: 1 },
    logEventByAF: { afEvents: [] },
    getPackageName: NATIVE_APP.packageName,
    getVersionName: NATIVE_APP.versionName,
    // Says "ok" and opens nothing: the page shows the wa.me link (care/shell-hand-off.test.tsx).
    whatsapp: { way: 'shell', opened: [] },
    toGooglePlayer: { way: 'shell', opened: [] },
    getAccuauthSDK: LIVENESS,
  },
  liruixing: {
    // toLogin is commented out: the page stays, and our login opens (session/shell-login.test.ts).
    toLogin: { result: { kind: 'waiting' }, closed: false },
    getLoginInfo: SIGNED_IN,
    logout: { closed: true },
    setNewToken: { stored: 'tok-9' },
    // Answered through webViewToTime with id "" only: the step reads the upload status instead.
    timeSDK: { reply: { code: 1 }, flagsAtRoot: true },
    selectContact: CONTACT,
    logEventByLocal: { logged: [['signedIn', '']], uploads: 1 },
    logEventByAF: { afEvents: ['af_login'] },
    getPackageName: NATIVE_APP.packageName,
    getVersionName: NATIVE_APP.versionName,
    whatsapp: { way: 'shell', opened: WHATSAPP_OPENED },
    toGooglePlayer: { way: 'shell', opened: ['market://details?id=com.lendline.app'] },
    getAccuauthSDK: LIVENESS,
  },
  flutterAndroid: FLUTTER,
  flutterIos: FLUTTER,
};

describe.each(Object.keys(SHELLS) as ShellName[])('inside %s', (name) => {
  it.each(Object.keys(SCENARIOS))('%s', async (action) => {
    vi.useFakeTimers();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const shell = SHELLS[name]();
    await expect(SCENARIOS[action]!(shell)).resolves.toEqual(EXPECTED[name][action]);
    expect(shell.crash).toBeNull();
    expect(shell.dropped).toEqual([]);
    expect(shell.errors).toEqual([]);
    expect(shell.missingGlobals).toEqual([]);
    expect(window.open).not.toHaveBeenCalled();
  });
});
