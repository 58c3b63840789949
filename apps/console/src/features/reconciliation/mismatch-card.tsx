import { isCurrency, MISMATCH_LISTED_LATER, type MismatchKind, type StaffMismatch } from '@lendline/domain';
import { useId, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { ageText, dateTimeText, moneyText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useResolveMismatch } from './reconciliation-api.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };

export const KIND: Record<MismatchKind, UiKey> = {
  unmatched_payment: 'reconciliation.kind.unmatched_payment',
  amount_differs: 'reconciliation.kind.amount_differs',
  missing_at_vendor: 'reconciliation.kind.missing_at_vendor',
  payout_conflict: 'reconciliation.kind.payout_conflict',
};

interface MismatchCardProps {
  mismatch: StaffMismatch;
  now: Date;
  onResolved: (mismatch: StaffMismatch) => void;
}

/**
 * One difference: what it is, the vendor's figures beside ours, how long it has waited, and (when
 * open) the resolution form: a reason, and the four-eyes request that moved the money if one did.
 */
export function MismatchCard({ mismatch, now, onResolved }: MismatchCardProps) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const resolve = useResolveMismatch();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [approvalId, setApprovalId] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const money = (amount: number | null) => (amount === null ? t('reconciliation.none') : isCurrency(mismatch.currency) ? moneyText(amount, mismatch.currency, lang) : `${amount} ${mismatch.currency}`);
  const title = t('reconciliation.cardTitle', { kind: t(KIND[mismatch.kind]), amount: money(mismatch.amount), provider: mismatch.provider });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 3 || text.length > 500) return setFailure({ general: null, fields: { reason: t('approvals.reasonLength') } });
    setFailure(NO_FAILURE);
    resolve.mutate(
      { id: mismatch.id, reason: text, approvalId: approvalId.trim() },
      { onSuccess: (resolved) => { setOpen(false); onResolved(resolved); }, onError: (error) => setFailure(formFailureOf(error, ['reason', 'approvalId'], t)) },
    );
  };

  return (
    <article className="approval" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="facts">
        <dt>{t('reconciliation.subject')}</dt>
        <dd className="cell-note">{mismatch.subject}</dd>
        {mismatch.orderNo ? (
          <>
            <dt>{t('reconciliation.order')}</dt>
            <dd>{mismatch.orderNo}</dd>
          </>
        ) : null}
        <dt>{t('reconciliation.found')}</dt>
        <dd>{t('reconciliation.foundAt', { at: dateTimeText(mismatch.foundAt, lang), age: ageText(mismatch.foundAt, now, lang) })}</dd>
        {mismatch.paidAt ? (
          <>
            <dt>{t('reconciliation.paidAt')}</dt>
            <dd>{dateTimeText(mismatch.paidAt, lang)}</dd>
          </>
        ) : null}
      </dl>
      <div className="table-scroll">
        <table>
          <caption>{t('reconciliation.figures', { provider: mismatch.provider })}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('reconciliation.vendorSide', { provider: mismatch.provider })}</th>
              <th scope="col">{t('reconciliation.ourSide')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('reconciliation.amount')}</th>
              <td>{money(mismatch.vendor.amount)}</td>
              <td>{money(mismatch.ours.amount)}</td>
            </tr>
            <tr>
              <th scope="row">{t('reconciliation.state')}</th>
              <td>{mismatch.vendor.state ?? t('reconciliation.none')}</td>
              <td>{mismatch.ours.state ?? t('reconciliation.none')}</td>
            </tr>
          </tbody>
        </table>
      </div>
      {mismatch.resolution ? (
        <p>
          {mismatch.resolution.reason === MISMATCH_LISTED_LATER && mismatch.resolution.by === 'system'
            ? t('reconciliation.listedLater', { at: dateTimeText(mismatch.resolution.at, lang) })
            : t('reconciliation.resolvedBy', { by: mismatch.resolution.by, at: dateTimeText(mismatch.resolution.at, lang), reason: mismatch.resolution.reason })}
          {mismatch.resolution.approvalId ? ` ${t('reconciliation.resolvedApproval', { id: mismatch.resolution.approvalId })}` : ''}
        </p>
      ) : (
        <>
          <div className="actions">
            <button type="button" className="secondary" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={t('reconciliation.resolveFor', { title })}>
              {t('reconciliation.resolve')}
            </button>
          </div>
          {open ? (
            <form ref={formRef} onSubmit={submit} noValidate aria-label={t('reconciliation.resolveFor', { title })}>
              <p>{t('reconciliation.resolveIntro')}</p>
              <FormAlert message={failure.general} />
              <TextField label={t('reconciliation.reason')} hint={t('reconciliation.reasonHint')} maxLength={500} value={reason} onChange={setReason} error={failure.fields.reason} />
              <TextField label={t('reconciliation.approvalId')} hint={t('reconciliation.approvalHint')} maxLength={64} value={approvalId} onChange={setApprovalId} error={failure.fields.approvalId} />
              <div className="actions">
                <button type="submit" disabled={resolve.isPending}>
                  {t('reconciliation.resolveConfirm')}
                </button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </article>
  );
}
