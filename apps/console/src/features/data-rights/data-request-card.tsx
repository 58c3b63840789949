import { REFUSED_ACCOUNT_DELETED, type StaffDataRightsRequest } from '@lendline/domain';
import { useId, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { dateTimeText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { useDecideDataRequest } from './data-rights-api.ts';

const KINDS: Readonly<Record<string, UiKey>> = { export: 'dataRights.kind.export', correction: 'dataRights.kind.correction', objection: 'dataRights.kind.objection' };
const STATES: Readonly<Record<string, UiKey>> = {
  received: 'dataRights.state.received', preparing: 'dataRights.state.preparing', done: 'dataRights.state.done', refused: 'dataRights.state.refused', failed: 'dataRights.state.failed',
};
const NO_FAILURE: FormFailure = { general: null, fields: {} };

/** One request: kind, when received, the law's deadline (overdue said in words), a correction's field, value and why, and staff's actions. */
export function DataRequestCard({ request, mayDecide, onDone }: { request: StaffDataRightsRequest; mayDecide: boolean; onDone: (key: UiKey) => void }) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const decide = useDecideDataRequest();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const kind = KINDS[request.kind];
  // A correction's reason is required when asked: an empty one was erased with the account (ADR 103).
  const erased = request.correction?.reason === '';
  const state = STATES[request.state];

  const act = (action: 'approve' | 'refuse' | 'extend') => (event?: FormEvent) => {
    event?.preventDefault();
    const text = reason.trim();
    if (action !== 'approve' && (text.length < 3 || text.length > 500)) return setFailure({ general: null, fields: { reason: t('dataRights.reasonLength') } });
    setFailure(NO_FAILURE);
    decide.mutate(
      { id: request.id, action, ...(action === 'approve' ? {} : { reason: text }) },
      {
        onSuccess: () => onDone(action === 'approve' ? 'dataRights.approved' : action === 'refuse' ? 'dataRights.refused' : 'dataRights.extended'),
        onError: (error) => setFailure(formFailureOf(error, ['reason', 'value'], t)),
      },
    );
  };

  const open = request.handledAt === null;
  return (
    <article className={request.overdue ? 'approval complaint complaint--late' : 'approval complaint'} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {request.overdue ? <span className="late-mark">{t('dataRights.overdueMark')} </span> : null}
        {t('dataRights.heading', { kind: kind ? t(kind) : request.kind, borrower: request.userId })}
      </h2>
      <dl className="facts">
        <dt>{t('dataRights.received')}</dt>
        <dd>{dateTimeText(request.receivedAt, lang)}</dd>
        <dt>{t('dataRights.deadline')}</dt>
        <dd>
          {request.deadline}
          {request.overdue ? <strong>{` — ${t('dataRights.overdue')}`}</strong> : null}
          {request.extensionReason ? ` (${t('dataRights.extendedBecause', { reason: request.extensionReason })})` : null}
        </dd>
        <dt>{t('dataRights.state')}</dt>
        <dd>{state ? t(state) : request.state}</dd>
        {request.handledAt ? (
          <>
            <dt>{t('dataRights.handled')}</dt>
            <dd>{t('dataRights.handledIn', { at: dateTimeText(request.handledAt, lang), hours: request.handlingHours ?? 0, by: request.handledBy ?? t('dataRights.bySystem') })}</dd>
          </>
        ) : null}
        {request.correction ? (
          <>
            <dt>{t('dataRights.field')}</dt>
            <dd>{request.correction.field}</dd>
            <dt>{t('dataRights.value')}</dt>
            <dd>{erased ? t('dataRights.erased') : request.correction.value}</dd>
            <dt>{t('dataRights.why')}</dt>
            <dd>{erased ? t('dataRights.erased') : request.correction.reason}</dd>
          </>
        ) : null}
        {request.refusal && request.state === 'refused' ? (
          <>
            <dt>{t('dataRights.refusal')}</dt>
            <dd>{request.refusal === REFUSED_ACCOUNT_DELETED ? t('dataRights.refusal.accountDeleted') : request.refusal}</dd>
          </>
        ) : null}
      </dl>
      {open && mayDecide ? (
        <form onSubmit={act('refuse')} noValidate>
          <FormAlert message={failure.general} />
          <TextAreaField name="reason" label={t('dataRights.reasonLabel')} hint={t('dataRights.reasonHint')} rows={2} maxLength={500} value={reason} onChange={setReason} error={failure.fields.reason ?? failure.fields.value} />
          <div className="actions">
            {request.kind === 'correction' ? (
              <>
                <button type="button" onClick={() => act('approve')()} disabled={decide.isPending}>{t('dataRights.approve')}</button>
                <button type="submit" disabled={decide.isPending}>{t('dataRights.refuse')}</button>
              </>
            ) : null}
            {request.extensionReason === null ? (
              <button type="button" onClick={() => act('extend')()} disabled={decide.isPending}>{t('dataRights.extend')}</button>
            ) : null}
          </div>
        </form>
      ) : null}
    </article>
  );
}
