import { ROLES, type Role, type StaffMarket } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { dateTimeText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { Choices, toggle } from '../../shared/ui/choices.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useInvite, type Invited } from './staff-api.ts';

const FIELDS = ['email', 'name', 'roles', 'markets'] as const;
const MARKETS: readonly StaffMarket[] = ['NG', 'MX'];
const NO_FAILURE: FormFailure = { general: null, fields: {} };

/** Invites a colleague: the answer's one-time link is shown here once, to hand over in person or by a trusted channel. */
export function InviteForm() {
  const { t, lang } = useI18n();
  const invite = useInvite();
  const [form, setForm] = useState({ email: '', name: '', roles: [] as Role[], markets: [] as StaffMarket[] });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [invited, setInvited] = useState<Invited | null>(null);
  const formRef = useFocusFirstProblem(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (form.email.trim() === '') fields.email = t('error.required');
    if (form.name.trim() === '') fields.name = t('error.required');
    if (form.roles.length === 0) fields.roles = t('staff.chooseRole');
    if (form.markets.length === 0) fields.markets = t('staff.chooseMarket');
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    setInvited(null);
    invite.mutate(
      { email: form.email.trim(), name: form.name.trim(), roles: form.roles, markets: form.markets },
      {
        onSuccess(answer) {
          setInvited(answer);
          setForm({ email: '', name: '', roles: [], markets: [] });
        },
        onError: (error) => setFailure(formFailureOf(error, FIELDS, t)),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('staff.inviteTitle')}</h2>
      <div role="status">
        {invited ? (
          <div className="one-time">
            <p>{t('staff.invited', { expires: dateTimeText(invited.expiresAt, lang) })}</p>
            <p className="secret" data-testid="enrolment-link">
              {invited.link}
            </p>
            {invited.rolesApproval ? <p>{t('staff.rolesWait')}</p> : null}
          </div>
        ) : null}
      </div>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('staff.email')} type="email" autoComplete="off" value={form.email} onChange={(email) => setForm((f) => ({ ...f, email }))} error={failure.fields.email} />
        <TextField label={t('staff.name')} autoComplete="off" value={form.name} onChange={(name) => setForm((f) => ({ ...f, name }))} error={failure.fields.name} />
        <Choices legend={t('staff.roles')} name="roles" options={ROLES} chosen={form.roles} label={(role) => t(`role.${role}`)} error={failure.fields.roles} onToggle={(role) => setForm((f) => ({ ...f, roles: toggle(f.roles, role) }))} />
        <Choices legend={t('staff.markets')} name="markets" options={MARKETS} chosen={form.markets} label={(market) => t(`market.${market}`)} error={failure.fields.markets} onToggle={(market) => setForm((f) => ({ ...f, markets: toggle(f.markets, market) }))} />
        <button type="submit" disabled={invite.isPending}>
          {t('staff.invite')}
        </button>
      </form>
    </section>
  );
}
