import { MARKETS } from '@lendline/domain';
import { lazy, Suspense, useRef } from 'react';
import { useT, type Translate } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { loginPathFor } from '../../shared/router/resolve.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { CodeField } from '../../shared/forms/code-field.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { SandboxBanner } from '../../shared/sandbox/sandbox-banner.tsx';
import { useSignInForm, type Message } from './use-sign-in-form.ts';
import type { SignInMode } from './sign-in-api.ts';
import './auth.css';

// Only a borrower with a newer version to accept ever loads it (ADR 048).
const LegalPrompt = lazy(() => import('./legal-prompt.tsx').then((m) => ({ default: m.LegalPrompt })));

function say(t: Translate, message: Message | undefined): string | undefined {
  if (!message) return undefined;
  return 'key' in message ? t(message.key) : message.text;
}

function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** Phone + one-time code, shared by login and register. */
export function SignInForm({ mode }: { mode: SignInMode }) {
  const t = useT();
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useSignInForm(mode, { mobile: mobileRef, code: codeRef });
  const { errors, remaining } = form;
  const getCodeLabel = form.sending
    ? t('auth.sendingCode')
    : remaining > 0
      ? t('auth.resendIn', { seconds: remaining })
      : form.sentTo
        ? t('auth.resend')
        : t('auth.getCode');
  const loginLink = form.redirect ? loginPathFor(form.redirect) : '/user/login';

  return (
    <Page title={t(mode === 'login' ? 'route.login' : 'route.register')} back="/" aside={<LanguageToggle />}>
      <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <TextField
          ref={mobileRef}
          label={t('auth.phone.label')}
          prefix={t('auth.phone.dialCode', { code: MARKETS[form.market].dialCode })}
          error={say(t, errors.mobile)}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          value={form.mobile}
          onChange={(event) => form.changeMobile(event.target.value)}
        />
        <Button
          variant="secondary"
          className="btn--block"
          busy={form.sending}
          disabled={remaining > 0}
          onClick={() => void form.getCode()}
        >
          {getCodeLabel}
        </Button>
        {form.sentTo && (
          <p role="status" className="form__note">
            {t('auth.codeSent', { phone: `+${form.sentTo}` })}
          </p>
        )}
        {form.sandboxCode && <SandboxBanner code={form.sandboxCode} />}
        <CodeField
          ref={codeRef}
          label={t('auth.code.label')}
          hint={t('auth.code.hint')}
          error={say(t, errors.code)}
          value={form.code}
          onChange={form.changeCode}
        />
        {form.registered && (
          <div role="alert" className="form-error">
            <p>{t('error.MOBILE_REGISTERED')}</p>
            <Link to={loginLink}>{t('auth.registered.login')}</Link>
          </div>
        )}
        {errors.form && (
          <p role="alert" className="form-error">
            {say(t, errors.form)}
          </p>
        )}
        {mode === 'register' && (
          // The texts open beside the form, so nothing typed here is lost by reading them.
          <p className="form__note">
            {t('auth.legal.before')}{' '}
            <a href="#/termsCondition" target="_blank" rel="noopener">{t('auth.legal.terms')}</a>{' '}
            {t('auth.legal.and')}{' '}
            <a href="#/provicy" target="_blank" rel="noopener">{t('auth.legal.privacy')}</a>.
          </p>
        )}
        <Button type="submit" className="btn--block" busy={form.submitting} disabled={form.sending}>
          {t(mode === 'login' ? 'auth.login.submit' : 'auth.register.submit')}
        </Button>
      </form>
      {form.legalPrompt && (
        <Suspense fallback={null}>
          <LegalPrompt
            authorization={form.legalPrompt.authorization}
            state={form.legalPrompt.state}
            onAccepted={form.legalPrompt.finish}
            onSignedOut={form.declineLegal}
          />
        </Suspense>
      )}
      <p className="form__switch">
        {mode === 'login' ? (
          <Link to={withRedirect('/user/register', form.redirect)}>{t('auth.toRegister')}</Link>
        ) : (
          <Link to={loginLink}>{t('auth.toLogin')}</Link>
        )}
      </p>
    </Page>
  );
}
