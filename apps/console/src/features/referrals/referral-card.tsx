import { decimalToMinor, hasPermission } from '@lendline/domain';
import { useId, useState } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { ageText, dateTimeText, moneyText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useDocuments } from '../../shared/api/documents.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import { DocumentViewer } from '../../shared/ui/document-viewer.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useDecideReferral, type Referral } from './referrals-api.ts';

const FIELDS = ['reason', 'creditLimit'] as const;
const NO_FAILURE: FormFailure = { general: null, fields: {} };
/** The engine's reasons in words; a newer code shows as itself until the catalogue has it. */
const REASONS: Readonly<Record<string, UiKey>> = { SCORE_REFER_BAND: 'referrals.why.SCORE_REFER_BAND', RELOAN: 'referrals.why.RELOAN' };

interface CardProps {
  referral: Referral;
  now: Date;
  onDecided: (orderNo: string, outcome: 'approve' | 'reject') => void;
}

/**
 * One referred application: how long it waited, the score and the engine's reasons, the proposed
 * limit; approve (the proposal, or a changed limit) or reject, each with the reason the
 * applicant is told. Whatever fails keeps what was typed.
 */
export function ReferralCard({ referral, now, onDecided }: CardProps) {
  const { t, lang } = useI18n();
  const decide = useDecideReferral();
  const [form, setForm] = useState({ reason: '', creditLimit: '' });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const headingId = useId();
  const currency = referral.currency;

  const send = (outcome: 'approve' | 'reject') => () => {
    const fields: Record<string, string> = {};
    const reason = form.reason.trim();
    if (reason.length < 3 || reason.length > 500) fields.reason = t('approvals.reasonLength');
    const limitTyped = outcome === 'approve' && form.creditLimit.trim() !== '';
    const creditLimit = limitTyped && currency ? decimalToMinor(form.creditLimit, currency) : null;
    if (limitTyped && (creditLimit === null || creditLimit <= 0)) fields.creditLimit = t('refund.amountInvalid');
    if (Object.keys(fields).length > 0) return setFailure({ general: null, fields });
    setFailure(NO_FAILURE);
    decide.mutate(
      { orderNo: referral.orderNo, outcome, reason, ...(creditLimit !== null ? { creditLimit } : {}) },
      { onSuccess: () => onDecided(referral.orderNo, outcome), onError: (error) => setFailure(formFailureOf(error, FIELDS, t)) },
    );
  };
  const set = (name: keyof typeof form) => (value: string) => setForm((before) => ({ ...before, [name]: value }));
  const range =
    currency && referral.minCreditLimit !== null && referral.maxCreditLimit !== null
      ? t('referrals.limitHint', { min: moneyText(referral.minCreditLimit, currency, lang), max: moneyText(referral.maxCreditLimit, currency, lang) })
      : undefined;

  return (
    <article className="approval" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('referrals.cardTitle', { orderNo: referral.orderNo })}</h2>
      <dl className="facts">
        <dt>{t('approvals.waiting')}</dt>
        <dd>
          <time dateTime={referral.referredAt} title={dateTimeText(referral.referredAt, lang)}>
            {ageText(referral.referredAt, now, lang)}
          </time>
        </dd>
        <dt>{t('referrals.score')}</dt>
        <dd>{referral.score}</dd>
        <dt>{t('referrals.reasons')}</dt>
        <dd>
          <ul>
            {referral.reasons.map((code) => {
              const key = REASONS[code];
              return <li key={code}>{key ? t(key) : code}</li>;
            })}
          </ul>
        </dd>
        <dt>{t('referrals.proposedLimit')}</dt>
        <dd>{referral.proposedCreditLimit !== null && currency ? moneyText(referral.proposedCreditLimit, currency, lang) : '—'}</dd>
        <dt>{t('referrals.product')}</dt>
        <dd>{`${referral.productId ?? '—'}${referral.reloan ? ` (${t('referrals.reloan')})` : ''}`}</dd>
      </dl>
      <ReferralDocuments userId={referral.userId} orderNo={referral.orderNo} />
      <FormAlert message={failure.general} />
      {/* Both buttons are plain buttons: Enter in the reason must not decide either way. */}
      <form ref={formRef} onSubmit={(event) => event.preventDefault()} noValidate aria-label={t('referrals.decide', { orderNo: referral.orderNo })}>
        <TextField label={t('referrals.reason')} hint={t('referrals.reasonHint')} maxLength={500} value={form.reason} onChange={set('reason')} error={failure.fields.reason} />
        {currency ? (
          <TextField
            label={t('referrals.creditLimit', { currency })}
            hint={range}
            inputMode="decimal"
            value={form.creditLimit}
            onChange={set('creditLimit')}
            error={failure.fields.creditLimit}
          />
        ) : null}
        <div className="actions">
          <button type="button" disabled={decide.isPending} onClick={send('approve')}>
            {t('referrals.approve')}
          </button>
          <button type="button" className="secondary" disabled={decide.isPending} onClick={send('reject')}>
            {t('referrals.reject')}
          </button>
        </div>
      </form>
    </article>
  );
}

/** The applicant's identity documents, each shown on request through the audited route (ADR 081), for a reviewer. */
function ReferralDocuments({ userId, orderNo }: { userId: string; orderNo: string }) {
  const { t } = useI18n();
  const { data: staff } = useStaffSession();
  const maySee = hasPermission(staff?.roles ?? [], 'documents.read');
  const documents = useDocuments(maySee ? userId : null);
  if (!maySee) return null;
  return (
    <section aria-label={t('referrals.documents', { orderNo })}>
      <h3>{t('referrals.documents', { orderNo })}</h3>
      {documents.isPending ? <p>{t('app.loading')}</p> : null}
      {documents.isError ? <p role="alert">{formFailureOf(documents.error, [], t).general}</p> : null}
      {documents.data ? <DocumentViewer userId={userId} documents={documents.data} reason={t('referrals.documentReason', { orderNo })} /> : null}
    </section>
  );
}
