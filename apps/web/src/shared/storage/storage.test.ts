import { DEFAULT_PACKAGE_NAME } from '@lendline/domain';
import { describe, expect, it, vi } from 'vitest';
import { captureLaunchParams } from './launch-params.ts';
import { clearSession, SESSION_KEYS, readBasicInfoText, readItem, readLanguage, readPackageName, STORAGE_KEYS, writeItem, writeJson } from './storage.ts';

describe('storage', () => {
  it('uses exactly the spec key names', () => {
    expect([...STORAGE_KEYS]).toEqual(['userInfo', 'token', 'score', 'language', 'packageName', 'edition', 'deviceMsg', 'afid', 'appName']);
  });

  it('writes under the spec keys in localStorage', () => {
    writeItem('token', 'Bearer abc');
    writeJson('userInfo', { basicInfo: { userId: 'u1' } });
    expect(window.localStorage.getItem('token')).toBe('Bearer abc');
    expect(JSON.parse(window.localStorage.getItem('userInfo')!)).toEqual({ basicInfo: { userId: 'u1' } });
  });

  it('reads the stored login answer’s basicInfo texts, and nothing from a stored value of another shape', () => {
    writeJson('userInfo', { basicInfo: { mobile: '2348031234567', market: 'NG', userId: 'u1' } });
    expect(readBasicInfoText('mobile')).toBe('2348031234567');
    expect(readBasicInfoText('market')).toBe('NG');
    window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { mobile: 2348031234567 } }));
    expect(readBasicInfoText('mobile')).toBeNull();
    window.localStorage.setItem('userInfo', 'not json');
    expect(readBasicInfoText('market')).toBeNull();
  });

  it('reads no language choice until one is stored, and the default app as packageName', () => {
    expect(readLanguage()).toBeNull();
    expect(readPackageName()).toBe(DEFAULT_PACKAGE_NAME);
    window.localStorage.setItem('language', 'fr');
    expect(readLanguage()).toBeNull();
    window.localStorage.setItem('language', 'es');
    window.localStorage.setItem('packageName', 'com.example.app');
    expect(readLanguage()).toBe('es');
    expect(readPackageName()).toBe('com.example.app');
  });

  it('clears the session but keeps the language and the app identity', () => {
    for (const key of STORAGE_KEYS) writeItem(key, `v-${key}`);
    clearSession();
    expect(SESSION_KEYS).toEqual(['token', 'userInfo', 'score']);
    for (const key of SESSION_KEYS) expect(readItem(key), key).toBeNull();
    for (const key of ['language', 'packageName', 'appName', 'afid', 'edition', 'deviceMsg'] as const) {
      expect(readItem(key), key).toBe(`v-${key}`);
    }
  });

  it('keeps working in memory when storage throws (private mode, full quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeItem('token', 'Bearer mem')).not.toThrow();
    expect(readItem('token')).toBe('Bearer mem');
    expect(readItem('afid')).toBeNull();
    clearSession();
    expect(readItem('token')).toBeNull();
  });

  it('takes packageName, appName, afid and a valid language from the launch URL', () => {
    captureLaunchParams('?packageName=com.shell.app&appName=Shell&afid=af-1&language=xx&other=1');
    expect(readPackageName()).toBe('com.shell.app');
    expect(readItem('appName')).toBe('Shell');
    expect(readItem('afid')).toBe('af-1');
    expect(readItem('language')).toBeNull();
  });
});
