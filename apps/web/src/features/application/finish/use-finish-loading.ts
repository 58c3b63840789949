import { OrderStatus } from '@lendline/domain';
import { useEffect, useRef, useState } from 'react';
import { fetchLatestOrder, pathForStatus } from '../../../shared/application/order-api.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { TIME_SDK_CHECK_ONLY, timeSDK } from '../../../shared/native/bridge.ts';
import { asOrderNo, logJourney } from '../../../shared/native/journey-events.ts';
import { navigate } from '../../../shared/router/location.ts';
import { pathOf } from '../../../shared/router/route-table.ts';
import { useBorrower } from '../use-user.ts';
import { fetchEnabled, fetchUploadStatus, flagsToCollect, hasPassed, reportUpload } from './data-collection.ts';

/**
 * working → (consent → working →) on to review; or declined / failed / checkOnly (the shell
 * only checked and collected nothing), each with a way back.
 */
export type Phase = 'working' | 'consent' | 'declined' | 'failed' | 'checkOnly';

/**
 * The data-collection step (spec section 4, ADR 010): off → go on; on → the borrower's
 * consent first, then the native shell collects, then the status is checked again.
 */
export function useFinishLoading() {
  const market = useMarket();
  const { userId } = useBorrower();
  const [phase, setPhase] = useState<Phase>('working');
  const orderNo = useRef<string | null>(null);

  /** On to where the order now is: review_tips once the server has moved it to Applying (1). */
  async function goOn() {
    const latest = await fetchLatestOrder({ loading: true });
    const status = latest.ok ? latest.data.order?.status : undefined;
    // Still CollectingDeviceData: the server has not let the order on, so staying here with a retry beats a loop.
    if (status === OrderStatus.CollectingDeviceData) return setPhase('failed');
    logJourney({ type: 'applicationSubmitted', page: 'finishLoading', orderNo: asOrderNo(orderNo.current) });
    navigate((status !== undefined && pathForStatus(status)) || pathOf('reviewTips'), { replace: true });
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
    // 0 collected, 1 asked to collect, -1 check only (nothing collected); anything else failed.
    if (reply.code !== 0 && reply.code !== 1 && reply.code !== TIME_SDK_CHECK_ONLY) return setPhase('failed');
    // The web-hosted flow has no SDK talking to our server: relay what the shell says it uploaded.
    if (reply.flags && Object.keys(reply.flags).length > 0) {
      const reported = await reportUpload(number, reply.flags);
      if (!reported.ok) return setPhase('failed');
    }
    const after = await fetchUploadStatus(number);
    if (after.ok && hasPassed(after.data, market)) return goOn();
    setPhase(reply.code === TIME_SDK_CHECK_ONLY ? 'checkOnly' : 'failed');
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
