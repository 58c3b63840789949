import { useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { digitsOf, isSixDigits } from '../../shared/forms/six-digits.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { groupSecret, useFinishEnrolment, type Enrolment } from './enrol-api.ts';
import { QrCode } from './qr-code.tsx';

const NO_FAILURE: FormFailure = { general: null, fields: {} };

/** Step 2: the QR code and the same key as text, then the app's first code proves it holds it. */
export function ScanStep({ token, enrolment, onFinished }: { token: string; enrolment: Enrolment; onFinished: () => void }) {
  const { t } = useI18n();
  const finish = useFinishEnrolment();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigits(code)) return setFailure({ general: null, fields: { code: t('signIn.codeInvalid') } });
    setFailure(NO_FAILURE);
    finish.mutate({ token, code: digitsOf(code) }, { onSuccess: onFinished, onError: (error) => setFailure(formFailureOf(error, ['code'], t)) });
  };

  return (
    <section aria-labelledby="scan-step">
      <h2 id="scan-step">{t('enrol.scanStep')}</h2>
      <p>{t('enrol.scanIntro')}</p>
      <div className="enrol-secret">
        <QrCode text={enrolment.otpauthUri} label={t('enrol.qrLabel')} />
        <div>
          <p id="secret-label">{t('enrol.secretLabel')}</p>
          <p>
            <code className="secret" aria-labelledby="secret-label">
              {groupSecret(enrolment.secret)}
            </code>
          </p>
          <p>{t('enrol.secretWarning')}</p>
        </div>
      </div>
      <FormAlert message={failure.general} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField label={t('enrol.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={9} value={code} onChange={setCode} error={failure.fields.code} />
        <button type="submit" disabled={finish.isPending}>
          {finish.isPending ? t('enrol.working') : t('enrol.finish')}
        </button>
      </form>
    </section>
  );
}
