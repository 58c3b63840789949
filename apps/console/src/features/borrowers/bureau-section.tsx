import type { StaffBureauView } from '@lendline/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callStaffApi } from '../../shared/api/client.ts';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { dateTimeText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { Section } from './borrower-sections.tsx';

const NO_FAILURE: FormFailure = { general: null, fields: {} };

/**
 * The borrower's credit bureau consents and inquiries (issue 24, ADR 102): what was agreed,
 * when, from where, the NIP confirmed; each inquiry's outcome and the facts the decision read.
 * A report's full facts open with a reason, for those holding bureau-reports.read; each read is recorded.
 */
export function BureauSection({ userId, mayRead }: { userId: string; mayRead: boolean }) {
  const { t, lang } = useI18n();
  const bureau = useQuery({
    queryKey: ['borrower-bureau', userId],
    queryFn: () => callStaffApi<StaffBureauView>('GET', `/staff/borrowers/${encodeURIComponent(userId)}/bureau`),
  });
  const data = bureau.data;
  return (
    <Section title={t('borrowers.section.bureau')}>
      <h3>{t('borrowers.bureau.consents')}</h3>
      {!data || data.consents.length === 0 ? <p>{t('borrowers.none')}</p> : null}
      <ul>
        {data?.consents.map((c) => (
          <li key={c.id}>
            {t('borrowers.bureau.consent', {
              orderNo: c.orderNo ?? '—', bureaus: c.bureaus.join(', '), version: c.textVersion, at: dateTimeText(c.acceptedAt, lang), address: c.clientIp,
              nip: t(c.nipConfirmed ? 'borrowers.bureau.nipYes' : 'borrowers.bureau.nipNo'),
            })}
            {c.withdrawnAt ? ` ${t('borrowers.bureau.withdrawn', { at: dateTimeText(c.withdrawnAt, lang) })}` : ''}
          </li>
        ))}
      </ul>
      <h3>{t('borrowers.bureau.inquiries')}</h3>
      {!data || data.inquiries.length === 0 ? <p>{t('borrowers.none')}</p> : null}
      <ul>
        {data?.inquiries.map((i) => (
          <li key={i.id}>
            {t('borrowers.bureau.inquiry', { orderNo: i.orderNo ?? '—', bureau: i.bureau, at: dateTimeText(i.requestedAt, lang), outcome: i.outcome })}
            {i.facts
              ? ` ${t('borrowers.bureau.facts', {
                  score: i.facts.score ? String(i.facts.score.value) : '—', open: String(i.facts.openFacilities), dpd: String(i.facts.maxDaysPastDue),
                  writtenOff: String(i.facts.writtenOff), inquiries: i.facts.recentInquiries === null ? '—' : String(i.facts.recentInquiries),
                })}`
              : ''}
            {mayRead && i.reportKept ? <ReportReader userId={userId} inquiryId={i.id} /> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ReportReader({ userId, inquiryId }: { userId: string; inquiryId: string }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [report, setReport] = useState<unknown>(null);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const read = useMutation({
    mutationFn: (text: string) => callStaffApi<{ report: unknown }>('POST', `/staff/borrowers/${encodeURIComponent(userId)}/bureau/${encodeURIComponent(inquiryId)}/report`, { reason: text }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 3 || text.length > 500) return setFailure({ general: null, fields: { reason: t('approvals.reasonLength') } });
    setFailure(NO_FAILURE);
    read.mutate(text, { onSuccess: (answer) => setReport(answer.report), onError: (error) => setFailure(formFailureOf(error, ['reason'], t)) });
  };
  if (report !== null) return <pre className="bureau-report">{JSON.stringify(report, null, 2)}</pre>;
  if (!asking) {
    return (
      <button type="button" className="button-link" onClick={() => setAsking(true)}>
        {t('borrowers.bureau.read')}
      </button>
    );
  }
  return (
    <form ref={formRef} className="reveal-form" onSubmit={submit} noValidate>
      <FormAlert message={failure.general} />
      <TextField name="reason" label={t('borrowers.bureau.reason')} hint={t('borrowers.revealHint')} value={reason} onChange={setReason} error={failure.fields.reason} maxLength={500} />
      <div className="actions">
        <button type="submit" disabled={read.isPending}>{t('borrowers.bureau.readSubmit')}</button>
        <button type="button" className="button-link" onClick={() => setAsking(false)}>{t('borrowers.cancel')}</button>
      </div>
    </form>
  );
}
