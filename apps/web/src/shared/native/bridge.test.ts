import { describe, expect, it, vi } from 'vitest';
import { callShell, isInShell } from './bridge-core.ts';
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
import { checkLiveness, getPackageName, getVersionName, openWhatsapp, whatsappLink } from './shell-extras.ts';

const FLAGS = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };

describe('native bridge, plain browser fallbacks', () => {
  it('has no shell and sends nothing', async () => {
    expect(isInShell()).toBe(false);
    await expect(callShell('toLogin')).resolves.toBeNull();
  });

  it('toLogin goes to our login route, remembering the page', async () => {
    window.history.replaceState(null, '', '#/records');
    await expect(toLogin()).resolves.toEqual({ kind: 'browser' });
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
    await expect(timeSDK({ orderNo: 'o', userId: 'u', isSubmit: false, flags: FLAGS })).resolves.toEqual({ code: TIME_SDK_UNAVAILABLE });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await expect(logEventByLocal({ time: 1, eventType: 'pageView', pageName: 'home', eventOption: '', isUpload: false })).resolves.toBeUndefined();
    await expect(logEventByAF({ eventName: 'af_login' })).resolves.toBeUndefined();
    // Printed by the development server only: tests stay quiet.
    expect(debug).not.toHaveBeenCalled();
  });

  it('the shell extras: no identity, no version, no liveness (the web uploads a selfie)', async () => {
    await expect(getPackageName()).resolves.toBeNull();
    await expect(getVersionName()).resolves.toBeNull();
    await expect(checkLiveness()).resolves.toBeNull();
  });

  it('WhatsApp opens the wa.me link with digits only', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(whatsappLink('+234 (800) 000-0000')).toBe('https://wa.me/2348000000000');
    expect(openWhatsapp('+234 800 000 0000')).toBe('link');
    expect(open).toHaveBeenCalledWith('https://wa.me/2348000000000', '_blank', 'noopener');
  });
});
