import { decimalToMinor, type Currency } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useRequestRefund } from './suspense-api.ts';

const FIELDS = ['amount', 'transferReference', 'reason'] as const;
const NO_FAILURE: FormFailure = { general: null, fields: {} };
const REFERENCE = /^[A-Za-z0-9._:-]{4,64}$/;

interface RefundFormProps {
  userId: string;
  currency: Currency;
  onRequested: () => void;
  onCancel: () => void;
}

/**
 * Asks for a refund of a borrower's credit: the amount typed in major units (converted by the
 * domain's money module, never by float arithmetic), the bank transfer's reference and why.
 * Whatever fails keeps what was typed; the money moves only once a second person approves.
 */
export function RefundForm({ userId, currency, onRequested, onCancel }: RefundFormProps) {
  const { t } = useI18n();
  const request = useRequestRefund();
  const [form, setForm] = useState({ amount: '', transferReference: '', reason: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = decimalToMinor(form.amount, currency);
    const fields: Record<string, string> = {};
    if (amount === null || amount <= 0) fields.amount = t('refund.amountInvalid');
    if (!REFERENCE.test(form.transferReference.trim())) fields.transferReference = t('refund.referenceInvalid');
    const reason = form.reason.trim();
    if (reason.length < 3 || reason.length > 500) fields.reason = t('approvals.reasonLength');
    if (Object.keys(fields).length > 0 || amount === null) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    request.mutate(
      { userId, amount, currency, transferReference: form.transferReference.trim(), reason },
      { onSuccess: onRequested, onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) },
    );
  };

  return (
    <section className="panel" aria-labelledby="refund-title">
      <h2 id="refund-title">{t('refund.title', { borrower: userId })}</h2>
      <p>{t('refund.intro')}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('refund.amount', { currency })} hint={t('refund.amountHint')} inputMode="decimal" value={form.amount} onChange={set('amount')} error={failure.fields.amount} />
        <TextField label={t('refund.transferReference')} hint={t('refund.referenceHint')} value={form.transferReference} onChange={set('transferReference')} error={failure.fields.transferReference} />
        <TextField label={t('refund.reason')} hint={t('approvals.reasonHint')} maxLength={500} value={form.reason} onChange={set('reason')} error={failure.fields.reason} />
        <div className="actions">
          <button type="submit" disabled={request.isPending}>
            {t('refund.submit')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('refund.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
