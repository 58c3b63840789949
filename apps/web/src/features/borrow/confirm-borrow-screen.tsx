import { isStatusIn, OrderStatus, STATUS_GROUPS } from '@lendline/domain';
import { useEffect } from 'react';
import { pathForStatus } from '../../shared/application/order-api.ts';
import { useLatestOrder } from '../../shared/application/use-latest-order.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { navigate } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { AcceptedOffer } from './accepted-offer.tsx';
import { ConfirmOffer } from './confirm-offer.tsx';
import { OfferProblem } from './offer-problem.tsx';
import './borrow.css';

/**
 * Confirm borrow (statuses 14 and 18). An accepted order (18) is watched until the payout
 * starts, then the borrower moves on to the lending screen; any other status goes where the
 * status table says.
 */
export function ConfirmBorrowScreen() {
  const t = useT();
  const { order, isStale } = useLatestOrder((status) => status === OrderStatus.AwaitingPayout);
  const status = order?.status;

  // Routed away only on this screen's own answer, never on an earlier screen's.
  useEffect(() => {
    if (status === undefined || isStale || isStatusIn(STATUS_GROUPS.offered, status)) return;
    navigate(pathForStatus(status) ?? '/', { replace: true });
  }, [status, isStale]);

  return (
    <Page title={t('route.confirmBorrow')} back="/">
      {order === undefined && <Spinner />}
      {order === null && <OfferProblem message={t('borrow.notApproved')} />}
      {order?.status === OrderStatus.Confirm && <ConfirmOffer orderNo={order.orderNo} />}
      {order?.status === OrderStatus.AwaitingPayout && <AcceptedOffer orderNo={order.orderNo} />}
    </Page>
  );
}
