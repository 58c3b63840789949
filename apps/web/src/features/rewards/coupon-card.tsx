import type { Coupon } from '@lendline/domain';
import { formatDate, formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';

/** One coupon: what it takes off, for which loans, until when (or where it went), and where it came from. */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const money = (minor: number) => formatMoney(minor, coupon.currency, lang);
  const date = formatDate(coupon.expiresAt, lang, market);
  return (
    <li className="card coupon">
      <p className="coupon__amount">{t('rewards.coupon.amount', { amount: money(coupon.amount) })}</p>
      <p>{coupon.minLoan > 0 ? t('rewards.coupon.minLoan', { amount: money(coupon.minLoan) }) : t('rewards.coupon.anyLoan')}</p>
      {coupon.state === 'usable' && <p>{t('rewards.coupon.expires', { date })}</p>}
      {coupon.state === 'expired' && <p>{t('rewards.coupon.expiredOn', { date })}</p>}
      {coupon.state === 'used' && coupon.usedOrderNo && <p>{t('rewards.coupon.usedOn', { orderNo: coupon.usedOrderNo })}</p>}
      <p className="coupon__source">{t(`rewards.source.${coupon.source}`)}</p>
    </li>
  );
}
