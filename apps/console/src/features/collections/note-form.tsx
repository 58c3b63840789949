import { decimalToMinor, type CollectionAnswer, type Currency } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useCollectionAction } from './collections-api.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };
const FIELDS = ['note', 'promisedOn', 'promisedAmount'] as const;

interface NoteFormProps {
  orderNo: string;
  currency: Currency;
  onSaved: (answer: CollectionAnswer) => void;
}

/** A contact note, or a promise to pay when a day and an amount (typed in major units) are given. */
export function NoteForm({ orderNo, currency, onSaved }: NoteFormProps) {
  const { t } = useI18n();
  const action = useCollectionAction();
  const [form, setForm] = useState({ note: '', promisedOn: '', promisedAmount: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = form.note.trim();
    const on = form.promisedOn.trim();
    const typed = form.promisedAmount.trim();
    const amount = typed === '' ? null : decimalToMinor(typed, currency);
    const fields: Record<string, string> = {};
    if (note.length < 3 || note.length > 1000) fields.note = t('collections.noteLength');
    if (typed !== '' && (amount === null || amount <= 0)) fields.promisedAmount = t('collections.amountInvalid');
    else if ((on === '') !== (typed === '')) fields.promisedOn = t('collections.promiseBoth');
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    const promise = on !== '' && amount !== null ? { promisedOn: on, promisedAmount: amount } : {};
    action.mutate({ orderNo, verb: 'notes', note, ...promise }, { onSuccess: onSaved, onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('collections.noteFor', { order: orderNo })}>
      <FormAlert message={failure.general} />
      <TextAreaField label={t('collections.noteText')} hint={t('collections.noteHint')} maxLength={1000} value={form.note} onChange={set('note')} error={failure.fields.note} />
      <TextField label={t('collections.promisedOn')} hint={t('collections.promiseHint')} type="date" value={form.promisedOn} onChange={set('promisedOn')} error={failure.fields.promisedOn} />
      <TextField label={t('collections.promisedAmount', { currency })} inputMode="decimal" value={form.promisedAmount} onChange={set('promisedAmount')} error={failure.fields.promisedAmount} />
      <div className="actions">
        <button type="submit" disabled={action.isPending}>
          {t('collections.noteSave')}
        </button>
      </div>
    </form>
  );
}
