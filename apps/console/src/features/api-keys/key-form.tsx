import { PERMISSIONS, permissionsOf, type Permission, type StaffMarket } from '@lendline/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import { Choices, toggle } from '../../shared/ui/choices.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useCreateKey } from './api-keys-api.ts';

const FIELDS = ['name', 'permissions', 'markets'] as const;
const NO_FAILURE: FormFailure = { general: null, fields: {} };

/**
 * Makes an integration's key with what it needs. Only the permissions and markets the person
 * holds are offered: the server refuses more (ADR 083). The key is shown here once.
 */
export function KeyForm() {
  const { t } = useI18n();
  const { data: me } = useStaffSession();
  const create = useCreateKey();
  const held = useMemo(() => permissionsOf(me?.roles ?? []), [me?.roles]);
  const offered = PERMISSIONS.filter((permission) => held.has(permission));
  const markets: readonly StaffMarket[] = me?.markets ?? [];
  const [form, setForm] = useState({ name: '', permissions: [] as Permission[], markets: [] as StaffMarket[] });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [made, setMade] = useState<string | null>(null);
  const formRef = useFocusFirstProblem(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (form.name.trim() === '') fields.name = t('error.required');
    if (form.permissions.length === 0) fields.permissions = t('apiKeys.choosePermission');
    if (form.markets.length === 0) fields.markets = t('staff.chooseMarket');
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    setMade(null);
    create.mutate(
      { name: form.name.trim(), permissions: form.permissions, markets: form.markets },
      {
        onSuccess(answer) {
          setMade(answer.key);
          setForm({ name: '', permissions: [], markets: [] });
        },
        onError: (error) => setFailure(formFailureOf(error, FIELDS, t)),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="key-form-title">
      <h2 id="key-form-title">{t('apiKeys.newTitle')}</h2>
      <div role="status">
        {made ? (
          <div className="one-time">
            <p>{t('apiKeys.made')}</p>
            <p className="secret" data-testid="api-key">
              {made}
            </p>
          </div>
        ) : null}
      </div>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('apiKeys.name')} autoComplete="off" value={form.name} onChange={(name) => setForm((f) => ({ ...f, name }))} error={failure.fields.name} />
        <Choices legend={t('apiKeys.permissions')} name="permissions" options={offered} chosen={form.permissions} label={(permission) => permission} error={failure.fields.permissions}
          onToggle={(permission) => setForm((f) => ({ ...f, permissions: toggle(f.permissions, permission) }))} />
        <Choices legend={t('staff.markets')} name="markets" options={markets} chosen={form.markets} label={(market) => t(`market.${market}`)} error={failure.fields.markets}
          onToggle={(market) => setForm((f) => ({ ...f, markets: toggle(f.markets, market) }))} />
        <button type="submit" disabled={create.isPending}>
          {t('apiKeys.create')}
        </button>
      </form>
    </section>
  );
}
