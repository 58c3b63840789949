import { describe, expect, it } from 'vitest';
import { asOrderNo, logJourney } from './journey-events.ts';
import { installSilentShell } from './test/fake-shells.ts';

describe('journey events', () => {
  it('accepts only our order numbers, so a phone or identity number cannot pass as one', () => {
    expect(asOrderNo('LL261122ABCDEFGH')).toBe('LL261122ABCDEFGH');
    for (const value of ['2348031234567', '12345678901', 'LL2611220BCDEFGH', 'Ada Obi', '', null, undefined]) {
      expect(asOrderNo(value)).toBeNull();
    }
  });

  it('sends the local event and the AppsFlyer event with page, type and order number only', () => {
    // The page name is the spec's (`FinishLoading`), as the shells' logs and the dashboards have always had it.
    window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { mobile: '2348031234567', userId: 'u1' } }));
    const shell = installSilentShell();
    logJourney({ type: 'applicationSubmitted', page: 'finishLoading', orderNo: asOrderNo('LL261122ABCDEFGH') }, () => 1_700_000_000_000);
    expect(shell.messages.map(({ action, data }) => ({ action, data }))).toEqual([
      {
        action: 'logEventByLocal',
        data: { time: 1_700_000_000_000, eventType: 'applicationSubmitted', pageName: 'FinishLoading', eventOption: '', orderNo: 'LL261122ABCDEFGH', isUpload: true },
      },
      { action: 'logEventByAF', data: { event: 'af_submit_application', eventName: 'af_submit_application', eventValues: { af_content: 'FinishLoading', af_order_id: 'LL261122ABCDEFGH' } } },
    ]);
    expect(JSON.stringify(shell.messages)).not.toContain('2348031234567');
  });

  it('names a screen the code calls otherwise by the page name the shells have always been sent', () => {
    const shell = installSilentShell();
    logJourney({ type: 'pageView', page: 'personalInformation' }, () => 1);
    logJourney({ type: 'pageView', page: 'records' }, () => 1);
    const local = shell.messages.filter(({ action }) => action === 'logEventByLocal').map(({ data }) => data);
    expect(local).toMatchObject([{ pageName: 'personalInfomation' }, { pageName: 'records' }]);
  });

  it('a page view waits for the next upload and carries no order number', () => {
    const shell = installSilentShell();
    logJourney({ type: 'pageView', page: 'home' }, () => 5);
    expect(shell.messages[0]!.data).toEqual({ time: 5, eventType: 'pageView', pageName: 'home', eventOption: '', isUpload: false });
    expect(shell.messages[1]!.data).toEqual({ event: 'af_content_view', eventName: 'af_content_view', eventValues: { af_content: 'home' } });
  });
});
