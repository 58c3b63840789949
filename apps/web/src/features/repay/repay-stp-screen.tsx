import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { AccountCard } from './account-card.tsx';
import { SandboxAccountPay } from './sandbox-pay.tsx';
import './repay.css';

/** repay_stp: the borrower's own CLABE for SPEI transfers (Mexico), copied with one tap. */
export function RepayStpScreen() {
  const t = useT();
  const orderNo = useQuery().get('orderNo') ?? '';
  const read = useRead(orderNo ? '/repay/repay-order/detail' : null, { orderNo }, { quiet: true });
  const detail = read.data;
  const offered = detail ? detail.options.channels.includes('stp_clabe') : true;
  return (
    <Page title={t('route.repayStp')} back={orderNo ? `/repay/cashier?orderNo=${encodeURIComponent(orderNo)}` : '/'}>
      <section className="card">
        {offered ? <AccountCard channel="stp_clabe" intro={t('repay.stp.intro')} /> : <p role="alert">{t('repay.notOffered')}</p>}
        {detail?.options.sandbox && offered && <SandboxAccountPay channel="stp_clabe" currency={detail.currency} suggested={detail.dueNow} onPaid={read.retry} />}
      </section>
      <Link to={`/repay/repay_detail?orderNo=${encodeURIComponent(orderNo)}`} className="btn btn--secondary btn--block">
        {t('repay.toDetail')}
      </Link>
    </Page>
  );
}
