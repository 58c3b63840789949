import { formatMoney, marketOfCurrency, REPAY_CHANNELS, type ConfirmExtensionResponse, type ExtensionOrder, type RepayChannelId } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { request } from '../../shared/api/client.ts';
import { useRead } from '../../shared/api/use-read.ts';
import { formatDate, formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { TickBox } from '../../shared/ui/tick-box.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { AccountCard } from './account-card.tsx';
import { CashReference } from './cash-reference.tsx';
import { ExtensionFigures } from './extension-detail-screen.tsx';
import { sandboxPayReference } from './repay-api.ts';
import { SandboxAccountPay } from './sandbox-pay.tsx';
import './repay.css';

const q = (orderNo: string) => `?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * confirm_exhibition: the borrower accepts the renewal agreement, then pays the fee through one
 * of the market's channels (the cashier's account card, a card checkout, a cash reference).
 * The due date moves only once the fee is received; this screen then shows the new date.
 */
export function ConfirmExtensionScreen() {
  const t = useT();
  const lang = useLanguage();
  const query = useQuery();
  const orderNo = query.get('orderNo') ?? '';
  const returned = query.get('checkout');
  const read = useRead(orderNo ? '/repay/getExtensionData' : null, { orderNo }, { quiet: true });
  const data = read.data;
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState<ConfirmExtensionResponse | null>(null);
  const [order, setOrder] = useState<ExtensionOrder | null>(null);

  async function refresh(reference?: string) {
    const result = await request('/repay/updateExtensionOrderStatus', { orderNo, ...(reference ? { reference } : {}) }, { quiet: true });
    if (result.ok) setOrder(result.data.order);
  }
  // Back from a card checkout: verify it, so a paid fee shows the new date at once.
  useEffect(() => {
    if (orderNo && returned) void refresh(returned);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNo, returned]);

  async function confirm(channel: RepayChannelId) {
    if (!accepted) return setError(t('error.extension.agreement.required'));
    setError(undefined);
    const result = await request('/repay/confirmExtensionOrder', { orderNo, agreementAccepted: true, channel }, { loading: true });
    if (!result.ok) return setError(result.fields?.[0]?.message ?? result.msg);
    setConfirmed(result.data);
    setOrder(result.data.order);
    if (result.data.payment?.kind === 'checkout' && result.data.payment.checkout && !data?.sandbox) window.location.assign(result.data.payment.checkout.url);
  }

  const shown = order ?? (data?.pending?.state === 'awaiting_payment' ? data.pending : null);
  const money = (minor: number) => (data ? formatMoney(minor, data.currency, lang) : '');
  const day = (date: string) => (data ? formatDate(date, lang, marketOfCurrency(data.currency)) : date);
  return (
    <Page title={t('route.confirmExtension')} back={`/repay/exhibition_period_detail${q(orderNo)}`}>
      {!data && read.error === null && <Spinner />}
      {!data && read.error !== null && <ReadProblem error={read.error} onRetry={read.retry} />}
      {data && (
        <section className="card">
          <ExtensionFigures data={data} />
          {shown && (
            <p role="status" className="notice">
              {t(`extension.state.${shown.state}`, { total: money(shown.total), date: day(shown.newDueDate) })}
            </p>
          )}
          {shown?.state !== 'applied' && !confirmed && (
            <>
              <Link to={`/convenios${q(orderNo)}`} className="btn btn--text">{t('extension.readAgreement')}</Link>
              <TickBox label={t('extension.accept')} checked={accepted} errorId={error ? 'extension-error' : undefined} onChange={setAccepted} />
              {error && <p className="field__error" id="extension-error" role="alert">{error}</p>}
              <h2>{t('extension.choose')}</h2>
              {data.channels.map((channel) => (
                <Button key={channel} variant="primary" className="btn--block" onClick={() => void confirm(channel)}>
                  {t(`repay.channel.${channel}`)}
                </Button>
              ))}
            </>
          )}
          {confirmed?.payment && shown?.state !== 'applied' && <FeePayment confirmed={confirmed} sandbox={data.sandbox} money={money} lang={lang} onPaid={() => void refresh()} />}
          {shown?.state === 'awaiting_payment' && <Button variant="secondary" className="btn--block" onClick={() => void refresh()}>{t('extension.refresh')}</Button>}
        </section>
      )}
      <Link to={`/repay/repay_detail${q(orderNo)}`} className="btn btn--secondary btn--block">{t('extension.toDetail')}</Link>
    </Page>
  );
}

function FeePayment({ confirmed, sandbox, money, lang, onPaid }: { confirmed: ConfirmExtensionResponse; sandbox: boolean; money: (minor: number) => string; lang: 'en' | 'es'; onPaid: () => void }) {
  const t = useT();
  const { payment, order } = confirmed;
  if (!payment) return null;
  const payReference = async (reference: string) => {
    const result = await sandboxPayReference(reference);
    if (result.ok) onPaid();
  };
  if (payment.kind === 'account' && payment.account) {
    const channel = confirmed.channels.find((c) => REPAY_CHANNELS[c].kind === 'account') ?? confirmed.channels[0]!;
    return (
      <>
        <AccountCard channel={channel} intro={t('extension.account.intro', { total: money(order.total) })} />
        {sandbox && <SandboxAccountPay channel={channel} currency={order.currency} suggested={order.total} onPaid={onPaid} />}
      </>
    );
  }
  const reference = payment.checkout?.reference ?? payment.cash?.reference ?? '';
  return (
    <>
      {payment.checkout && <a className="btn btn--primary btn--block" href={payment.checkout.url}>{t('extension.checkout.go', { total: money(order.total) })}</a>}
      {payment.cash && (
        <div className="repay__cash">
          <p>{t('extension.cash.intro', { total: money(order.total), date: formatInstant(payment.cash.expiresAt, lang, order.currency === 'MXN' ? 'MX' : 'NG') })}</p>
          <CashReference reference={payment.cash.reference} />
        </div>
      )}
      {sandbox && <Button variant="secondary" className="btn--block" onClick={() => void payReference(reference)}>{t('extension.sandboxPay')}</Button>}
    </>
  );
}
