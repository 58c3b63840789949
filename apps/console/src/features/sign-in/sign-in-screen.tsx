import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { digitsOf, isSixDigits } from '../../shared/forms/six-digits.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useSignIn } from '../../shared/session/session.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { usePageTitle } from '../../shared/ui/use-page-title.ts';

const FIELDS = ['email', 'password', 'code'] as const;
const NO_FAILURE: FormFailure = { general: null, fields: {} };

/**
 * Email, password and the authenticator's code, in one step (ADR 072). Whatever fails, what was
 * typed stays: a bad field's message shows at that field, any other failure (the one answer for
 * every wrong credential, or too many attempts) above the form.
 */
export function SignInScreen() {
  const { t } = useI18n();
  usePageTitle(t('signIn.title'), t('app.name'));
  const signIn = useSignIn();
  const [form, setForm] = useState({ email: '', password: '', code: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (form.email.trim() === '') fields.email = t('error.required');
    if (form.password === '') fields.password = t('error.required');
    if (!isSixDigits(form.code)) fields.code = t('signIn.codeInvalid');
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    signIn.mutate(
      { email: form.email.trim(), password: form.password, code: digitsOf(form.code) },
      { onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) },
    );
  };

  return (
    <main id="content" className="narrow-page">
      <h1>{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('signIn.email')} type="email" autoComplete="username" value={form.email} onChange={set('email')} error={failure.fields.email} />
        <TextField label={t('signIn.password')} type="password" autoComplete="current-password" value={form.password} onChange={set('password')} error={failure.fields.password} />
        <TextField
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          value={form.code}
          onChange={set('code')}
          error={failure.fields.code}
        />
        <button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
