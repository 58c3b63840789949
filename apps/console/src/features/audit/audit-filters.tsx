import { useState, type FormEvent } from 'react';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { AuditFilters } from './audit-api.ts';

/** The trail's filters: applied together when the person asks, so typing does not send a query a key. */
export function AuditFilterForm({ initial, onApply }: { initial: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState(initial);
  const set = (name: keyof AuditFilters) => (value: string) => setForm((before) => ({ ...before, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  return (
    <form className="filters" onSubmit={submit} noValidate aria-label={t('audit.filters')}>
      <TextField label={t('audit.actorId')} value={form.actorId} onChange={set('actorId')} />
      <TextField label={t('audit.action')} value={form.action} onChange={set('action')} />
      <TextField label={t('audit.objectType')} value={form.objectType} onChange={set('objectType')} />
      <TextField label={t('audit.objectId')} value={form.objectId} onChange={set('objectId')} />
      <TextField label={t('audit.from')} type="date" value={form.from} onChange={set('from')} />
      <TextField label={t('audit.to')} type="date" value={form.to} onChange={set('to')} />
      <div className="filters-submit">
        <button type="submit">{t('audit.apply')}</button>
      </div>
    </form>
  );
}
