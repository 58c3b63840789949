import { useRef, useState } from 'react';
import { NETWORK_FAILURE } from '../../../shared/api/client.ts';
import { useStepReadOnly } from '../../../shared/application/step-mode.ts';
import { useT, type MessageKey } from '../../../shared/i18n/i18n-store.ts';
import { Link } from '../../../shared/router/link.tsx';
import { pathOf } from '../../../shared/router/route-table.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { ApplicationDetail } from '../application-api.ts';
import { useBorrower } from '../use-user.ts';
import { BureauConsentSection } from './bureau-consent-section.tsx';
import { useBureauConsent, type ConsentProblems } from './use-bureau-consent.ts';
import { useSubmit } from './use-submit.ts';

/** Every step before the bank account, in the order they were done (ADR 010). */
const STEPS: readonly { key: MessageKey; to: string }[] = [
  { key: 'review.step.personal', to: pathOf('personalInformation') },
  { key: 'route.idCardAuthentication', to: pathOf('idCardAuthentication') },
  { key: 'review.step.work', to: pathOf('additionalInformation') },
  { key: 'review.step.questionnaire', to: pathOf('loanQuestion') },
];

interface ReviewSubmitProps {
  detail: ApplicationDetail | null;
  onEditBank: () => void;
}

/**
 * The last look before submit: every step with a way back to edit it, then one submit. After
 * submit the same list shows what was sent: each step opens read-only, nothing is submitted.
 */
export function ReviewSubmit({ detail, onEditBank }: ReviewSubmitProps) {
  const t = useT();
  const readOnly = useStepReadOnly();
  const orderNo = detail?.order?.orderNo ?? null;
  const { submitting, submit } = useSubmit(orderNo);
  const [failure, setFailure] = useState<string | null>(null);
  // The bureau check's consent comes first: the server refuses a submit without it (ADR 102).
  const consent = useBureauConsent(readOnly ? null : orderNo, useBorrower().mobile);
  const [agreed, setAgreed] = useState(false);
  const [nip, setNip] = useState('');
  const [problems, setProblems] = useState<ConsentProblems>({});
  const agreeRef = useRef<HTMLInputElement>(null);
  const nipRef = useRef<HTMLInputElement>(null);
  // The server sends the account number masked ("******6789"): enough to recognise it.
  const masked = detail?.bankAccount?.accountNumber;

  async function onSubmit() {
    setFailure(null);
    setProblems({});
    const refused = await consent.give(agreed, nip, { required: t('bureau.required'), nipRequired: t('bureau.nipRequired') });
    if (refused) {
      setProblems(refused);
      if (refused.other) setFailure(refused.other);
      (refused.agree ? agreeRef : nipRef).current?.focus();
      return;
    }
    const result = await submit();
    // No order to submit means the application could not be read; a network failure was toasted.
    if (!result) setFailure(t('application.loadFailed'));
    else if (!result.ok && result.code !== NETWORK_FAILURE && result.msg) setFailure(result.msg);
  }

  return (
    <section className="form" aria-labelledby="review-title">
      <h2 id="review-title">{t(readOnly ? 'application.title' : 'review.title')}</h2>
      {!readOnly && <p className="form__note">{t('review.intro')}</p>}
      <ul className="review-list">
        {STEPS.map((step) => (
          <li key={step.key} className="review-list__item">
            {readOnly ? (
              <Link to={step.to}>{t(step.key)}</Link>
            ) : (
              <>
                <span>{t(step.key)}</span>
                <Link to={step.to}>{t('review.edit', { step: t(step.key) })}</Link>
              </>
            )}
          </li>
        ))}
        <li className="review-list__item">
          <span>
            {t('review.step.bank')} {typeof masked === 'string' && <span className="form__note">{masked}</span>}
          </span>
          {!readOnly && (
            <Button variant="text" onClick={onEditBank}>
              {t('review.edit', { step: t('review.step.bank') })}
            </Button>
          )}
        </li>
      </ul>
      {!readOnly && (
        <BureauConsentSection
          consent={consent}
          agreed={agreed}
          onAgree={setAgreed}
          nip={nip}
          onNip={setNip}
          problems={problems}
          agreeRef={agreeRef}
          nipRef={nipRef}
        />
      )}
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      {!readOnly && (
        <Button className="btn--block" busy={submitting} onClick={() => void onSubmit()}>
          {t('review.submit')}
        </Button>
      )}
    </section>
  );
}
