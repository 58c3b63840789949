import { checkRepaymentAmount, formatMoney, REPAY_CHANNELS, repaymentFigures, typedAmount, type PortalConfirmResponse, type PortalDetailResponse, type RepayChannelId } from '@lendline/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NETWORK_FAILURE, request } from '../../shared/api/client.ts';
import { useRead } from '../../shared/api/use-read.ts';
import { formatInstant } from '../../shared/i18n/format.ts';
import { countedKey, useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { grouped } from './account-card.tsx';
import { CopyButton } from './copy-button.tsx';
import { provider } from './repay-api.ts';
import './repay.css';

/**
 * `/portal/repayment?token=` (issue 10): repaying one loan without signing in, through the
 * signed, expiring link of a reminder. It shows only what paying needs (a masked name, the
 * amounts, the channels) and pays through the same channels as the app.
 */
export function PortalScreen() {
  const t = useT();
  const query = useQuery();
  const token = query.get('token') ?? '';
  const checkout = query.get('checkout');
  const read = useRead(token ? '/portal/repayment/detail' : null, { token }, { quiet: true });
  const detail = read.data;
  return (
    <Page title={t('route.portalRepayment')}>
      {detail && <Summary detail={detail} />}
      {detail && checkout && <PortalCheckout token={token} reference={checkout} detail={detail} onPaid={read.retry} />}
      {detail && !checkout && detail.outstanding > 0 && <PortalChannels token={token} detail={detail} />}
      {detail && detail.outstanding === 0 && <p role="status" className="card">{t('repay.finished')}</p>}
      {!detail && token && read.error === null && <Spinner />}
      {!detail && (read.error !== null || !token) && (
        <div className="repay__problem">
          <p role="alert">{read.error && read.error.code === NETWORK_FAILURE ? t('error.network') : (read.error?.msg ?? t('error.repayment.link.invalid'))}</p>
          {read.error?.code === NETWORK_FAILURE && (
            <Button variant="secondary" className="btn--block" onClick={read.retry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      )}
    </Page>
  );
}

function Summary({ detail }: { detail: PortalDetailResponse }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const money = (minor: number) => formatMoney(minor, detail.currency, lang);
  return (
    <section className="card repay__summary" aria-labelledby="portal-due">
      <p>{t('portal.loanOf', { name: detail.maskedName, tail: detail.orderTail })}</p>
      <h2 id="portal-due" className="repay__due-label">{t('repay.dueNow')}</h2>
      <p className="repay__due">{money(detail.dueNow)}</p>
      <p>{t('portal.outstanding', { amount: money(detail.outstanding) })}</p>
      {detail.overdueDays > 0 && <p role="alert" className="repay__overdue">{t(countedKey('repay.overdue', detail.overdueDays), { days: detail.overdueDays })}</p>}
      <p className="portal__expiry">{t('portal.linkExpires', { date: formatInstant(detail.linkExpiresAt, lang, market) })}</p>
    </section>
  );
}

type Shown = { kind: 'account'; account: NonNullable<PortalConfirmResponse['account']> } | { kind: 'cash'; cash: NonNullable<PortalConfirmResponse['cash']> };

function PortalChannels({ token, detail }: { token: string; detail: PortalDetailResponse }) {
  const t = useT();
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, detail.currency, lang);
  const [channel, setChannel] = useState<RepayChannelId | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [typed, setTyped] = useState(() => typedAmount(detail.dueNow, detail.currency));
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  async function choose(next: RepayChannelId) {
    setChannel(next);
    setShown(null);
    setError(undefined);
    if (REPAY_CHANNELS[next].kind !== 'account') return;
    const result = await request('/portal/repayment/confirm', { token, channel: next }, { loading: true });
    if (!result.ok) return setError(result.msg);
    if (result.data.account) setShown({ kind: 'account', account: result.data.account });
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!channel) return;
    const checked = checkRepaymentAmount(typed, detail.options.amountRule, repaymentFigures(detail));
    if (!checked.ok) {
      setError(t(checked.key, Object.fromEntries(Object.entries(checked.params).map(([k, v]) => [k, money(v)]))));
      input.current?.focus();
      return;
    }
    const result = await request('/portal/repayment/confirm', { token, channel, amount: typed.trim() }, { loading: true });
    if (!result.ok) {
      setError(result.fields?.find((f) => f.field === 'amount')?.message ?? result.msg);
      input.current?.focus();
      return;
    }
    if (result.data.checkout) return provider.open(result.data.checkout.url);
    if (result.data.cash) setShown({ kind: 'cash', cash: result.data.cash });
  }

  const needsAmount = channel !== null && REPAY_CHANNELS[channel].kind !== 'account' && shown === null;
  return (
    <section className="card" aria-labelledby="portal-channels">
      <h2 id="portal-channels">{t('route.cashier')}</h2>
      <ul className="repay__channels">
        {detail.options.channels.map((c) => (
          <li key={c}>
            <Button variant={c === channel ? 'primary' : 'secondary'} className="btn--block repay__channel" aria-pressed={c === channel} onClick={() => void choose(c)}>
              {t(`repay.channel.${c}`)}
            </Button>
          </li>
        ))}
      </ul>
      {needsAmount && (
        <form className="repay__form" onSubmit={(event) => void pay(event)} noValidate>
          <TextField ref={input} label={t('repay.amount.label')} inputMode="decimal" value={typed} error={error} onChange={(event) => setTyped(event.target.value)} />
          <Button type="submit" className="btn--block">
            {t(channel === 'oxxo' ? 'repay.amount.cash' : 'repay.amount.continue')}
          </Button>
        </form>
      )}
      {!needsAmount && error && <p role="alert">{error}</p>}
      {shown?.kind === 'account' && (
        <div className="repay__account">
          <p className="repay__number">{grouped(shown.account.accountNumber)}</p>
          <p>{`${shown.account.bankName} · ${shown.account.accountName}`}</p>
          <CopyButton text={shown.account.accountNumber} what={t('repay.account.number')} />
        </div>
      )}
      {shown?.kind === 'cash' && (
        <div className="repay__cash">
          <p className="repay__number">{grouped(shown.cash.reference)}</p>
          <CopyButton text={shown.cash.reference} what={t('repay.oxxo.reference')} />
          <p>{t('repay.oxxo.amount', { amount: money(shown.cash.amount) })}</p>
          <p>{t('repay.oxxo.steps')}</p>
        </div>
      )}
    </section>
  );
}

/** Back from a checkout opened from the link: verified through the link, as in the app. */
function PortalCheckout({ token, reference, detail, onPaid }: { token: string; reference: string; detail: PortalDetailResponse; onPaid: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const [state, setState] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void request('/portal/repayment/confirm', { token, reference }, { quiet: true }).then((result) => {
      if (!live) return;
      if (!result.ok) return setState(result.msg);
      const verified = result.data.verified;
      if (verified?.state === 'paid') {
        setState(t('repay.checkout.paid', { amount: formatMoney(verified.amount, detail.currency, lang) }));
        onPaid();
      } else setState(t(verified?.state === 'failed' ? 'repay.checkout.failed' : 'repay.checkout.later'));
    });
    return () => {
      live = false;
    };
    // A payment is verified once per arrival; the detail refresh is not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, reference]);
  return <section className="card" aria-live="polite">{state === null ? <Spinner /> : <p role="status">{state}</p>}</section>;
}
