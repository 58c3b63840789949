import { COMPLAINT_CATEGORIES, complaintTextProblem } from '@lendline/domain';
import { useRef, useState, type FormEvent } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Select } from '../../shared/ui/select.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { sendComplaint } from './care-api.ts';
import { TextArea } from './text-area.tsx';

type Field = 'category' | 'text' | 'orderNo';
const EMPTY: Record<Field, string> = { category: '', text: '', orderNo: '' };

/**
 * A complaint: checked here as the server checks it, and again there; every error sits at its
 * field and nothing typed is lost. Once sent, the acknowledgement states the reference and the
 * promised answer date, and is announced to screen readers.
 */
export function ComplaintForm({ answerDays }: { answerDays: number }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    setSent(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.category) found.category = t('error.complaint.category.required');
    const textProblem = complaintTextProblem(values.text);
    if (textProblem) found.text = t(textProblem);
    setErrors(found);
    const category = COMPLAINT_CATEGORIES.find((value) => value === values.category);
    if (Object.keys(found).length > 0 || !category) return;
    const orderNo = values.orderNo.trim();
    const result = await sendComplaint({ category, text: values.text, ...(orderNo ? { orderNo } : {}) });
    if (!result.ok) {
      setErrors(Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message])));
      if (!result.fields?.length) {
        setFormError(result.code === NETWORK_FAILURE ? t('error.network') : result.msg);
        problem.current?.focus();
      }
      return;
    }
    setSent(t('care.complaint.sent', { reference: result.data.reference, date: formatInstant(result.data.answerBy, lang, market) }));
    setValues(EMPTY);
  }

  const categories = COMPLAINT_CATEGORIES.map((value) => ({ value, label: t(`care.complaint.category.${value}`) }));
  return (
    <form className="card care__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="care-complaint-title">
      <h2 id="care-complaint-title">{t('care.complaint.title')}</h2>
      <p>{t('care.complaint.intro', { days: answerDays })}</p>
      <Select label={t('care.complaint.category.label')} placeholder={t('care.complaint.category.choose')} options={categories} error={errors.category} value={values.category} onChange={set('category')} />
      <TextArea label={t('care.complaint.text.label')} hint={t('care.complaint.text.hint')} error={errors.text} maxLength={2000} value={values.text} onChange={set('text')} />
      <TextField label={t('care.complaint.orderNo.label')} error={errors.orderNo} autoComplete="off" value={values.orderNo} onChange={set('orderNo')} />
      <FormError message={formError} ref={problem} />
      {sent && <p role="status">{sent}</p>}
      <Button type="submit" className="btn--block">
        {t('care.complaint.send')}
      </Button>
    </form>
  );
}
