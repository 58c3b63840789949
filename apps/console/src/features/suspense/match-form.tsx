import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useRequestMoneyAction } from './money-actions-api.ts';
import { checkOrderNo, checkReason, NO_FAILURE } from './money-form-fns.ts';
import type { HeldPayment } from './suspense-api.ts';

const FIELDS = ['orderNo', 'reason'] as const;

interface MatchFormProps {
  payment: HeldPayment;
  onRequested: (id: string) => void;
  onCancel: () => void;
}

/**
 * Asks to pay a payment held in suspense into a loan, named by its order number, with why
 * (ADR 079). The server checks the loan is open and in the payment's currency; a refusal shows
 * at its field and keeps what was typed. Nothing moves until a second person approves.
 */
export function MatchForm({ payment, onRequested, onCancel }: MatchFormProps) {
  const { t, lang } = useI18n();
  const request = useRequestMoneyAction();
  const [form, setForm] = useState({ orderNo: '', reason: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));
  const reference = `${payment.provider} ${payment.providerReference}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...checkOrderNo(form.orderNo, t), ...checkReason(form.reason, t) };
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    request.mutate(
      { action: 'matchSuspense', input: { paymentId: payment.id, orderNo: form.orderNo.trim() }, reason: form.reason.trim() },
      { onSuccess: (made) => onRequested(made.id), onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) },
    );
  };

  return (
    <section className="panel" aria-labelledby="match-title">
      <h2 id="match-title">{t('match.title', { reference })}</h2>
      <p>{t('match.intro', { amount: moneyText(payment.unapplied, payment.currency, lang) })}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('money.orderNo')} hint={t('money.orderNoHint')} value={form.orderNo} onChange={set('orderNo')} error={failure.fields.orderNo} />
        <TextField label={t('money.reason')} hint={t('approvals.reasonHint')} maxLength={500} value={form.reason} onChange={set('reason')} error={failure.fields.reason} />
        <div className="actions">
          <button type="submit" disabled={request.isPending}>
            {t('match.submit')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('money.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
