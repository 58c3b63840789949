import { describe, expect, it, vi } from 'vitest';
import { logEventByAF } from './bridge.ts';
import { logJourney } from './journey-events.ts';
import { getPackageName } from './shell-extras.ts';
import { SHELLS } from './test/fake-shells.ts';

/** Runs the shells' later tasks (UI thread, platform channel) and any fallbacks due. */
async function settle(ms = 0) {
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
