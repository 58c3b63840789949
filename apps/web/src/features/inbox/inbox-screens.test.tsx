import { ERRORS } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const PAID_OUT = {
  id: 'm-2', kind: 'disbursed', orderNo: 'LL260302ABCDEFGH', title: 'Money sent',
  body: 'We sent ₦9,500.00 to your bank account. Please repay ₦12,345.67 by 1 June 2026.', createdAt: '2026-03-02T23:30:00.000Z', readAt: null,
} as const;
const APPROVED = {
  id: 'm-1', kind: 'approved', orderNo: 'LL260302ABCDEFGH', title: 'Your loan is approved',
  body: 'Good news: you can borrow up to ₦50,000.00.', createdAt: '2026-03-02T09:00:00.000Z', readAt: '2026-03-02T09:05:00.000Z',
} as const;

async function open(hash: string, handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi({ '/inbox/unread-count': () => ok({ unread: 1 }), ...handlers });
  await renderApp(hash, { ...SIGNED_IN, language });
  return api;
}

describe('the message list', () => {
  it('lists messages newest first with title, text and the Lagos day, the unread one marked', async () => {
    await open('/user_center/messages', { '/inbox/messages': () => ok({ messages: [PAID_OUT, APPROVED], page: 1, hasMore: false }) });
    const sent = await screen.findByRole('link', { name: /^Money sent/ });
    // 23:30 UTC on 2 March is already 3 March in Lagos.
    expect(within(sent).getByText('3 Mar 2026')).toBeTruthy();
    expect(within(sent).getByText('Unread')).toBeTruthy();
    expect(sent.getAttribute('href')).toBe('#/user_center/messages/detail?id=m-2');
    const approved = screen.getByRole('link', { name: /^Your loan is approved/ });
    expect(within(approved).queryByText('Unread')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.slice(0, 10))).toEqual(['Money sent', 'Your loan ']);
  });

  it('says so when there are no messages, in Spanish', async () => {
    await open('/user_center/messages', { '/inbox/messages': () => ok({ messages: [], page: 1, hasMore: false }) }, 'es');
    expect(await screen.findByText('Aún no tiene mensajes. Aquí le escribiremos sobre su préstamo.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeTruthy();
  });

  it('shows older messages a page at a time', async () => {
    const api = await open('/user_center/messages', {
      '/inbox/messages': (call) => (call.url.searchParams.get('page') === '2'
        ? ok({ messages: [APPROVED], page: 2, hasMore: false })
        : ok({ messages: [PAID_OUT], page: 1, hasMore: true })),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByRole('link', { name: /^Your loan is approved/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    expect(api.callsTo('/inbox/messages').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});

describe('a message', () => {
  it('is marked read when opened, shows the whole text and leads to its loan', async () => {
    const api = await open('/user_center/messages/detail?id=m-2', { '/inbox/messages/read': () => ok({ ...PAID_OUT, readAt: '2026-03-03T08:00:00.000Z' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Money sent' })).toBeTruthy();
    expect(screen.getByText(PAID_OUT.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your loan' }).getAttribute('href')).toBe('#/repay/repay_detail?orderNo=LL260302ABCDEFGH');
    expect(api.callsTo('/inbox/messages/read')[0]?.body).toEqual({ id: 'm-2' });
  });

  it('leads a rejected repayment proof to the loan’s proofs, to send it again (issue 19)', async () => {
    const rejected = {
      id: 'm-3', kind: 'proof_rejected', orderNo: 'LL260302ABCDEFGH', title: 'Repayment proof not accepted',
      body: 'We could not accept the proof of your payment of ₦2,000.00 on 2 March 2026: The slip is unreadable. Please check it and send it again, or pay in the app.',
      createdAt: '2026-03-03T10:00:00.000Z', readAt: null,
    } as const;
    await open('/user_center/messages/detail?id=m-3', { '/inbox/messages/read': () => ok(rejected) });
    expect(await screen.findByText(rejected.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your repayment proofs' }).getAttribute('href')).toBe('#/repay/voucher?orderNo=LL260302ABCDEFGH');
  });

  it('shows an answered complaint whole and leads to customer care, even with an order (issue 22)', async () => {
    const answered = {
      id: 'm-4', kind: 'complaint_answered', orderNo: 'LL260302ABCDEFGH', title: 'Your complaint is answered',
      body: 'Our answer to your complaint CMP-260302-7KQ4XM: The transfer was sent again today. If this does not settle it, contact us again.',
      createdAt: '2026-03-03T10:00:00.000Z', readAt: null,
    } as const;
    await open('/user_center/messages/detail?id=m-4', { '/inbox/messages/read': () => ok(answered) });
    expect(await screen.findByText(answered.body)).toBeTruthy();
    expect(screen.getByRole('heading', { name: answered.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your complaints' }).getAttribute('href')).toBe('#/user_center/customer_services');
  });

  it('leads a decision to home', async () => {
    await open('/user_center/messages/detail?id=m-1', { '/inbox/messages/read': () => ok(APPROVED) });
    expect((await screen.findByRole('link', { name: 'Go to home' })).getAttribute('href')).toBe('#/');
  });

  it('says it cannot be found when it is not the borrower’s, with a retry', async () => {
    await open('/user_center/messages/detail?id=m-9', { '/inbox/messages/read': () => ({ code: ERRORS.NOT_FOUND.code, msg: 'Not found' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the Me tab', () => {
  it('shows the unread count with a label that says it, and the Messages entry', async () => {
    await open('/me', { '/inbox/unread-count': () => ok({ unread: 3 }), '/security/getUserInfo': () => ok(USER_INFO) });
    const tab = await screen.findByRole('link', { name: 'Me, 3 unread messages' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    // The name comes from the link's own text, which starts with the visible word: no aria-label
    // that says something other than "Me3" (axe's label-content-name-mismatch, issue 19).
    expect(tab.getAttribute('aria-label')).toBeNull();
    expect(within(tab).getByText('Me').getAttribute('aria-hidden')).toBe('true');
    expect((await screen.findByRole('link', { name: 'Messages' })).getAttribute('href')).toBe('#/user_center/messages');
  });

  it('says one unread message in Spanish', async () => {
    await open('/', { '/inbox/unread-count': () => ok({ unread: 1 }) }, 'es');
    expect(await screen.findByRole('link', { name: 'Mi cuenta, 1 mensaje sin leer' })).toBeTruthy();
  });

  it('asks again when the borrower moves to another tab (a payout may have come meanwhile)', async () => {
    let unread = 0;
    await open('/', { '/inbox/unread-count': () => ok({ unread }), '/security/getUserInfo': () => ok(USER_INFO) });
    const me = await screen.findByRole('link', { name: 'Me' });
    unread = 2;
    await userEvent.setup().click(me);
    expect(await screen.findByRole('link', { name: 'Me, 2 unread messages' })).toBeTruthy();
  });

  it('is plain with nothing unread, and asks nothing when signed out', async () => {
    const api = mockApi({ '/inbox/unread-count': () => ok({ unread: 0 }) });
    await renderApp('/me');
    expect(await screen.findByRole('link', { name: 'Me' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy());
    expect(api.callsTo('/inbox/unread-count')).toHaveLength(0);
  });
});
