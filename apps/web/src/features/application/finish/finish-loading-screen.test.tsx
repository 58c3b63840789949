import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-mock.ts';
import { installShell } from '../test/fake-shell.ts';
import { openStep } from '../test/application-fixtures.ts';

const ROUTE = '/finish_loading';
const LATEST = (status: number) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: new Date().toISOString() } });
const NOTHING = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };
const COLLECTED = { appList: true, sms: false, exif: true, device: true, contact: false, location: true };

describe('finish loading (data collection)', () => {
  it('goes on to the review when the step is disabled, asking nothing', async () => {
    const shell = installShell({});
    await openStep(ROUTE, { '/loan/loan-order/latest': LATEST(1), '/time/upload/enable': () => ok({ enableTimeSdk: false }) });
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    expect(shell.messages.filter((message) => message.action === 'timeSDK')).toHaveLength(0);
  });

  it('asks consent before the shell collects, and never contacts or SMS in Nigeria', async () => {
    let collected = false;
    const shell = installShell({ timeSDK: () => ((collected = true), { code: 1 }) });
    let latest = 19;
    await openStep(ROUTE, {
      '/loan/loan-order/latest': () => LATEST(latest)(),
      '/time/upload/enable': () => ok({ enableTimeSdk: true }),
      '/time/upload/uploadStatus': () => {
        if (collected) latest = 1;
        return ok(collected ? COLLECTED : NOTHING);
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Allow a device check?' });
    expect(dialog).toBeTruthy();
    expect(shell.messages.filter((message) => message.action === 'timeSDK')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(window.location.hash).toBe('#/auth/review_tips'));
    // At data's root, where the shells read them (issue 19).
    const request = shell.messages.find((message) => message.action === 'timeSDK')!.data as Record<string, boolean>;
    expect(request).toMatchObject({ contact: false, sms: false, appList: false, location: true });
    expect(dialog.textContent).toContain('We never read your contacts, your messages or the apps on your phone.');
  });

  it('waits for the borrower when consent is refused, in Spanish', async () => {
    installShell({});
    await openStep(
      ROUTE,
      {
        '/loan/loan-order/latest': LATEST(19),
        '/time/upload/enable': () => ok({ enableTimeSdk: true }),
        '/time/upload/uploadStatus': () => ok(NOTHING),
      },
      'es',
    );
    await screen.findByRole('dialog', { name: '¿Permitir una revisión del dispositivo?' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(await screen.findByText(/Necesitamos esta revisión/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('relays the flags the shell returns to /time/upload/report, then goes on once the order is at 1', async () => {
    const uploaded = { appList: true, exif: true, device: true, location: true };
    installShell({ timeSDK: () => ({ code: 0, flags: uploaded }) });
    let reported = false;
    const { api } = await openStep(ROUTE, {
      // The fake server moves the order on only after the report, as the real one does.
      '/loan/loan-order/latest': () => LATEST(reported ? 1 : 19)(),
      '/time/upload/enable': () => ok({ enableTimeSdk: true }),
      '/time/upload/uploadStatus': () => ok(reported ? { ...uploaded, sms: true, contact: true } : { ...NOTHING, sms: true, contact: true }),
      '/time/upload/report': () => ((reported = true), ok({ ...uploaded, sms: true, contact: true })),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(window.location.hash).toBe('#/auth/review_tips'));
    expect(api.callsTo('/time/upload/report').map((call) => call.body)).toEqual([{ orderNo: 'LO-1', flags: uploaded }]);
  });

  it('in check-only mode (-1) reports nothing it was not given and waits with a retry', async () => {
    installShell({ timeSDK: () => ({ code: -1 }) });
    const { api } = await openStep(ROUTE, {
      '/loan/loan-order/latest': LATEST(19),
      '/time/upload/enable': () => ok({ enableTimeSdk: true }),
      '/time/upload/uploadStatus': () => ok(NOTHING),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Allow' }));
    expect(await screen.findByText('Your device check is not complete yet. Please try again in a moment.')).toBeTruthy();
    expect(api.callsTo('/time/upload/report')).toHaveLength(0);
    expect(window.location.hash).toBe('#/finish_loading');
  });

  it('in check-only mode (-1) still goes on when what the shell found completes the step', async () => {
    const found = { appList: true, exif: true, device: true, location: true };
    installShell({ timeSDK: () => ({ code: -1, flags: found }) });
    let reported = false;
    await openStep(ROUTE, {
      '/loan/loan-order/latest': () => LATEST(reported ? 1 : 19)(),
      '/time/upload/enable': () => ok({ enableTimeSdk: true }),
      '/time/upload/uploadStatus': () => ok(reported ? { ...found, sms: true, contact: true } : NOTHING),
      '/time/upload/report': () => ((reported = true), ok({ ...found, sms: true, contact: true })),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(window.location.hash).toBe('#/auth/review_tips'));
  });
});
