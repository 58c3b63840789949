import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useStartEnrolment, type Enrolment } from './enrol-api.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };
// The server's policy (ADR 072); it alone judges how guessable a password is.
const MIN_LENGTH = 12;
const MAX_LENGTH = 128;

/** Step 1: the password, twice, with the policy said before the person types. */
export function PasswordStep({ token, onStarted }: { token: string; onStarted: (enrolment: Enrolment) => void }) {
  const { t } = useI18n();
  const start = useStartEnrolment();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH || password.length > MAX_LENGTH) return setFailure({ general: null, fields: { password: t('enrol.passwordLength') } });
    if (again !== password) return setFailure({ general: null, fields: { again: t('enrol.passwordMismatch') } });
    setFailure(NO_FAILURE);
    start.mutate({ token, password }, { onSuccess: onStarted, onError: (error) => setFailure(formFailureOf(error, ['password'], t)) });
  };

  return (
    <section aria-labelledby="password-step">
      <h2 id="password-step">{t('enrol.passwordStep')}</h2>
      <div className="policy" id="password-policy">
        <p>{t('enrol.policyTitle')}</p>
        <ul>
          <li>{t('enrol.policyLength')}</li>
          <li>{t('enrol.policyCommon')}</li>
          <li>{t('enrol.policyEmail')}</li>
        </ul>
        <p>{t('enrol.policyTip')}</p>
      </div>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('enrol.password')} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={failure.fields.password} />
        <TextField label={t('enrol.passwordAgain')} type="password" autoComplete="new-password" value={again} onChange={setAgain} error={failure.fields.again} />
        <button type="submit" disabled={start.isPending}>
          {start.isPending ? t('enrol.working') : t('enrol.continue')}
        </button>
      </form>
    </section>
  );
}
