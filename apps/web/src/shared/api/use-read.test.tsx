import { ERRORS, OrderStatus, type OrderStatusCode, type OrderTab } from '@lendline/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, networkDown, ok, USER_INFO, type Handler } from '../../test/api-mock.ts';
import { endSession } from '../session/end-session.ts';
import { saveSession } from '../session/session.ts';
import { NETWORK_FAILURE } from './client.ts';
import { entryOf, fetchRead, forgetReads, invalidateReads, openRead, refreshRead, subscribeRead } from './read-store.ts';
import { POLL_MS, useRead } from './use-read.ts';

const LIST = '/loan/loan-order/list';
const LATEST = '/loan/loan-order/latest';
const order = (status: OrderStatusCode) => ({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: null } });

/** A handler answering in turn from `answers`, then repeating the last. */
function inTurn(...answers: Handler[]): Handler {
  let index = 0;
  return (call) => answers[Math.min(index++, answers.length - 1)]!(call);
}

/** A handler the test answers by hand. */
function held() {
  const pending: ((value: ReturnType<typeof ok>) => void)[] = [];
  const handler: Handler = () => new Promise((resolve) => pending.push(resolve));
  return { handler, answer: (data: unknown) => pending.shift()?.(ok(data)), count: () => pending.length };
}

function signIn(userId = 'u-1') {
  window.localStorage.setItem('token', 'Bearer t');
  window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { ...USER_INFO.basicInfo, userId } }));
}

