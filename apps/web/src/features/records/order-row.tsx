import { marketOfCurrency, OrderStatus, type CancelReason, type OrderListItem } from '@lendline/domain';
import { pathForStatus } from '../../shared/application/order-api.ts';
import { orderLabelKey } from '../../shared/application/order-label.ts';
import { formatDate, formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT, type MessageKey } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { pathOf } from '../../shared/router/route-table.ts';

const CANCEL_REASON: Record<CancelReason, MessageKey> = {
  abandoned: 'records.cancelReason.abandoned',
  declined: 'records.cancelReason.declined',
  offer_expired: 'records.cancelReason.offerExpired',
  payout_given_up: 'records.cancelReason.payoutGivenUp',
  draft_expired: 'records.cancelReason.draftExpired',
};

/** Where tapping an order goes: its status's screen; a failed payout opens the bank account to fix it, a finished loan its statement. */
function pathForOrder(order: OrderListItem): string | null {
  if (order.status === OrderStatus.PayoutFailed) return `${pathOf('addBankCard')}?mode=edit&orderNo=${encodeURIComponent(order.orderNo)}`;
  if (order.status === OrderStatus.Finish) return `${pathOf('loanStatement')}?orderNo=${encodeURIComponent(order.orderNo)}`;
  return pathForStatus(order.status);
}

/** One order: status label, amount (or product while none is chosen), term and date. */
export function OrderRow({ order }: { order: OrderListItem }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(order.currency);
  const label = t(orderLabelKey(order.status));
  const title = order.amount !== null ? formatMoney(order.amount, order.currency, lang) : (order.productName ?? order.orderNo);
  const content = (
    <>
      <span className="order__title">{title}</span>
      <span className="order__status">{label}</span>
      <span className="order__meta">
        {order.tenureDays !== null && t('records.days', { days: order.tenureDays })}
        {order.tenureDays !== null && ' · '}
        {t('records.createdOn', { date: formatDate(order.createdAt, lang, market) })}
      </span>
      {order.cancelReason && <span className="order__meta">{t(CANCEL_REASON[order.cancelReason])}</span>}
    </>
  );
  const path = pathForOrder(order);
  return path ? (
    <Link to={path} className="card order">
      {content}
    </Link>
  ) : (
    <div className="card order">{content}</div>
  );
}
