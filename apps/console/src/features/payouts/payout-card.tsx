import type { StaffPayout } from '@lendline/domain';
import { useId, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { ageText, dateTimeText, moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { usePayoutAction, type DeskAnswer } from './payouts-api.ts';
import { ResendForm } from './resend-form.tsx';

const NO_FAILURE: FormFailure = { general: null, fields: {} };
type Open = 'none' | 'give-up' | 'resend';

interface PayoutCardProps {
  payout: StaffPayout;
  now: Date;
  /** What an action did, or that a resend was asked (payouts.act asks; money.approve approves it in Approvals). */
  onDone: (answer: DeskAnswer | 'resend-requested') => void;
}

/**
 * One failed or stuck payout: the amount, whose, how long, what the provider said, and what can
 * be done: retry (a stuck one is asked for again), and for a failed one give up with a reason,
 * ask the borrower for a new account, or ask to send to a new account (four-eyes).
 */
export function PayoutCard({ payout, now, onDone }: PayoutCardProps) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const action = usePayoutAction();
  const [open, setOpen] = useState<Open>('none');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const failed = payout.state === 'failed';
  const amount = moneyText(payout.amount, payout.currency, lang);
  const who = payout.borrower.name ?? payout.borrower.userId;

  const run = (verb: 'retry' | 'ask-account') => {
    setFailure(NO_FAILURE);
    action.mutate({ orderNo: payout.orderNo, verb }, { onSuccess: onDone, onError: (error) => setFailure(formFailureOf(error, [], t)) });
  };
  const giveUp = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 3 || text.length > 500) return setFailure({ general: null, fields: { reason: t('approvals.reasonLength') } });
    setFailure(NO_FAILURE);
    action.mutate({ orderNo: payout.orderNo, verb: 'give-up', reason: text }, { onSuccess: onDone, onError: (error) => setFailure(formFailureOf(error, ['reason'], t)) });
  };

  return (
    <article className="approval" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('payouts.cardTitle', { amount, order: payout.orderNo, borrower: who })}</h2>
      <dl className="facts">
        <dt>{t('payouts.state')}</dt>
        <dd>{t(failed ? 'payouts.state.failed' : 'payouts.state.stuck')}</dd>
        <dt>{t('payouts.since')}</dt>
        <dd>{t('payouts.sinceAt', { at: dateTimeText(payout.since, lang), age: ageText(payout.since, now, lang) })}</dd>
        <dt>{t('payouts.reasonGiven')}</dt>
        <dd>{payout.reason ?? t(failed ? 'payouts.noReason' : 'payouts.waiting', { state: payout.attemptState })}</dd>
        <dt>{t('payouts.attempt')}</dt>
        <dd>{t('payouts.attemptOf', { n: String(payout.attemptNo), reference: payout.reference, provider: payout.provider })}</dd>
        <dt>{t('payouts.account')}</dt>
        <dd>{payout.borrower.accountEnding ? t('payouts.accountEnding', { ending: payout.borrower.accountEnding }) : t('payouts.noAccount')}</dd>
        {payout.askedForAccountAt ? (
          <>
            <dt>{t('payouts.asked')}</dt>
            <dd>{dateTimeText(payout.askedForAccountAt, lang)}</dd>
          </>
        ) : null}
      </dl>
      <FormAlert message={open === 'give-up' ? null : failure.general} />
      <div className="actions">
        <button type="button" disabled={action.isPending} onClick={() => run('retry')} aria-label={t(failed ? 'payouts.retryFor' : 'payouts.requeryFor', { order: payout.orderNo })}>
          {t(failed ? 'payouts.retry' : 'payouts.requery')}
        </button>
        {failed ? (
          <>
            <button type="button" className="secondary" disabled={action.isPending} onClick={() => run('ask-account')} aria-label={t('payouts.askFor', { order: payout.orderNo })}>
              {t('payouts.ask')}
            </button>
            <button type="button" className="secondary" aria-expanded={open === 'resend'} onClick={() => setOpen(open === 'resend' ? 'none' : 'resend')} aria-label={t('payouts.resendFor', { order: payout.orderNo })}>
              {t('payouts.resend')}
            </button>
            <button type="button" className="secondary" aria-expanded={open === 'give-up'} onClick={() => setOpen(open === 'give-up' ? 'none' : 'give-up')} aria-label={t('payouts.giveUpFor', { order: payout.orderNo })}>
              {t('payouts.giveUp')}
            </button>
          </>
        ) : null}
      </div>
      {open === 'give-up' ? (
        <form ref={formRef} onSubmit={giveUp} noValidate aria-label={t('payouts.giveUpFor', { order: payout.orderNo })}>
          <FormAlert message={failure.general} />
          <TextField label={t('payouts.reason')} hint={t('payouts.giveUpHint')} maxLength={500} value={reason} onChange={setReason} error={failure.fields.reason} />
          <div className="actions">
            <button type="submit" disabled={action.isPending}>
              {t('payouts.giveUpConfirm')}
            </button>
          </div>
        </form>
      ) : null}
      {open === 'resend' ? (
        <ResendForm orderNo={payout.orderNo} currency={payout.currency} onCancel={() => setOpen('none')} onRequested={() => { setOpen('none'); onDone('resend-requested'); }} />
      ) : null}
    </article>
  );
}
