import type { ComplaintCategory } from '@lendline/domain';
import { useId, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { ageText, dateTimeText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useAnswerComplaint, type StaffComplaint } from './complaints-api.ts';

const CATEGORIES: Readonly<Record<ComplaintCategory, UiKey>> = {
  repayment: 'complaints.category.repayment', payout: 'complaints.category.payout', fees: 'complaints.category.fees',
  collection: 'complaints.category.collection', privacy: 'complaints.category.privacy', app: 'complaints.category.app', other: 'complaints.category.other',
};
const STATES: Readonly<Record<string, UiKey>> = { received: 'complaints.state.received', answered: 'complaints.state.answered', closed: 'complaints.state.closed' };
const NO_FAILURE: FormFailure = { general: null, fields: {} };
/** The server's rule (staffComplaintAnswerSchema): checked here first so a short answer is told at its field at once. */
const ANSWER_MIN = 3;
const ANSWER_MAX = 2000;

export interface Draft {
  answer: string;
  close: boolean;
}

interface ComplaintCardProps {
  complaint: StaffComplaint;
  now: Date;
  mayAnswer: boolean;
  /** Kept by the screen, so a draft outlives a filter switch or a failed send. */
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onAnswered: (reference: string) => void;
}

/** One complaint: how old, when it is due and whether it is late (in words), the borrower's words, and the answer form. */
export function ComplaintCard({ complaint, now, mayAnswer, draft, onDraft, onAnswered }: ComplaintCardProps) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const answer = useAnswerComplaint();
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const category = CATEGORIES[complaint.category];
  const state = STATES[complaint.state];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.answer.trim();
    if (text.length < ANSWER_MIN || text.length > ANSWER_MAX) return setFailure({ general: null, fields: { answer: t('complaints.answerLength') } });
    setFailure(NO_FAILURE);
    answer.mutate(
      { reference: complaint.reference, answer: text, close: draft.close },
      { onSuccess: () => onAnswered(complaint.reference), onError: (error) => setFailure(formFailureOf(error, ['answer'], t)) },
    );
  };

  return (
    <article className={complaint.late ? 'approval complaint complaint--late' : 'approval complaint'} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {complaint.late ? <span className="late-mark">{t('complaints.lateMark')} </span> : null}
        {t('complaints.heading', { reference: complaint.reference, category: category ? t(category) : complaint.category })}
      </h2>
      <dl className="facts">
        <dt>{t('complaints.received')}</dt>
        <dd>{t('complaints.receivedAt', { at: dateTimeText(complaint.createdAt, lang), age: ageText(complaint.createdAt, now, lang) })}</dd>
        <dt>{t('complaints.answerBy')}</dt>
        <dd>
          {dateTimeText(complaint.answerBy, lang)}
          {complaint.late ? <strong>{` — ${t('complaints.lateBy', { age: ageText(complaint.answerBy, now, lang) })}`}</strong> : null}
        </dd>
        <dt>{t('complaints.orderNo')}</dt>
        <dd>{complaint.orderNo ?? t('complaints.noOrder')}</dd>
        <dt>{t('complaints.state')}</dt>
        <dd>{state ? t(state) : complaint.state}</dd>
      </dl>
      <h3>{t('complaints.text')}</h3>
      <blockquote className="complaint-text">{complaint.text}</blockquote>
      {complaint.answer !== null ? (
        <>
          <h3>{t('complaints.answer')}</h3>
          <p className="complaint-text">{complaint.answer}</p>
          {complaint.answeredAt ? <p className="cell-note">{t('complaints.answeredAt', { at: dateTimeText(complaint.answeredAt, lang) })}</p> : null}
        </>
      ) : null}
      {complaint.state === 'received' && mayAnswer ? (
        <form ref={formRef} onSubmit={submit} noValidate>
          <FormAlert message={failure.general} />
          <TextAreaField
            name="answer"
            label={t('complaints.answerLabel', { reference: complaint.reference })}
            hint={t('complaints.answerHint')}
            rows={4}
            maxLength={ANSWER_MAX}
            value={draft.answer}
            onChange={(value) => onDraft({ ...draft, answer: value })}
            error={failure.fields.answer}
          />
          <label className="check">
            <input type="checkbox" checked={draft.close} onChange={(event) => onDraft({ ...draft, close: event.target.checked })} />
            {t('complaints.close')}
          </label>
          <div className="actions">
            <button type="submit" disabled={answer.isPending}>
              {answer.isPending ? t('complaints.sending') : t('complaints.send')}
            </button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
