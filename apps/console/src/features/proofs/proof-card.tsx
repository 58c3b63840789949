import { useId, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { ageText, dateTimeText, moneyText, untilText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { proofImageUrl, useReviewProof, type PendingProof, type ProofReview } from './proofs-api.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };

interface CardProps {
  proof: PendingProof;
  now: Date;
  onReviewed: (proof: PendingProof, verdict: ProofReview['verdict']) => void;
}

/**
 * One proof: the photo (a button enlarges it) beside what the borrower says they paid, the
 * 48-hour promise counting down, approve or reject with the reason the borrower reads.
 */
export function ProofCard({ proof, now, onReviewed }: CardProps) {
  const { t, lang } = useI18n();
  const review = useReviewProof();
  const [reason, setReason] = useState('');
  const [large, setLarge] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const headingId = useId();
  const overdue = new Date(proof.answerBy).getTime() <= now.getTime();
  const order = proof.orderNo ?? proof.userId;

  const send = (decision: ProofReview, fields: readonly string[]) => {
    setFailure(NO_FAILURE);
    review.mutate(decision, { onSuccess: () => onReviewed(proof, decision.verdict), onError: (error) => setFailure(formFailureOf(error, fields, t)) });
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < 3 || trimmed.length > 500) return setFailure({ general: null, fields: { reason: t('approvals.reasonLength') } });
    send({ proofId: proof.proofId, verdict: 'reject', reason: trimmed }, ['reason']);
  };

  return (
    <article className="approval" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('proofs.cardTitle', { amount: moneyText(proof.amount, proof.currency, lang), order })}</h2>
      <div className="proof-review">
        <figure className={large ? 'proof-photo large' : 'proof-photo'}>
          <img src={proofImageUrl(proof.proofId)} alt={t('proofs.photoOf', { order })} />
          <figcaption>
            <button type="button" className="secondary" aria-pressed={large} onClick={() => setLarge((before) => !before)}>
              {t('proofs.enlarge')}
            </button>
          </figcaption>
        </figure>
        <dl className="facts">
          <dt>{t('proofs.answer')}</dt>
          <dd className={overdue ? 'overdue' : undefined}>
            <time dateTime={proof.answerBy} title={dateTimeText(proof.answerBy, lang)}>
              {t(overdue ? 'proofs.overdue' : 'proofs.dueIn', { when: untilText(proof.answerBy, now, lang) })}
            </time>
          </dd>
          <dt>{t('proofs.sent')}</dt>
          <dd>
            <time dateTime={proof.createdAt} title={dateTimeText(proof.createdAt, lang)}>
              {ageText(proof.createdAt, now, lang)}
            </time>
          </dd>
          <dt>{t('proofs.amount')}</dt>
          <dd>{moneyText(proof.amount, proof.currency, lang)}</dd>
          <dt>{t('proofs.paidOn')}</dt>
          <dd>{proof.paidOn}</dd>
          <dt>{t('proofs.channel')}</dt>
          <dd>{proof.channel}</dd>
          <dt>{t('proofs.reference')}</dt>
          <dd>{proof.reference}</dd>
          <dt>{t('proofs.loan')}</dt>
          <dd>{proof.orderNo ?? '—'}</dd>
          {proof.loan ? (
            <>
              <dt>{t('proofs.outstanding')}</dt>
              <dd>{moneyText(proof.loan.outstanding, proof.loan.currency, lang)}</dd>
              <dt>{t('proofs.dueNow')}</dt>
              <dd>{`${moneyText(proof.loan.dueNow, proof.loan.currency, lang)}${proof.loan.nextDueDate ? ` (${proof.loan.nextDueDate})` : ''}`}</dd>
              <dt>{t('proofs.totalRepayable')}</dt>
              <dd>{moneyText(proof.loan.totalRepayable, proof.loan.currency, lang)}</dd>
            </>
          ) : null}
          <dt>{t('held.borrower')}</dt>
          <dd>{proof.userId}</dd>
        </dl>
      </div>
      <FormAlert message={failure.general} />
      <div className="decision">
        <div>
          <button type="button" disabled={review.isPending} onClick={() => send({ proofId: proof.proofId, verdict: 'approve' }, [])}>
            {t('proofs.approve')}
          </button>
          <p className="field-hint">{t('proofs.approveHint')}</p>
        </div>
        <form ref={formRef} onSubmit={reject} noValidate className="reject-form">
          <TextField label={t('approvals.rejectReason')} hint={t('proofs.reasonHint')} value={reason} onChange={setReason} maxLength={500} error={failure.fields.reason} />
          <button type="submit" className="secondary" disabled={review.isPending}>
            {t('approvals.reject')}
          </button>
        </form>
      </div>
    </article>
  );
}
