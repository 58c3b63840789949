import type { StaffLoanOwed } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useRequestMoneyAction } from './money-actions-api.ts';
import { checkReason, NO_FAILURE } from './money-form-fns.ts';

const FIELDS = ['orderNo', 'reason'] as const;

interface WriteOffFormProps {
  loan: StaffLoanOwed;
  onRequested: (id: string) => void;
  onCancel: () => void;
}

/** Asks to write off what an overdue loan still owes, with why (ADR 079): the loan closes once a second person approves. */
export function WriteOffForm({ loan, onRequested, onCancel }: WriteOffFormProps) {
  const { t, lang } = useI18n();
  const request = useRequestMoneyAction();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = checkReason(reason, t);
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    request.mutate(
      { action: 'writeOff', input: { orderNo: loan.orderNo }, reason: reason.trim() },
      { onSuccess: (made) => onRequested(made.id), onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) },
    );
  };

  return (
    <section className="panel" aria-labelledby="write-off-title">
      <h2 id="write-off-title">{t('writeOff.title', { orderNo: loan.orderNo })}</h2>
      <p>{t('writeOff.intro', { amount: moneyText(loan.outstanding, loan.currency, lang) })}</p>
      <FormAlert message={failure.general ?? failure.fields.orderNo ?? null} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('money.reason')} hint={t('approvals.reasonHint')} maxLength={500} value={reason} onChange={setReason} error={failure.fields.reason} />
        <div className="actions">
          <button type="submit" disabled={request.isPending}>
            {t('writeOff.submit')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('money.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
