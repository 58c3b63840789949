import { marketOfCurrency, OrderStatus, type OrderStatusCode, type RepayDetailResponse } from '@lendline/domain';
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

/**
 * Repaying or overdue (spec section 2's banners): what is due and when, from the repayment
 * detail the server computes on its own calendar day. "Due soon" from 3 days before a due
 * date; overdue says by how many days and that a late charge grows each day, without threats.
 */
export function RepayingBanner({ orderNo, status }: { orderNo: string; status: OrderStatusCode }) {
  const t = useT();
  const lang = useLanguage();
  // Remembered (ADR 025), so offline the card still says what is due and when, beside the network message.
  const detail = useRead('/repay/repay-order/detail', { orderNo }, { quiet: true, remember: true }).data;
  const kind = loanBannerKind(status, detail);
  const money = (minor: number) => (detail ? formatMoney(minor, detail.currency, lang) : '');
  const date = (day: string) => (detail ? formatDate(day, lang, marketOfCurrency(detail.currency)) : day);
  let body: string | undefined;
  if (detail && kind === 'overdue') body = t(detail.overdueDays === 1 ? 'home.status.overdue.oneDay' : 'home.status.overdue.body', { amount: money(detail.dueNow), days: detail.overdueDays });
  else if (detail?.nextDueDate && detail.daysToNextDue !== null) {
    const facts = { amount: money(detail.dueNow), date: date(detail.nextDueDate), days: detail.daysToNextDue };
    if (kind === 'active') body = t('home.status.repaying.due', facts);
    else if (detail.daysToNextDue === 0) body = t('home.status.expiring.today', facts);
    else body = t(detail.daysToNextDue === 1 ? 'home.status.expiring.tomorrow' : 'home.status.expiring.body', facts);
  }
  const order = encodeURIComponent(orderNo);
  const title = kind === 'overdue' ? 'home.status.overdue.title' : kind === 'expiring' ? 'home.status.expiring.title' : 'home.status.repaying.title';
  return (
    <Banner title={t(title)} body={body}>
      <Button className="btn--block" onClick={() => navigate(`${pathOf('cashier')}?orderNo=${order}`)}>
        {t('repay.repayNow')}
      </Button>
      <Button variant="secondary" className="btn--block" onClick={() => navigate(`${pathOf('repayDetail')}?orderNo=${order}`)}>
        {t('repay.toDetail')}
      </Button>
    </Banner>
  );
}

/** Which banner a loan being repaid shows; the status alone until the detail answers. */
function loanBannerKind(status: OrderStatusCode, detail: Pick<RepayDetailResponse, 'overdueDays' | 'daysToNextDue'> | undefined): 'overdue' | 'expiring' | 'active' {
  if (status === OrderStatus.Overdue || (detail?.overdueDays ?? 0) > 0) return 'overdue';
  const days = detail?.daysToNextDue;
  return days !== undefined && days !== null && days >= 0 && days <= EXPIRING_SOON_DAYS ? 'expiring' : 'active';
}

/** Spec section 2's "expiring soon": from this many days before a due date. */
const EXPIRING_SOON_DAYS = 3;

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
