import { decimalToMinor, type Currency } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useAskLimitOverride } from './products-api.ts';

const FIELDS = ['userId', 'limit', 'reason'] as const;
const NO_FAILURE: FormFailure = { general: null, fields: {} };

/**
 * A borrower's credit limit set by hand (four-eyes `limitOverride`, ADR 082): the server checks
 * it lies within the amounts of the products open to the borrower; the next assessment grants it.
 */
export function LimitForm({ currency, onRequested }: { currency: Currency; onRequested: () => void }) {
  const { t } = useI18n();
  const ask = useAskLimitOverride();
  const [form, setForm] = useState({ userId: '', limit: '', reason: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limit = decimalToMinor(form.limit.trim(), currency);
    const userId = form.userId.trim();
    const reason = form.reason.trim();
    const fields: Record<string, string> = {};
    if (userId === '') fields.userId = t('limit.userIdRequired');
    if (limit === null || limit <= 0) fields.limit = t('limit.limitInvalid');
    if (reason.length < 3 || reason.length > 500) fields.reason = t('approvals.reasonLength');
    if (Object.keys(fields).length > 0 || limit === null) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    ask.mutate({ userId, limit, reason }, {
      onSuccess: () => {
        setForm({ userId: '', limit: '', reason: '' });
        onRequested();
      },
      onError: (error) => setFailure(formFailureOf(error, FIELDS, t)),
    });
  };

  return (
    <section className="panel" aria-labelledby="limit-title">
      <h2 id="limit-title">{t('limit.title')}</h2>
      <p>{t('limit.intro')}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('limit.userId')} value={form.userId} onChange={set('userId')} error={failure.fields.userId} />
        <TextField label={t('limit.limit', { currency })} hint={t('limit.limitHint')} inputMode="decimal" value={form.limit} onChange={set('limit')} error={failure.fields.limit} />
        <TextField label={t('limit.reason')} hint={t('approvals.reasonHint')} maxLength={500} value={form.reason} onChange={set('reason')} error={failure.fields.reason} />
        <div className="actions">
          <button type="submit" disabled={ask.isPending}>
            {t('limit.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
