import { CORRECTABLE_FIELDS, dataCorrectionRequest, type DataCorrection } from '@lendline/domain';
import { useRef, useState, type FormEvent } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { say, type Message } from '../../shared/forms/message.ts';
import { checkWith } from '../../shared/forms/schema-check.ts';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Select } from '../../shared/ui/select.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { askForCorrection } from './data-rights-api.ts';

type Field = 'field' | 'value' | 'reason';
const EMPTY: Record<Field, string> = { field: '', value: '', reason: '' };

/**
 * Asking staff to correct a detail the submitted application locks (ADR 103): checked here with
 * the contract's schema and again by the server (the value as the personal step checks it);
 * every error sits at its field and nothing typed is lost.
 */
export function CorrectionForm({ corrections, onChanged }: { corrections: readonly DataCorrection[]; onChanged: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, Message>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const problem = useRef<HTMLParagraphElement>(null);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    setSent(false);
    const checked = checkWith(dataCorrectionRequest, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = await askForCorrection(checked.data);
    if (!result.ok) {
      setErrors(Object.fromEntries((result.fields ?? []).map((f) => [f.field, { text: f.message }])));
      if (!result.fields?.length) {
        setFormError(result.code === NETWORK_FAILURE ? t('error.network') : result.msg);
        problem.current?.focus();
      }
      return;
    }
    setSent(true);
    setValues(EMPTY);
    onChanged();
  }

  const fields = CORRECTABLE_FIELDS.map((value) => ({ value, label: t(`dataRights.field.${value}`) }));
  return (
    <>
      <form className="card data-rights__card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="data-correction-title">
        <h2 id="data-correction-title">{t('dataRights.correction.title')}</h2>
        <p>{t('dataRights.correction.intro')}</p>
        <Select label={t('dataRights.correction.field')} placeholder={t('dataRights.correction.choose')} options={fields} error={say(t, errors.field)} value={values.field} onChange={set('field')} />
        <TextField label={t('dataRights.correction.value')} error={say(t, errors.value)} autoComplete="off" value={values.value} onChange={set('value')} />
        <TextField label={t('dataRights.correction.reason')} error={say(t, errors.reason)} autoComplete="off" value={values.reason} onChange={set('reason')} />
        <FormError message={formError} ref={problem} />
        {sent && <p role="status">{t('dataRights.correction.sent')}</p>}
        <Button type="submit" className="btn--block">
          {t('dataRights.correction.send')}
        </Button>
      </form>
      {corrections.length > 0 && (
        <section className="card data-rights__card" aria-labelledby="data-corrections-title">
          <h2 id="data-corrections-title">{t('dataRights.corrections.title')}</h2>
          <ul className="data-rights__list">
            {corrections.map((c) => (
              <li key={c.id}>
                <p>{t('dataRights.corrections.item', { field: t(`dataRights.field.${c.field}`), value: c.value, date: formatInstant(c.requestedAt, lang, market) })}</p>
                <p>{t(c.state === 'done' ? 'dataRights.state.done' : c.state === 'refused' ? 'dataRights.state.refused' : 'dataRights.state.received')}</p>
                {c.refusal && <p>{t('dataRights.corrections.refusal', { reason: c.refusal })}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
