import { describe, expect, it, vi } from 'vitest';
import { buildHeaders } from '../api/headers.ts';
import { ANSWER_WAIT_MS } from './bridge-core.ts';
import { fillAppIdentity } from './app-identity.ts';
import { installAndroidShell, installFlutterShell } from './test/generic-shells.ts';

const IDENTITY = { packageName: 'com.shell.app', appVersion: '2.4.0', appName: 'Shell', afid: 'af-1', androidId: 'a1', imei: '356938035643809', gaid: 'g1' };

describe('app identity from the shell', () => {
  it('stores packageName, appName, afid and the version; the next request speaks for that app', async () => {
    window.localStorage.setItem('packageName', 'com.from.launch');
    installAndroidShell({ getPackageName: () => ({ data: IDENTITY }) });
    await fillAppIdentity();
    expect(window.localStorage.getItem('packageName')).toBe('com.shell.app');
    expect(window.localStorage.getItem('appName')).toBe('Shell');
    expect(window.localStorage.getItem('afid')).toBe('af-1');
    expect(window.localStorage.getItem('edition')).toBe('2.4.0');
    expect(buildHeaders('json').get('packageName')).toBe('com.shell.app');
  });

  it('keeps no device id', async () => {
    installFlutterShell({ getPackageName: () => ({ data: IDENTITY }) });
    await fillAppIdentity();
    const stored = Object.values({ ...window.localStorage });
    expect(stored.join(' ')).not.toMatch(/356938035643809|a1\b|g1\b/);
  });

  it('keeps the launch identity when the shell does not answer, within the short wait', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem('packageName', 'com.from.launch');
    installAndroidShell({});
    const done = fillAppIdentity();
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(done).resolves.toBeNull();
    expect(window.localStorage.getItem('packageName')).toBe('com.from.launch');
  });

  it('ignores an answer without a package name', async () => {
    installFlutterShell({ getPackageName: () => ({ data: { appName: 'Shell' } }) });
    await expect(fillAppIdentity()).resolves.toBeNull();
    expect(window.localStorage.getItem('appName')).toBeNull();
  });
});
