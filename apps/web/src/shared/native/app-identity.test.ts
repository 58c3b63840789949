import { describe, expect, it, vi } from 'vitest';
import { buildHeaders } from '../api/headers.ts';
import { ANSWER_WAIT_MS } from './bridge-core.ts';
import { fillAppIdentity } from './app-identity.ts';
import { installSilentShell, SHELLS } from './test/fake-shells.ts';

const SHELL_APP = { packageName: 'com.shell.app', versionName: '2.4.0', appName: 'Shell', afid: 'af-1' };

describe('app identity from the shell', () => {
  it('stores packageName, appName, afid and the version; the next request speaks for that app (liruixing)', async () => {
    window.localStorage.setItem('packageName', 'com.from.launch');
    SHELLS.liruixing(SHELL_APP);
    await fillAppIdentity();
    expect(window.localStorage.getItem('packageName')).toBe('com.shell.app');
    expect(window.localStorage.getItem('appName')).toBe('Shell');
    expect(window.localStorage.getItem('afid')).toBe('af-1');
    expect(window.localStorage.getItem('edition')).toBe('2.4.0');
    expect(buildHeaders('json').get('packageName')).toBe('com.shell.app');
  });

  it('keeps no device id (dingshuangdian sends the IMEI)', async () => {
    SHELLS.dingshuangdian(SHELL_APP);
    await fillAppIdentity();
    expect(window.localStorage.getItem('packageName')).toBe('com.shell.app');
    const stored = Object.values({ ...window.localStorage });
    expect(stored.join(' ')).not.toMatch(/356938035643809|android-id-1|gaid-1/);
  });

  it('keeps the launch identity when the shell does not answer, within the short wait', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem('packageName', 'com.from.launch');
    installSilentShell();
    const done = fillAppIdentity();
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS);
    await expect(done).resolves.toBeNull();
    expect(window.localStorage.getItem('packageName')).toBe('com.from.launch');
  });

  it('ignores an answer without a package name', async () => {
    const shell = installSilentShell();
    const done = fillAppIdentity();
    const answer = (window as unknown as Record<string, (raw: unknown) => void>)[shell.messages[0]!.callback]!;
    answer({ result: 'ok', data: { appName: 'Shell' } });
    await expect(done).resolves.toBeNull();
    expect(window.localStorage.getItem('appName')).toBeNull();
  });
});
