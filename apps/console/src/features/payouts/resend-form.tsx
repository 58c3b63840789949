import type { Currency } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { BankChoice } from './bank-choice.tsx';
import { useRequestResend } from './payouts-api.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };

/** The borrower's bank-card form of each market (bankAccountSchema): the server checks it as it checks theirs. */
const ACCOUNT_FIELDS: Readonly<Record<'NG' | 'MX', readonly { name: string; label: UiKey; digits?: boolean }[]>> = {
  NG: [
    { name: 'bankCode', label: 'payouts.bank' },
    { name: 'accountNumber', label: 'payouts.field.accountNumber', digits: true },
    { name: 'confirmAccountNumber', label: 'payouts.field.confirmAccountNumber', digits: true },
    { name: 'accountName', label: 'payouts.field.accountName' },
    { name: 'bvn', label: 'payouts.field.bvn', digits: true },
  ],
  MX: [
    { name: 'accountNumber', label: 'payouts.field.accountNumber', digits: true },
    { name: 'confirmAccountNumber', label: 'payouts.field.confirmAccountNumber', digits: true },
    { name: 'holderName', label: 'payouts.field.holderName' },
    { name: 'curp', label: 'payouts.field.curp' },
  ],
};

interface ResendFormProps {
  orderNo: string;
  currency: Currency;
  onRequested: () => void;
  onCancel: () => void;
}

/**
 * Asks to send a failed payout again, to a new account (four-eyes, ADR 080): the borrower's
 * bank-card form of the market and why. Nothing moves until a second person approves; whatever
 * is refused is told at its field and everything typed stays.
 */
export function ResendForm({ orderNo, currency, onRequested, onCancel }: ResendFormProps) {
  const { t } = useI18n();
  const market = currency === 'MXN' ? 'MX' : 'NG';
  const fields = ACCOUNT_FIELDS[market];
  const request = useRequestResend();
  const [form, setForm] = useState<Record<string, string>>({ cardType: 'clabe', reason: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: string) => (value: string) => setForm((before) => ({ ...before, [name]: value }));
  const value = (name: string) => form[name] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const field of fields) if (value(field.name).trim() === '') problems[field.name] = t('payouts.fieldRequired');
    if (!problems.confirmAccountNumber && value('confirmAccountNumber').trim() !== value('accountNumber').trim()) problems.confirmAccountNumber = t('payouts.accountMismatch');
    const reason = value('reason').trim();
    if (reason.length < 3 || reason.length > 500) problems.reason = t('approvals.reasonLength');
    if (Object.keys(problems).length > 0) return setFailure({ general: null, fields: problems });
    setFailure(NO_FAILURE);
    const account: Record<string, string> = market === 'MX' ? { cardType: value('cardType') } : {};
    for (const field of fields) account[field.name] = value(field.name).trim();
    request.mutate(
      { orderNo, account, reason },
      { onSuccess: onRequested, onError: (error) => setFailure(formFailureOf(error, [...fields.map((f) => f.name), 'cardType', 'reason'], t)) },
    );
  };

  return (
    <section className="panel" aria-labelledby={`resend-${orderNo}`}>
      <h3 id={`resend-${orderNo}`}>{t('payouts.resendTitle', { order: orderNo })}</h3>
      <p>{t('payouts.resendIntro')}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        {market === 'MX' ? (
          <SelectField label={t('payouts.field.cardType')} value={value('cardType')} onChange={set('cardType')} options={[{ value: 'clabe', label: 'CLABE' }, { value: 'debit', label: t('payouts.debitCard') }]} />
        ) : null}
        {fields.map((field) =>
          field.name === 'bankCode' ? (
            <BankChoice key={field.name} value={value(field.name)} onChange={set(field.name)} error={failure.fields[field.name]} />
          ) : (
            <TextField key={field.name} label={t(field.label)} inputMode={field.digits ? 'numeric' : undefined} autoComplete="off" value={value(field.name)} onChange={set(field.name)} error={failure.fields[field.name]} />
          ),
        )}
        <TextField label={t('payouts.reason')} hint={t('payouts.resendReasonHint')} maxLength={500} value={value('reason')} onChange={set('reason')} error={failure.fields.reason} />
        <div className="actions">
          <button type="submit" disabled={request.isPending}>
            {t('payouts.resendSubmit')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('payouts.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
