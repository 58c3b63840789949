import { useState } from 'react';
import { NETWORK_FAILURE } from '../../../shared/api/client.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Link } from '../../../shared/router/link.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import type { ApplicationDetail } from '../application-api.ts';
import { useSubmit } from './use-submit.ts';

const STEPS = [
  { key: 'review.step.personal', to: '/auth/personal_infomation' },
  { key: 'review.step.work', to: '/auth/additionalInfomation' },
  { key: 'review.step.questionnaire', to: '/auth/loan_question' },
] as const;

interface ReviewSubmitProps {
  detail: ApplicationDetail | null;
  onEditBank: () => void;
}

/** The last look before submit: every step with a way back to edit it, then one submit. */
export function ReviewSubmit({ detail, onEditBank }: ReviewSubmitProps) {
  const t = useT();
  const { submitting, submit } = useSubmit(detail?.order?.orderNo ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  // The server sends the account number masked ("******6789"): enough to recognise it.
  const masked = detail?.bankAccount?.accountNumber;

  async function onSubmit() {
    setFailure(null);
    const result = await submit();
    // No order to submit means the application could not be read; a network failure was toasted.
    if (!result) setFailure(t('application.loadFailed'));
    else if (!result.ok && result.code !== NETWORK_FAILURE && result.msg) setFailure(result.msg);
  }

  return (
    <section className="form" aria-labelledby="review-title">
      <h2 id="review-title">{t('review.title')}</h2>
      <p className="form__note">{t('review.intro')}</p>
      <ul className="review-list">
        {STEPS.map((step) => (
          <li key={step.key} className="review-list__item">
            <span>{t(step.key)}</span>
            <Link to={step.to}>{t('review.edit', { step: t(step.key) })}</Link>
          </li>
        ))}
        <li className="review-list__item">
          <span>
            {t('review.step.bank')} {typeof masked === 'string' && <span className="form__note">{masked}</span>}
          </span>
          <Button variant="text" onClick={onEditBank}>
            {t('review.edit', { step: t('review.step.bank') })}
          </Button>
        </li>
      </ul>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <Button className="btn--block" busy={submitting} onClick={() => void onSubmit()}>
        {t('review.submit')}
      </Button>
    </section>
  );
}
