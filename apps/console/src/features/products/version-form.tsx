import { EDITABLE_TERM_FIELDS, type EditableTerms, type ProductTerms } from '@lendline/domain';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { PreviewTable } from './preview-table.tsx';
import { useAskNewProduct, useAskVersion, usePreview } from './products-api.ts';
import { MONEY_FIELDS, termsFromText, termsText, type TermsText } from './terms-form-fns.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };
const TEXT_FIELDS = EDITABLE_TERM_FIELDS.filter((field) => field !== 'interestMethod' && field !== 'extensionEnabled');
const SERVER_FIELDS = [...EDITABLE_TERM_FIELDS.map((field) => `terms.${field}`), 'terms', 'productId', 'basedOn', 'reason'];

interface VersionFormProps {
  live: ProductTerms;
  liveVersion: number;
  /** A new version of the product, or a new product made from it (its own id, the rest starting as the product's). */
  makes: 'version' | 'product';
  onRequested: () => void;
  onCancel: () => void;
}

/**
 * A new version of a product, or a new product made from one (issue 22, ADR 082): every
 * editable term, with the offer's figures and the product rules' verdict at each field as the
 * terms are typed. "Ask to put live" sends a four-eyes request with a reason; a second person
 * approves it in Approvals. Whatever fails keeps what was typed.
 */
export function VersionForm({ live, liveVersion, makes, onRequested, onCancel }: VersionFormProps) {
  const { t } = useI18n();
  const [text, setText] = useState<TermsText>(() => termsText(live));
  const [newId, setNewId] = useState(`${live.market.toLowerCase()}-`);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const askVersion = useAskVersion();
  const askProduct = useAskNewProduct();
  const ask = makes === 'version' ? askVersion : askProduct;
  const parsed = useMemo(() => termsFromText(text, live.currency), [text, live.currency]);
  const typedTerms = 'terms' in parsed ? parsed.terms : null;
  const preview = usePreview(live.productId, useDeferredValue(typedTerms));
  const set = (field: keyof EditableTerms) => (value: string) => setText((before) => ({ ...before, [field]: value }));

  // At each field: what the person typed that is not a number, else the product rule it breaks, else the server's refusal.
  const ruleAt = new Map((preview.data?.problems ?? []).map((p) => [p.field as string, p.message]));
  const errorAt = (field: keyof EditableTerms): string | undefined =>
    'fields' in parsed && parsed.fields[field] ? t('products.notNumber') : (ruleAt.get(field) ?? failure.fields[`terms.${field}`]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    const fields: Record<string, string> = {};
    if (why.length < 3 || why.length > 500) fields.reason = t('approvals.reasonLength');
    if (Object.keys(fields).length > 0 || !typedTerms) return setFailure({ general: typedTerms ? null : t('products.fixFields'), fields });
    setFailure(NO_FAILURE);
    const answered = { onSuccess: onRequested, onError: (error: Error) => setFailure(formFailureOf(error, SERVER_FIELDS, t)) };
    if (makes === 'version') askVersion.mutate({ productId: live.productId, terms: typedTerms, reason: why }, answered);
    else askProduct.mutate({ productId: newId.trim(), basedOn: live.productId, terms: typedTerms, reason: why }, answered);
  };

  const label = (field: keyof EditableTerms) =>
    (MONEY_FIELDS as readonly string[]).includes(field) ? t(`products.field.${field}` as UiKey, { currency: live.currency }) : t(`products.field.${field}` as UiKey);

  return (
    <section className="panel" aria-labelledby="version-title">
      <h2 id="version-title">
        {makes === 'version' ? t('products.editTitle', { product: live.name, version: liveVersion }) : t('products.newTitle', { product: live.name })}
      </h2>
      <p>{t(makes === 'version' ? 'products.editIntro' : 'products.newIntro')}</p>
      <FormAlert message={failure.general ?? failure.fields.terms ?? failure.fields.basedOn ?? (makes === 'version' ? failure.fields.productId : undefined) ?? null} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <div className="field-grid">
          {makes === 'product' ? (
            <TextField label={t('products.field.productId')} hint={t('products.hint.productId')} value={newId} onChange={setNewId} error={failure.fields.productId} />
          ) : null}
          {TEXT_FIELDS.map((field) => (
            <TextField key={field} label={label(field)} hint={t(`products.hint.${field}` as UiKey)} value={text[field]} onChange={set(field)} error={errorAt(field)}
              inputMode={field === 'name' || field === 'tenures' ? undefined : (MONEY_FIELDS as readonly string[]).includes(field) ? 'decimal' : 'numeric'} />
          ))}
          <SelectField label={t('products.field.interestMethod')} value={text.interestMethod} onChange={set('interestMethod')}
            options={[{ value: 'declining', label: t('products.method.declining') }, { value: 'flat', label: t('products.method.flat') }]} />
          <SelectField label={t('products.field.extensionEnabled')} value={text.extensionEnabled} onChange={set('extensionEnabled')}
            options={[{ value: 'true', label: t('products.yes') }, { value: 'false', label: t('products.no') }]} />
        </div>
        <h3>{t('products.previewTitle')}</h3>
        {preview.data && preview.data.examples.length > 0 ? <PreviewTable examples={preview.data.examples} currency={live.currency} /> : <p>{t('products.previewNone')}</p>}
        <TextField label={t('products.reason')} hint={t('approvals.reasonHint')} maxLength={500} value={reason} onChange={setReason} error={failure.fields.reason} />
        <div className="actions">
          <button type="submit" disabled={ask.isPending}>
            {t('products.askLive')}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('products.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