describe('useRead', () => {
  it('loads, then gives the answer', async () => {
    mockApi({ [LIST]: () => ok({ orders: [] }) });
    const { result } = renderHook(() => useRead(LIST, { tab: 'incomplete' }));
    expect(result.current).toMatchObject({ isLoading: true, data: undefined, error: null });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ data: { orders: [] }, error: null, isStale: false });
  });

  it('reports a failure with a retry that asks again', async () => {
    const api = mockApi({ [LIST]: inTurn(() => ({ code: ERRORS.INTERNAL.code, msg: 'The request failed' }), () => ok({ orders: [] })) });
    const { result } = renderHook(() => useRead(LIST, {}, { quiet: true }));
    await waitFor(() => expect(result.current.error?.code).toBe(ERRORS.INTERNAL.code));
    expect(result.current.data).toBeUndefined();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual({ orders: [] }));
    expect(result.current.error).toBeNull();
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('keeps the last good answer when the network fails', async () => {
    mockApi({ [LIST]: inTurn(() => ok({ orders: [] }), networkDown) });
    const { result } = renderHook(() => useRead(LIST, {}, { quiet: true }));
    await waitFor(() => expect(result.current.data).toEqual({ orders: [] }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.error?.code).toBe(NETWORK_FAILURE));
    expect(result.current.data).toEqual({ orders: [] });
    expect(result.current.isStale).toBe(false);
  });

  it('shows another screen’s answer at once while asking again, then the fresh one', async () => {
    const api = mockApi({ [LATEST]: inTurn(() => ok(order(OrderStatus.Applying)), () => ok(order(OrderStatus.Confirm))) });
    const first = renderHook(() => useRead(LATEST, {}));
    await waitFor(() => expect(first.result.current.data).toEqual(order(OrderStatus.Applying)));
    first.unmount();

    const second = renderHook(() => useRead(LATEST, {}));
    expect(second.result.current).toMatchObject({ data: order(OrderStatus.Applying), isStale: true, isLoading: true });
    await waitFor(() => expect(second.result.current.data).toEqual(order(OrderStatus.Confirm)));
    expect(second.result.current.isStale).toBe(false);
    expect(api.callsTo(LATEST)).toHaveLength(2);
  });

  it('sends one request for identical reads in flight, whatever the order of the parameters', async () => {
    const server = held();
    const api = mockApi({ '/loan/confirm/product-info': server.handler });
    const a = renderHook(() => useRead('/loan/confirm/product-info', { orderNo: 'LO-1', amount: 100, tenure: 91 }));
    const b = renderHook(() => useRead('/loan/confirm/product-info', { tenure: 91, amount: 100, orderNo: 'LO-1' }));
    const c = renderHook(() => useRead('/loan/confirm/product-info', { orderNo: 'LO-1', amount: 200, tenure: 91 }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    act(() => server.answer({ amount: 100 }));
    await waitFor(() => expect(a.result.current.data).toEqual({ amount: 100 }));
    expect(b.result.current.data).toEqual({ amount: 100 });
    expect(c.result.current.isLoading).toBe(true);
  });

  it('cancels on unmount; a cancelled call changes nothing', async () => {
    const server = held();
    const api = mockApi({ [LIST]: server.handler });
    const first = renderHook(() => useRead(LIST, {}));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    first.unmount();
    await act(() => Promise.resolve());
    const signal = api.fetchMock.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(true);
    act(() => server.answer({ orders: [{ orderNo: 'late' }] }));

    mockApi({ [LIST]: () => ok({ orders: [] }) });
    const second = renderHook(() => useRead(LIST, {}));
    expect(second.result.current.data).toBeUndefined();
    await waitFor(() => expect(second.result.current.data).toEqual({ orders: [] }));
  });

  it('cancels when the parameters change: an old answer never shows', async () => {
    const server = held();
    const api = mockApi({ [LIST]: server.handler });
    const { result, rerender } = renderHook(({ tab }: { tab: OrderTab }) => useRead(LIST, { tab }), { initialProps: { tab: 'incomplete' } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    rerender({ tab: 'finished' });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    act(() => server.answer({ orders: ['incomplete'] }));
    act(() => server.answer({ orders: ['finished'] }));
    await waitFor(() => expect(result.current.data).toEqual({ orders: ['finished'] }));
  });

  it('keeps the previous parameters’ answer on screen while new ones load, when asked to', async () => {
    const server = held();
    mockApi({ [LIST]: server.handler });
    const { result, rerender } = renderHook(({ tab }: { tab: OrderTab }) => useRead(LIST, { tab }, { keepPrevious: true }), { initialProps: { tab: 'incomplete' } });
    await waitFor(() => expect(server.count()).toBe(1));
    act(() => server.answer({ orders: ['incomplete'] }));
    await waitFor(() => expect(result.current.data).toEqual({ orders: ['incomplete'] }));
    rerender({ tab: 'finished' });
    expect(result.current).toMatchObject({ data: { orders: ['incomplete'] }, isStale: true, isLoading: true });
    await waitFor(() => expect(server.count()).toBe(1));
    act(() => server.answer({ orders: ['finished'] }));
    await waitFor(() => expect(result.current).toMatchObject({ data: { orders: ['finished'] }, isStale: false }));
  });

  it('asks again every few seconds while the predicate holds, only while the page is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: OrderStatusCode = OrderStatus.Lending;
    const api = mockApi({ [LATEST]: () => ok(order(status)) });
    const { result } = renderHook(() => useRead(LATEST, {}, { pollWhile: (data) => data.order?.status === OrderStatus.Lending }));
    await waitFor(() => expect(result.current.data).toEqual(order(OrderStatus.Lending)));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.callsTo(LATEST)).toHaveLength(2);

    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.callsTo(LATEST)).toHaveLength(2);
    hidden.mockReturnValue('visible');
    status = OrderStatus.Repaying;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(result.current.data).toEqual(order(OrderStatus.Repaying)));

    // The predicate no longer holds: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.callsTo(LATEST)).toHaveLength(3);
  });

  it('remembers an opted-in read across a reload, shown only when the network fails', async () => {
    signIn();
    mockApi({ [LATEST]: () => ok(order(OrderStatus.Repaying)) });
    const before = renderHook(() => useRead(LATEST, {}, { remember: true }));
    await waitFor(() => expect(before.result.current.data).toEqual(order(OrderStatus.Repaying)));
    before.unmount();
    // The reload: this page life's memory goes, local storage stays.
    forgetReads();

    const server = held();
    mockApi({ [LATEST]: server.handler });
    const online = renderHook(() => useRead(LATEST, {}, { remember: true }));
    expect(online.result.current).toMatchObject({ data: undefined, isLoading: true });
    await waitFor(() => expect(server.count()).toBe(1));
    act(() => server.answer(order(OrderStatus.Lending)));
    await waitFor(() => expect(online.result.current.data).toEqual(order(OrderStatus.Lending)));
    online.unmount();

    forgetReads();
    mockApi({ [LATEST]: networkDown });
    const offline = renderHook(() => useRead(LATEST, {}, { remember: true }));
    await waitFor(() => expect(offline.result.current.error?.code).toBe(NETWORK_FAILURE));
    expect(offline.result.current).toMatchObject({ data: order(OrderStatus.Lending), isStale: true });
  });

  it('remembers per borrower, and forgets at session end without touching the spec’s keys', async () => {
    signIn('u-1');
    window.localStorage.setItem('language', 'en');
    mockApi({ [LATEST]: () => ok(order(OrderStatus.Repaying)), '/security/logout': () => ok(null) });
    await fetchRead(LATEST, {}, { remember: true });
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('read:'))).toEqual([`read:u-1:${LATEST}?{}`]);

    signIn('u-2');
    forgetReads();
    mockApi({ [LATEST]: networkDown });
    const other = renderHook(() => useRead(LATEST, {}, { remember: true, quiet: true }));
    await waitFor(() => expect(other.result.current.error).not.toBeNull());
    expect(other.result.current.data).toBeUndefined();
    other.unmount();

    endSession();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('read:'))).toEqual([]);
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('forgets what it knew when the session changes (sign-out, another borrower)', async () => {
    signIn();
    mockApi({ [LATEST]: () => ok(order(OrderStatus.Repaying)) });
    const { result } = renderHook(() => useRead(LATEST, {}));
    await waitFor(() => expect(result.current.data).toEqual(order(OrderStatus.Repaying)));
    mockApi({ [LATEST]: () => ok(order(OrderStatus.BasicInfo)) });
    act(() => saveSession('another-token', null));
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(order(OrderStatus.BasicInfo)));
  });

  it('after a change the app made: a screen asks again, and one opened later waits for the fresh answer', async () => {
    const api = mockApi({ [LATEST]: inTurn(() => ok(order(OrderStatus.BasicInfo)), () => ok(order(OrderStatus.IdentityOCR)), () => ok(order(OrderStatus.IdentityOCR))) });
    const open = renderHook(() => useRead(LATEST, {}));
    await waitFor(() => expect(open.result.current.data).toEqual(order(OrderStatus.BasicInfo)));
    act(() => invalidateReads(LATEST));
    await waitFor(() => expect(open.result.current.data).toEqual(order(OrderStatus.IdentityOCR)));
    expect(api.callsTo(LATEST)).toHaveLength(2);
    open.unmount();

    act(() => invalidateReads(LATEST));
    const later = renderHook(() => useRead(LATEST, {}));
    expect(later.result.current.data).toBeUndefined();
    await waitFor(() => expect(later.result.current.data).toEqual(order(OrderStatus.IdentityOCR)));
  });

  it('never joins a request already answered: a screen opened as the answer lands asks anew', async () => {
    const api = mockApi({ [LATEST]: () => ok(order(OrderStatus.BasicInfo)) });
    const key = openRead(LATEST, {});
    let reopened = false;
    const unsubscribe = subscribeRead(key, () => {
      // Heard in the same tick as the answer, before any later microtask (a route change's new screen).
      if (entryOf(key).settled === 1 && !reopened) {
        reopened = true;
        void refreshRead(key);
      }
    });
    void refreshRead(key);
    await waitFor(() => expect(entryOf(key).settled).toBe(2));
    expect(api.callsTo(LATEST)).toHaveLength(2);
    unsubscribe();
  });

  it('after a change the app made, an answer asked for before it does not count', async () => {
    const server = held();
    mockApi({ [LATEST]: server.handler });
    const { result } = renderHook(() => useRead(LATEST, {}));
    await waitFor(() => expect(server.count()).toBe(1));
    act(() => invalidateReads(LATEST));
    await waitFor(() => expect(server.count()).toBe(2));
    act(() => server.answer(order(OrderStatus.BasicInfo)));
    await act(() => Promise.resolve());
    expect(result.current.data).toBeUndefined();
    act(() => server.answer(order(OrderStatus.IdentityOCR)));
    await waitFor(() => expect(result.current.data).toEqual(order(OrderStatus.IdentityOCR)));
  });

  it('reads nothing without a path', () => {
    const api = mockApi();
    const { result } = renderHook(() => useRead(null, {}));
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, error: null });
    expect(api.calls).toHaveLength(0);
  });
});
