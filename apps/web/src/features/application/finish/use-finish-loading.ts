import { useEffect, useRef, useState } from 'react';
import { fetchLatestOrder } from '../../../shared/application/order-api.ts';
import { routeByLatestOrder } from '../../../shared/application/route-by-order.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { timeSDK } from '../../../shared/native/bridge.ts';
import { navigate } from '../../../shared/router/location.ts';
import { pathOf } from '../../../shared/router/route-table.ts';
import { useBorrower } from '../use-user.ts';
import { fetchEnabled, fetchUploadStatus, flagsToCollect, hasPassed } from './data-collection.ts';

/** working → (consent → working →) on to review; or declined / failed, each with a way back. */
export type Phase = 'working' | 'consent' | 'declined' | 'failed';

/**
 * The data-collection step (spec section 4, ADR 010): off → go on; on → the borrower's
 * consent first, then the native shell collects, then the status is checked again.
 */
export function useFinishLoading() {
  const market = useMarket();
  const { userId } = useBorrower();
  const [phase, setPhase] = useState<Phase>('working');
  const orderNo = useRef<string | null>(null);

  async function goOn() {
    if (!(await routeByLatestOrder())) navigate(pathOf('reviewTips'), { replace: true });
  }

  async function check(): Promise<void> {
    setPhase('working');
    if (!orderNo.current) {
      const latest = await fetchLatestOrder();
      orderNo.current = latest.ok ? (latest.data.order?.orderNo ?? null) : null;
    }
    if (!orderNo.current) return setPhase('failed');
    const enabled = await fetchEnabled(orderNo.current);
    if (!enabled.ok) return setPhase('failed');
    if (!enabled.data.enableTimeSdk) return goOn();
    const status = await fetchUploadStatus(orderNo.current);
    if (!status.ok) return setPhase('failed');
    if (hasPassed(status.data, market)) return goOn();
    setPhase('consent');
  }

  async function allow() {
    const number = orderNo.current;
    if (!number) return setPhase('failed');
    setPhase('working');
    const status = await fetchUploadStatus(number);
    if (!status.ok) return setPhase('failed');
    const reply = await timeSDK({ orderNo: number, userId: userId ?? '', isSubmit: true, flags: flagsToCollect(status.data, market) });
    if (reply.code !== 0 && reply.code !== 1) return setPhase('failed');
    const after = await fetchUploadStatus(number);
    if (after.ok && hasPassed(after.data, market)) return goOn();
    setPhase('failed');
  }

  useEffect(() => {
    void check();
    // Once on arrival; later checks are the borrower's retries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The dialog also reports closing when Allow hides it: only a close while asking is a refusal.
  const decline = () => setPhase((current) => (current === 'consent' ? 'declined' : current));

  return { phase, allow, decline, retry: () => void check() };
}
