import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELLS } from '../../shared/native/test/fake-shells.ts';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const CARE = {
  phone: '2348001234567', whatsapp: '2348001234568', email: 'care@example.com', complaintAnswerDays: 5,
  hours: { fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00', timeZone: 'Africa/Lagos' },
};
const PLAY = 'https://play.google.com/store/apps/details?id=com.lendline.app';

async function open(hash: string, language: 'en' | 'es' = 'en') {
  mockApi({ '/loanMarket/customer-service': () => ok(CARE), '/care/complaint/list': () => ok({ complaints: [] }), '/app-download/getAddress': () => ok({ downloadLink: PLAY }) });
  await renderApp(hash, { token: 'Bearer t', userInfo: USER_INFO, language });
}

beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
});

describe('handing WhatsApp and the store to the shell, never relying on it (issue 19, 1.6)', () => {
  it('dingshuangdian answers "ok" and opens nothing: the borrower is given the wa.me link', async () => {
    const shell = SHELLS.dingshuangdian();
    await open('/user_center/customer_services');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Chat on WhatsApp' }));
    const link = await screen.findByRole('link', { name: '+2348001234568' });
    expect(link.getAttribute('href')).toBe('https://wa.me/2348001234568');
    expect(screen.getByText(/If nothing opened/)).toBeTruthy();
    await waitFor(() => expect(shell.received.map((message) => message.action)).toContain('ToWhatsapp'));
    expect(shell.opened).toEqual([]);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('the Flutter shell opens WhatsApp from toWhatsapp; the link is there too (Spanish)', async () => {
    const shell = SHELLS.flutterAndroid();
    await open('/user_center/customer_services', 'es');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Escribir por WhatsApp' }));
    await waitFor(() => expect(shell.opened).toEqual(['https://api.whatsapp.com/send?phone=2348001234568']));
    expect(screen.getByText(/Si no se abrió nada/)).toBeTruthy();
  });

  it('liruixing opens the store from packageId; the store link is there too', async () => {
    const shell = SHELLS.liruixing();
    await open('/user_center/open_app');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Get the app' }));
    await waitFor(() => expect(shell.opened).toEqual(['market://details?id=com.lendline.app']));
    expect(shell.crash).toBeNull();
    expect(screen.getByRole('link', { name: PLAY }).getAttribute('href')).toBe(PLAY);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('in a browser both open at once, in a new window', async () => {
    await open('/user_center/customer_services');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Chat on WhatsApp' }));
    expect(window.open).toHaveBeenCalledWith('https://wa.me/2348001234568', '_blank', 'noopener');
    expect(screen.queryByText(/If nothing opened/)).toBeNull();
  });
});
