import { decimalToMinor, MANUAL_PAYMENT_CHANNELS, type ManualPaymentChannel, type StaffLoanOwed } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useRequestMoneyAction } from './money-actions-api.ts';
import { checkReason, checkReference, NO_FAILURE } from './money-form-fns.ts';

const FIELDS = ['amount', 'channel', 'reference', 'reason'] as const;
const CHANNELS: Readonly<Record<ManualPaymentChannel, UiKey>> = {
  bank_transfer: 'manual.channel.bank_transfer', cash: 'manual.channel.cash', cheque: 'manual.channel.cheque', other: 'manual.channel.other',
};

interface ManualPaymentFormProps {
  loan: StaffLoanOwed;
  onRequested: (id: string) => void;
  onCancel: () => void;
}

/**
 * Asks to record a payment that reached us outside every channel (ADR 079): the amount typed
 * in major units (converted by the domain's money module), how it came and its reference, and
 * why. More than is owed becomes the borrower's credit, as for any payment.
 */
export function ManualPaymentForm({ loan, onRequested, onCancel }: ManualPaymentFormProps) {
  const { t } = useI18n();
  const request = useRequestMoneyAction();
  const [form, setForm] = useState({ amount: '', channel: 'bank_transfer', reference: '', reason: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = decimalToMinor(form.amount, loan.currency);
    const channel = MANUAL_PAYMENT_CHANNELS.find((c) => c === form.channel) ?? 'bank_transfer';
    const fields: Record<string, string> = { ...checkReference(form.reference, t), ...checkReason(form.reason, t) };
    if (amount === null || amount <= 0) fields.amount = t('refund.amountInvalid');
    if (Object.keys(fields).length > 0 || amount === null) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    request.mutate(
      { action: 'manualPayment', input: { orderNo: loan.orderNo, amount, channel, reference: form.reference.trim() }, reason: form.reason.trim() },
      { onSuccess: (made) => onRequested(made.id), onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) },
    );
  };

  return (
    <section className="panel" aria-labelledby="manual-title">
      <h2 id="manual-title">{t('manual.title', { orderNo: loan.orderNo })}</h2>
      <p>{t('manual.intro')}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('refund.amount', { currency: loan.currency })} hint={t('manual.amountHint')} inputMode="decimal" value={form.amount} onChange={set('amount')} error={failure.fields.amount} />
        <SelectField label={t('manual.channel')} value={form.channel} onChange={set('channel')} options={MANUAL_PAYMENT_CHANNELS.map((value) => ({ value, label: t(CHANNELS[value]) }))} />
        <TextField label={t('manual.reference')} hint={t('refund.referenceHint')} value={form.reference} onChange={set('reference')} error={failure.fields.reference} />
        <TextField label={t('money.reason')} hint={t('approvals.reasonHint')} maxLength={500} value={form.reason} onChange={set('reason')} error={failure.fields.reason} />
        <div className="actions">
          <button type="submit" disabled={request.isPending}>
            {t('manual.submit')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('money.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
