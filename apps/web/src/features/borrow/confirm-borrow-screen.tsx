import { OrderStatus } from '@lendline/domain';
import { useEffect } from 'react';
import { pathForStatus } from '../../shared/application/order-api.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { useLatestOrder } from '../../shared/loan/use-latest-order.ts';
import { navigate } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { AcceptedOffer } from './accepted-offer.tsx';
import { ConfirmOffer } from './confirm-offer.tsx';
import { OfferProblem } from './offer-problem.tsx';
import './borrow.css';

const HERE: readonly number[] = [OrderStatus.Confirm, OrderStatus.getMoney];

/**
 * Confirm borrow (statuses 14 and 18). An accepted order (18) is watched until the payout
 * starts, then the borrower moves on to the lending screen; any other status goes where the
 * status table says.
 */
export function ConfirmBorrowScreen() {
  const t = useT();
  const order = useLatestOrder([OrderStatus.getMoney]);
  const status = order?.status;

  useEffect(() => {
    if (status === undefined || HERE.includes(status)) return;
    navigate(pathForStatus(status) ?? '/', { replace: true });
  }, [status]);

  return (
    <Page title={t('route.confirmBorrow')} back="/">
      {order === undefined && <Spinner />}
      {order === null && <OfferProblem message={t('borrow.notApproved')} />}
      {order?.status === OrderStatus.Confirm && <ConfirmOffer orderNo={order.orderNo} />}
      {order?.status === OrderStatus.getMoney && <AcceptedOffer orderNo={order.orderNo} />}
    </Page>
  );
}
