import { formatMoney, OrderStatus, type RepayDetailResponse } from '@lendline/domain';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';

/** Nothing is owed: the loan finished (or every amount was paid), so no screen asks for money. */
export function isPaidOff(detail: Pick<RepayDetailResponse, 'status' | 'outstanding'>): boolean {
  return detail.status === OrderStatus.Finish || detail.outstanding === 0;
}

/**
 * What the cashier and the amount form say once a loan is paid off, instead of "Due now
 * ₦0.00" beside every way to pay (issue 19): that it is paid, and any credit kept.
 */
export function PaidOff({ detail, withLink = true }: { detail: RepayDetailResponse; withLink?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section className="card repay__summary">
      <p role="status">{t('repay.finished')}</p>
      {detail.credit > 0 && <p>{t('repay.credit', { amount: formatMoney(detail.credit, detail.currency, lang) })}</p>}
      {withLink && (
        <Link to={`/repay/repay_detail?orderNo=${encodeURIComponent(detail.orderNo)}`} className="btn btn--primary btn--block">
          {t('repay.toDetail')}
        </Link>
      )}
    </section>
  );
}
