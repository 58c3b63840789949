import { formatMoney } from '@lendline/domain';
import { useState } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { CashReference } from './cash-reference.tsx';
import { recallCashReference } from './repay-api.ts';
import { SandboxReferencePay } from './sandbox-pay.tsx';
import './repay.css';

/**
 * repay_oxxo: the cash reference made on manual_repayment, with its amount, expiry (in the
 * market's time zone), barcode and how to pay at the till. Kept for the session, so a reload
 * or going back still shows it.
 */
export function RepayOxxoScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const orderNo = useQuery().get('orderNo') ?? '';
  const [cash] = useState(() => recallCashReference(orderNo));
  const read = useRead(orderNo ? '/repay/repay-order/detail' : null, { orderNo }, { quiet: true });
  const newReference = `/repay/manual_repayment?${new URLSearchParams({ orderNo, channel: 'oxxo' })}`;
  const expired = cash !== null && Date.parse(cash.expiresAt) <= Date.now();

  return (
    <Page title={t('route.repayOxxo')} back={orderNo ? `/repay/cashier?orderNo=${encodeURIComponent(orderNo)}` : '/'}>
      <section className="card repay__cash">
        {cash === null && <p>{t('repay.oxxo.none')}</p>}
        {cash && (
          <>
            <CashReference reference={cash.reference} />
            <p>{t('repay.oxxo.amount', { amount: formatMoney(cash.amount, cash.currency, lang) })}</p>
            {expired ? <p role="alert">{t('repay.oxxo.expired')}</p> : <p>{t('repay.oxxo.expires', { date: formatInstant(cash.expiresAt, lang, market) })}</p>}
            <p>{t('repay.oxxo.steps')}</p>
            {read.data?.options.sandbox && !expired && <SandboxReferencePay reference={cash.reference} currency={cash.currency} onPaid={read.retry} />}
          </>
        )}
        {(cash === null || expired) && (
          <Link to={newReference} className="btn btn--primary btn--block">
            {t('repay.oxxo.newReference')}
          </Link>
        )}
      </section>
      <Link to={`/repay/repay_detail?orderNo=${encodeURIComponent(orderNo)}`} className="btn btn--secondary btn--block">
        {t('repay.toDetail')}
      </Link>
    </Page>
  );
}
