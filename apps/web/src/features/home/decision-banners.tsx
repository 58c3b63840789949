import { marketOfCurrency } from '@lendline/domain';
import type { ReactNode } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { PAYOUT_MINUTES } from '../../shared/application/payout-time.ts';
import { formatDate, formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { navigate } from '../../shared/router/location.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { Button } from '../../shared/ui/button.tsx';

/** The home banners of a decided order (spec section 2): approved, rejected, lending, repaying, failed payout. */
function Banner({ title, body, children }: { title: string; body?: string | undefined; children?: ReactNode }) {
  return (
    <>
      <h2 id="status-title" className="status-card__title">
        {title}
      </h2>
      {body && <p className="status-card__body">{body}</p>}
      {children}
    </>
  );
}

export function ApprovedBanner() {
  const t = useT();
  return (
    <Banner title={t('home.status.success.title')} body={t('home.status.success.body')}>
      <Button className="btn--block" onClick={() => navigate(pathOf('confirmBorrow'))}>
        {t('home.getMoney')}
      </Button>
    </Banner>
  );
}

export function RejectedBanner({ orderNo }: { orderNo: string }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const retryAfter = useRead('/app/isRejectRecommendation', { orderNo }, { quiet: true }).data?.retryAfter;
  const body = retryAfter ? t('home.status.rejected.retryOn', { date: formatDate(retryAfter, lang, market) }) : t('home.status.rejected.body');
  return (
    <Banner title={t('home.status.rejected.title')} body={body}>
      <Button className="btn--block" variant="secondary" onClick={() => navigate(pathOf('reviewTips'))}>
        {t('home.detail')}
      </Button>
    </Banner>
  );
}

export function LendingBanner() {
  const t = useT();
  return (
    <Banner title={t('home.status.lending.title')} body={t('home.status.lending.body', PAYOUT_MINUTES)}>
      <Button className="btn--block" variant="secondary" onClick={() => navigate(pathOf('lending'))}>
        {t('home.detail')}
      </Button>
    </Banner>
  );
}

/** Repaying: the due date and amount from the records list, when it answers (one cheap call). */
export function RepayingBanner({ orderNo }: { orderNo: string }) {
  const t = useT();
  const lang = useLanguage();
  const orders = useRead('/loan/loan-order/list', { tab: 'incomplete' }, { quiet: true }).data?.orders;
  const item = orders?.find((order) => order.orderNo === orderNo);
  const due =
    item?.totalRepayable != null && item.dueDate
      ? t('home.status.repaying.due', {
          amount: formatMoney(item.totalRepayable, item.currency, lang),
          date: formatDate(item.dueDate, lang, marketOfCurrency(item.currency)),
        })
      : undefined;
  const order = encodeURIComponent(orderNo);
  return (
    <Banner title={t('home.status.repaying.title')} body={due}>
      <Button className="btn--block" onClick={() => navigate(`${pathOf('cashier')}?orderNo=${order}`)}>
        {t('repay.repayNow')}
      </Button>
      <Button variant="secondary" className="btn--block" onClick={() => navigate(`${pathOf('repayDetail')}?orderNo=${order}`)}>
        {t('repay.toDetail')}
      </Button>
    </Banner>
  );
}

export function PayFailedBanner({ orderNo }: { orderNo: string }) {
  const t = useT();
  const edit = `${pathOf('addBankCard')}?mode=edit&orderNo=${encodeURIComponent(orderNo)}`;
  return (
    <Banner title={t('home.status.failed.title')} body={t('home.status.failed.body')}>
      <Button className="btn--block" onClick={() => navigate(edit)}>
        {t('home.editBank')}
      </Button>
    </Banner>
  );
}
