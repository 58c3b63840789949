import { marketDate, marketOfCurrency, PROOF_CHANNELS, proofAmountProblem, type Currency, type ProofChannel } from '@lendline/domain';
import { useRef, useState, type FormEvent } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { Select } from '../../shared/ui/select.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { saveProof } from './proof-api.ts';
import { useSlipPhoto } from './use-slip-photo.ts';

type Field = 'amount' | 'paidOn' | 'channel' | 'reference';
type Errors = Partial<Record<Field | 'imageId', string>>;

/**
 * The slip and what it says. Checked here as the server checks it, and again there; every
 * error sits at its field and nothing typed is lost. After sending, the form empties and the
 * 48-hour promise is stated with its date.
 */
export function ProofForm({ orderNo, currency }: { orderNo: string; currency: Currency }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(currency);
  const today = marketDate(new Date(), market);
  const { photo, choose, fail, reset } = useSlipPhoto();
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', paidOn: today, channel: '', reference: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  function localErrors(): Errors {
    const found: Errors = {};
    const amount = proofAmountProblem(values.amount);
    if (amount) found.amount = t(amount);
    if (!values.paidOn) found.paidOn = t('error.proof.paidOn.required');
    else if (values.paidOn > today) found.paidOn = t('error.proof.paidOn.future');
    if (!values.channel) found.channel = t('error.proof.channel.required');
    if (!values.reference.trim()) found.reference = t('error.proof.reference.required');
    if (!photo.imageId) found.imageId = photo.error ?? t('error.proof.image.required');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    setSent(null);
    const found = localErrors();
    setErrors(found);
    const offered: readonly ProofChannel[] = PROOF_CHANNELS[market];
    const channel = offered.find((value) => value === values.channel);
    if (Object.keys(found).length > 0 || !photo.imageId || !channel) return;
    const result = await saveProof({ orderNo, ...values, channel, imageId: photo.imageId });
    if (!result.ok) {
      const fields: Errors = Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message]));
      if (fields.imageId) fail(fields.imageId);
      setErrors(fields);
      if (!result.fields?.length) {
        setFormError(result.code === NETWORK_FAILURE ? t('error.network') : result.msg);
        problem.current?.focus();
      }
      return;
    }
    setSent(t('proof.sent', { date: formatInstant(result.data.answerBy, lang, market) }));
    setValues({ amount: '', paidOn: today, channel: '', reference: '' });
    reset();
  }

  const channels = PROOF_CHANNELS[market].map((value) => ({ value, label: t(`proof.channel.${value}`) }));
  return (
    <form className="card repay__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="proof-intro">
      <p id="proof-intro">{t('proof.intro')}</p>
      {photo.preview && <img className="proof__preview" src={photo.preview} alt={t('proof.photo.preview')} />}
      <FileInput
        label={t('proof.photo.label')}
        hint={t('proof.photo.hint')}
        error={errors.imageId ?? photo.error ?? undefined}
        accept="image/*"
        capture="environment"
        disabled={photo.status === 'working'}
        onFile={(file) => void choose(file)}
      />
      {photo.status === 'working' && <progress max={1} value={photo.progress} aria-label={t('proof.photo.uploading')} />}
      {photo.status === 'done' && <p role="status">{t('proof.photo.ready')}</p>}
      <TextField label={t('proof.amount.label')} hint={t('proof.amount.hint', { currency })} error={errors.amount} inputMode="decimal" autoComplete="off" value={values.amount} onChange={set('amount')} />
      <TextField label={t('proof.paidOn.label')} type="date" max={today} error={errors.paidOn} value={values.paidOn} onChange={set('paidOn')} />
      <Select label={t('proof.channel.label')} placeholder={t('proof.channel.choose')} options={channels} error={errors.channel} value={values.channel} onChange={set('channel')} />
      <TextField label={t('proof.reference.label')} hint={t('proof.reference.hint')} error={errors.reference} autoComplete="off" value={values.reference} onChange={set('reference')} />
      <FormError message={formError} ref={problem} />
      {sent && <p role="status">{sent}</p>}
      <Button type="submit" className="btn--block" disabled={photo.status === 'working'}>
        {t('proof.send')}
      </Button>
    </form>
  );
}
