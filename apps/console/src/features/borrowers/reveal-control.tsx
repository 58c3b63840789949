import type { RevealField } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useReveal } from './borrowers-api.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };

interface RevealControlProps {
  userId: string;
  field: RevealField;
  label: string;
  masked: string;
  /** Whether the person holds borrowers.reveal: without it the value stays masked and no button shows. */
  mayReveal: boolean;
}

/**
 * A masked value with its Reveal button (ADR 081): the button asks why, the server records who
 * and why, and the value is shown here until the person hides it. A bad reason is told at its
 * field, and what was typed stays.
 */
export function RevealControl({ userId, field, label, masked, mayReveal }: RevealControlProps) {
  const { t } = useI18n();
  const reveal = useReveal();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 3 || text.length > 500) return setFailure({ general: null, fields: { reason: t('approvals.reasonLength') } });
    setFailure(NO_FAILURE);
    reveal.mutate(
      { userId, field, reason: text },
      {
        onSuccess: (revealed) => {
          setValue(revealed.value);
          setAsking(false);
          setReason('');
        },
        onError: (error) => setFailure(formFailureOf(error, ['reason'], t)),
      },
    );
  };

  if (value !== null) {
    return (
      <>
        <span className="revealed">{value}</span>{' '}
        <button type="button" className="button-link" onClick={() => setValue(null)}>
          {t('borrowers.hide', { field: label })}
        </button>
      </>
    );
  }
  return (
    <>
      <span>{masked}</span>{' '}
      {!mayReveal ? null : asking ? (
        <form ref={formRef} className="reveal-form" onSubmit={submit} noValidate>
          <FormAlert message={failure.general} />
          <TextField name="reason" label={t('borrowers.revealReason', { field: label })} hint={t('borrowers.revealHint')} value={reason} onChange={setReason} error={failure.fields.reason} maxLength={500} />
          <div className="actions">
            <button type="submit" disabled={reveal.isPending}>
              {t('borrowers.revealSubmit')}
            </button>
            <button type="button" className="button-link" onClick={() => setAsking(false)}>
              {t('borrowers.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button-link" onClick={() => setAsking(true)}>
          {t('borrowers.reveal', { field: label })}
        </button>
      )}
    </>
  );
}
