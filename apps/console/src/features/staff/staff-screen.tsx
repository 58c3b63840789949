import { hasPermission } from '@lendline/domain';
import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { dateTimeText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import type { ScreenProps } from '../../screens.ts';
import { InviteForm } from './invite-form.tsx';
import { useResetSignIn, useSetDisabled, useStaffList, type Invited, type StaffEntry } from './staff-api.ts';

/** The lender's staff (ADR 072): who has an account, with which roles and markets; an admin invites, disables and enables. */
export function StaffScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const { data: me } = useStaffSession();
  const mayManage = hasPermission(me?.roles ?? [], 'staff.manage');
  const list = useStaffList();
  const setDisabled = useSetDisabled();
  const resetSignIn = useResetSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [reset, setReset] = useState<{ name: string; link: Invited } | null>(null);

  const flip = (person: StaffEntry) => {
    setProblem(null);
    setDisabled.mutate({ id: person.id, disable: !person.disabled }, { onError: (error) => setProblem(formFailureOf(error, [], t).general) });
  };

  const startOver = (person: StaffEntry) => {
    setProblem(null);
    setReset(null);
    resetSignIn.mutate(person.id, {
      onSuccess: (link) => setReset({ name: person.name, link }),
      onError: (error) => setProblem(formFailureOf(error, [], t).general),
    });
  };

  const stateOf = (person: StaffEntry) => (person.disabled ? t('staff.state.disabled') : person.status === 'active' ? t('staff.state.active') : t('staff.state.invited'));

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <FormAlert message={problem} />
      <div role="status">
        {reset ? (
          <div className="one-time">
            <p>{t('staff.resetDone', { name: reset.name, expires: dateTimeText(reset.link.expiresAt, lang) })}</p>
            <p className="secret" data-testid="reset-link">
              {reset.link.link}
            </p>
            {reset.link.rolesApproval ? <p>{t('staff.rolesWait')}</p> : null}
          </div>
        ) : null}
      </div>
      {list.isPending ? <p>{t('app.loading')}</p> : null}
      {list.isError ? <p role="alert">{formFailureOf(list.error, [], t).general}</p> : null}
      {list.data ? (
        <div className="table-scroll">
          <table>
            <caption>{t('staff.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.email')}</th>
                <th scope="col">{t('staff.roles')}</th>
                <th scope="col">{t('staff.markets')}</th>
                <th scope="col">{t('staff.state')}</th>
                {mayManage ? <th scope="col">{t('held.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.data.map((person) => (
                <tr key={person.id}>
                  <td>{person.name}</td>
                  <td>{person.email}</td>
                  <td>{person.roles.map((role) => t(`role.${role}`)).join(', ')}</td>
                  <td>{person.markets.join(', ')}</td>
                  <td>{stateOf(person)}</td>
                  {mayManage ? (
                    <td>
                      {person.id === me?.id ? null : (
                        <button type="button" className="secondary" disabled={setDisabled.isPending} onClick={() => flip(person)}
                          aria-label={t(person.disabled ? 'staff.enableName' : 'staff.disableName', { name: person.name })}>
                          {t(person.disabled ? 'staff.enable' : 'staff.disable')}
                        </button>
                      )}
                      {person.id === me?.id || person.disabled ? null : (
                        <button type="button" className="secondary" disabled={resetSignIn.isPending} onClick={() => startOver(person)} aria-label={t('staff.resetName', { name: person.name })}>
                          {t('staff.reset')}
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {mayManage ? <InviteForm /> : null}
    </>
  );
}
