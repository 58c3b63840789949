import type { StaffLoanOwed } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { moneyText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { ManualPaymentForm } from './manual-payment-form.tsx';
import { useLoanOwedLookup } from './money-actions-api.ts';
import { checkOrderNo, NO_FAILURE } from './money-form-fns.ts';
import { WriteOffForm } from './write-off-form.tsx';

const STATES: Readonly<Record<StaffLoanOwed['state'], UiKey>> = { repaying: 'loanActions.state.repaying', overdue: 'loanActions.state.overdue', closed: 'loanActions.state.closed' };

/**
 * Loan actions (ADR 079): a loan found by its order number shows what it owes today, then a
 * manual payment (a loan being repaid) or a write-off (an overdue loan) is asked from it. Each
 * is a four-eyes request; `onRequested` says which was made.
 */
export function LoanActions({ onRequested }: { onRequested: (message: string) => void }) {
  const { t, lang } = useI18n();
  const lookup = useLoanOwedLookup();
  const [orderNo, setOrderNo] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [loan, setLoan] = useState<StaffLoanOwed | null>(null);
  const [acting, setActing] = useState<'manual' | 'writeOff' | null>(null);
  const formRef = useFocusFirstProblem(failure);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const fields = checkOrderNo(orderNo, t);
    setLoan(null);
    setActing(null);
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    lookup.mutate(orderNo.trim(), { onSuccess: setLoan, onError: (error) => setFailure(formFailureOf(error, ['orderNo'], t)) });
  };
  const requested = (key: UiKey) => (id: string) => {
    setActing(null);
    onRequested(t(key, { id }));
  };
  const money = (minor: number) => (loan ? moneyText(minor, loan.currency, lang) : '');

  return (
    <section className="panel" aria-labelledby="loan-actions-title">
      <h2 id="loan-actions-title">{t('loanActions.title')}</h2>
      <p>{t('loanActions.intro')}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={find} noValidate>
        <TextField label={t('money.orderNo')} hint={t('money.orderNoHint')} value={orderNo} onChange={setOrderNo} error={failure.fields.orderNo} />
        <div className="actions">
          <button type="submit" disabled={lookup.isPending}>
            {t('loanActions.find')}
          </button>
        </div>
      </form>
      {loan ? (
        <>
          {/* A named group (a bare dl may not carry a name): the figures read as what this loan owes. */}
          <div role="group" aria-label={t('loanActions.figures', { orderNo: loan.orderNo })}>
            <dl className="figures">
              <dt>{t('loanActions.state')}</dt>
              <dd>{t(STATES[loan.state])}</dd>
              <dt>{t('loanActions.outstanding')}</dt>
              <dd>{money(loan.outstanding)}</dd>
              <dt>{t('loanActions.dueNow')}</dt>
              <dd>{money(loan.dueNow)}</dd>
              <dt>{t('loanActions.payoff')}</dt>
              <dd>{money(loan.payoff)}</dd>
              <dt>{t('loanActions.nextDueDate')}</dt>
              <dd>{loan.nextDueDate ?? t('loanActions.none')}</dd>
            </dl>
          </div>
          {loan.state === 'closed' ? <p>{t('loanActions.closed')}</p> : null}
          <div className="actions">
            {loan.state !== 'closed' ? (
              <button type="button" className="secondary" onClick={() => setActing('manual')}>
                {t('loanActions.manual')}
              </button>
            ) : null}
            {loan.state === 'overdue' ? (
              <button type="button" className="secondary" onClick={() => setActing('writeOff')}>
                {t('loanActions.writeOff')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {loan && acting === 'manual' ? <ManualPaymentForm key={loan.orderNo} loan={loan} onRequested={requested('manual.requested')} onCancel={() => setActing(null)} /> : null}
      {loan && acting === 'writeOff' ? <WriteOffForm key={loan.orderNo} loan={loan} onRequested={requested('writeOff.requested')} onCancel={() => setActing(null)} /> : null}
    </section>
  );
}
