import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { hrefOf } from '../../shared/router/hash-route.ts';
import { usePageTitle } from '../../shared/ui/use-page-title.ts';
import type { Enrolment } from './enrol-api.ts';
import { PasswordStep } from './password-step.tsx';
import { ScanStep } from './scan-step.tsx';

type Step = { name: 'password' } | { name: 'scan'; enrolment: Enrolment } | { name: 'done' };

/**
 * An invited person's first visit (`#/enrol?token=…`, ADR 072): a password, then the
 * authenticator app. The key lives only in this screen's state, and goes once the set-up ends.
 */
export function EnrolScreen({ token }: { token: string | null }) {
  const { t } = useI18n();
  usePageTitle(t('enrol.title'), t('app.name'));
  const [step, setStep] = useState<Step>({ name: 'password' });
  const finish = () => {
    // The used token leaves the address bar and this entry of the history (a shared computer).
    window.history.replaceState(null, '', hrefOf('/enrol'));
    setStep({ name: 'done' });
  };

  return (
    <main id="content" className="narrow-page">
      <h1>{step.name === 'done' ? t('enrol.doneTitle') : t('enrol.title')}</h1>
      {step.name === 'done' ? (
        <>
          <p>{t('enrol.doneBody')}</p>
          <a className="button-link" href={hrefOf('/')}>
            {t('enrol.goToSignIn')}
          </a>
        </>
      ) : token === null ? (
        <p role="alert">{t('enrol.noToken')}</p>
      ) : step.name === 'password' ? (
        <PasswordStep token={token} onStarted={(enrolment) => setStep({ name: 'scan', enrolment })} />
      ) : (
        <ScanStep token={token} enrolment={step.enrolment} onFinished={finish} />
      )}
    </main>
  );
}
