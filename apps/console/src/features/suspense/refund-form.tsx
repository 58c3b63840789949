import { decimalToMinor, type Currency, type RefundMethod } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useRequestRefund } from './suspense-api.ts';

const FIELDS = ['amount', 'method', 'transferReference', 'reason'] as const;
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
 * domain's money module, never by float arithmetic), how it leaves and why. The payout rail is
 * the default (ADR 085); a manual transfer, with its reference, is an explicit choice for when
 * the rail cannot be used. Whatever fails keeps what was typed; nothing moves until a second
 * person approves.
 */
export function RefundForm({ userId, currency, onRequested, onCancel }: RefundFormProps) {
  const { t } = useI18n();
  const request = useRequestRefund();
  const [form, setForm] = useState({ amount: '', transferReference: '', reason: '' });
  const [method, setMethod] = useState<RefundMethod>('rail');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = decimalToMinor(form.amount, currency);
    const fields: Record<string, string> = {};
    if (amount === null || amount <= 0) fields.amount = t('refund.amountInvalid');
    if (method === 'manual' && !REFERENCE.test(form.transferReference.trim())) fields.transferReference = t('refund.referenceInvalid');
    const reason = form.reason.trim();
    if (reason.length < 3 || reason.length > 500) fields.reason = t('approvals.reasonLength');
    if (Object.keys(fields).length > 0 || amount === null) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    const how = method === 'manual' ? { method, transferReference: form.transferReference.trim() } : { method };
    request.mutate(
      { userId, amount, currency, ...how, reason },
      { onSuccess: onRequested, onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) },
    );
  };

  return (
    <section className="panel" aria-labelledby="refund-title">
      <h2 id="refund-title">{t('refund.title', { borrower: userId })}</h2>
      <p>{t(method === 'manual' ? 'refund.intro' : 'refund.introRail')}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('refund.amount', { currency })} hint={t('refund.amountHint')} inputMode="decimal" value={form.amount} onChange={set('amount')} error={failure.fields.amount} />
        <fieldset className="choices" aria-describedby={failure.fields.method ? 'refund-method-hint refund-method-error' : 'refund-method-hint'}>
          <legend>{t('refund.method')}</legend>
          {(['rail', 'manual'] as const).map((choice) => (
            <label key={choice}>
              <input type="radio" name="refund-method" value={choice} checked={method === choice} onChange={() => setMethod(choice)} aria-invalid={failure.fields.method ? true : undefined} />
              {t(choice === 'rail' ? 'refund.method.rail' : 'refund.method.manual')}
            </label>
          ))}
          <p className="field-hint" id="refund-method-hint">
            {t(method === 'rail' ? 'refund.method.railHint' : 'refund.method.manualHint')}
          </p>
          {failure.fields.method ? (
            <p className="field-error" id="refund-method-error">
              {failure.fields.method}
            </p>
          ) : null}
        </fieldset>
        {method === 'manual' ? (
          <TextField label={t('refund.transferReference')} hint={t('refund.referenceHint')} value={form.transferReference} onChange={set('transferReference')} error={failure.fields.transferReference} />
        ) : null}
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
