import { checkRepaymentAmount, formatMoney, isRepayChannel, REPAY_CHANNELS, repaymentFigures, repaymentMaximum, typedAmount, type RepayChannelId, type RepayDetailResponse } from '@lendline/domain';
import { useRef, useState, type FormEvent } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { useRead } from '../../shared/api/use-read.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { navigate, useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { isPaidOff, PaidOff } from './paid-off.tsx';
import { cashReference, provider, rememberCashReference, startCheckout } from './repay-api.ts';
import './repay.css';

/**
 * manual_repayment (`?orderNo=&channel=`): how much to pay through a checkout or at OXXO.
 * Checked here as the server checks it (spec section 5, ADR 051) and again there; every error
 * sits at the amount, and what was typed stays.
 */
export function ManualRepaymentScreen() {
  const t = useT();
  const query = useQuery();
  const orderNo = query.get('orderNo') ?? '';
  const channel = query.get('channel');
  const read = useRead(orderNo ? '/repay/repay-order/detail' : null, { orderNo }, { quiet: true });
  const detail = read.data;
  const offered = isRepayChannel(channel) && (REPAY_CHANNELS[channel].kind === 'checkout' || REPAY_CHANNELS[channel].kind === 'cash') && (detail?.options.channels.includes(channel) ?? true);

  return (
    <Page title={t('route.manualRepayment')} back={orderNo ? `/repay/cashier?orderNo=${encodeURIComponent(orderNo)}` : '/'}>
      {!offered && (
        <section className="card">
          <p role="alert">{t('repay.notOffered')}</p>
          <Link to={`/repay/cashier?orderNo=${encodeURIComponent(orderNo)}`} className="btn btn--secondary btn--block">
            {t('repay.toCashier')}
          </Link>
        </section>
      )}
      {offered && detail && isPaidOff(detail) && <PaidOff detail={detail} />}
      {offered && detail && !isPaidOff(detail) && isRepayChannel(channel) && <AmountForm detail={detail} channel={channel} />}
      {offered && !detail && read.error === null && <Spinner />}
      {offered && !detail && read.error !== null && <ReadProblem error={read.error} onRetry={read.retry} />}
    </Page>
  );
}

function AmountForm({ detail, channel }: { detail: RepayDetailResponse; channel: RepayChannelId }) {
  const t = useT();
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, detail.currency, lang);
  const [typed, setTyped] = useState(() => typedAmount(detail.dueNow, detail.currency));
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  const cash = channel === 'oxxo';

  function refuse(message: string) {
    setError(message);
    input.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    // What this screen names (due now, the payoff today, everything owed) is taken as typed, cents and all (ADR 051).
    const checked = checkRepaymentAmount(typed, detail.options.amountRule, repaymentFigures(detail));
    if (!checked.ok) {
      const params = Object.fromEntries(Object.entries(checked.params).map(([name, minor]) => [name, money(minor)]));
      return refuse(t(checked.key, params));
    }
    setError(undefined);
    setSending(true);
    const result = cash ? await cashReference(detail.orderNo, typed.trim()) : await startCheckout(channel, detail.orderNo, typed.trim());
    setSending(false);
    if (!result.ok) {
      const atAmount = result.fields?.find((f) => f.field === 'amount');
      if (atAmount) return refuse(atAmount.message);
      setFormError(result.code === NETWORK_FAILURE ? t('error.network') : result.msg);
      problem.current?.focus();
      return;
    }
    if ('url' in result.data) {
      provider.open(result.data.url);
      return;
    }
    rememberCashReference(detail.orderNo, result.data);
    navigate(`/repay/repay_oxxo?orderNo=${encodeURIComponent(detail.orderNo)}`);
  }

  const rule = detail.options.amountRule;
  return (
    <form className="card repay__form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t(`repay.channel.${channel}`)}</p>
      <p>{t('repay.amount.owed', { amount: money(detail.payoffNow) })}</p>
      <TextField
        ref={input}
        label={t('repay.amount.label')}
        hint={t('repay.amount.hint', { unit: money(rule.unit), minimum: money(rule.minimum), maximum: money(repaymentMaximum(rule, detail.outstanding)) })}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <FormError message={formError} ref={problem} />
      <Button type="submit" className="btn--block" busy={sending}>
        {t(cash ? 'repay.amount.cash' : 'repay.amount.continue')}
      </Button>
    </form>
  );
}
