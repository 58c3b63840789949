import { formatCalendarDate, type CollectionAnswer, type StaffCollection } from '@lendline/domain';
import { useId, useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { ageText, dateTimeText, moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { useCollectionAction, useRepaymentLink } from './collections-api.ts';
import { NoteForm } from './note-form.tsx';

interface CollectionCardProps {
  loan: StaffCollection;
  now: Date;
  /** Within the market's contact hours: reminders and offers may go. */
  contactOpen: boolean;
  onDone: (answer: CollectionAnswer) => void;
}

/**
 * One overdue loan: how late, what it owes, whose (phone masked), what was last sent and said,
 * the promise, the rollover terms; and what a collector does: remind, send the extension offer,
 * get a repayment link to pass on, add a note or a promise.
 */
export function CollectionCard({ loan, now, contactOpen, onDone }: CollectionCardProps) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const action = useCollectionAction();
  const link = useRepaymentLink();
  const [noting, setNoting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (minor: number) => moneyText(minor, loan.currency, lang);
  const day = (date: string) => formatCalendarDate(date, lang);
  const who = loan.borrower.name ?? loan.borrower.userId;
  const contact = loan.lastContact;

  const run = (verb: 'remind' | 'rollover-offer') => {
    setProblem(null);
    action.mutate({ orderNo: loan.orderNo, verb }, { onSuccess: onDone, onError: (error) => setProblem(formFailureOf(error, [], t).general) });
  };
  const askLink = () => {
    setProblem(null);
    link.mutate(loan.orderNo, { onError: (error) => setProblem(formFailureOf(error, [], t).general) });
  };

  return (
    <article className="approval" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('collections.cardTitle', { owed: money(loan.owed.total), borrower: who, order: loan.orderNo })}</h2>
      <dl className="facts">
        <dt>{t('collections.dpd')}</dt>
        <dd>{t('collections.dpdOf', { days: String(loan.daysPastDue), bucket: loan.bucket, date: day(loan.oldestDueDate) })}</dd>
        <dt>{t('collections.owed')}</dt>
        <dd>{t('collections.owedParts', { principal: money(loan.owed.principal), interest: money(loan.owed.interest), penalty: money(loan.owed.penalty), dueNow: money(loan.owed.dueNow) })}</dd>
        <dt>{t('collections.phone')}</dt>
        <dd>{loan.borrower.phone ?? t('collections.noPhone')}</dd>
        <dt>{t('collections.lastReminder')}</dt>
        <dd>{loan.lastReminder ? `${dateTimeText(loan.lastReminder.at, lang)} (${ageText(loan.lastReminder.at, now, lang)})` : t('collections.none')}</dd>
        <dt>{t('collections.lastContact')}</dt>
        <dd>
          {contact ? t('collections.contactAt', { kind: t(`collections.contact.${contact.kind}`), by: contact.by, at: dateTimeText(contact.at, lang) }) : t('collections.none')}
          {contact?.note ? <span className="cell-note">{contact.note}</span> : null}
        </dd>
        {loan.promise ? (
          <>
            <dt>{t('collections.promise')}</dt>
            <dd>{t('collections.promiseOf', { amount: money(loan.promise.amount), date: day(loan.promise.on) })}</dd>
          </>
        ) : null}
        <dt>{t('collections.extension')}</dt>
        <dd>{loan.extension.available && loan.extension.newDueDate ? t('collections.extensionOf', { days: String(loan.extension.days), date: day(loan.extension.newDueDate), fee: money(loan.extension.total) }) : t('collections.extensionNo')}</dd>
      </dl>
      <FormAlert message={problem} />
      <div className="actions">
        <button type="button" disabled={action.isPending || !contactOpen} onClick={() => run('remind')} aria-label={t('collections.remindFor', { order: loan.orderNo })}>
          {t('collections.remind')}
        </button>
        <button type="button" className="secondary" disabled={action.isPending || !contactOpen || !loan.extension.available} onClick={() => run('rollover-offer')} aria-label={t('collections.offerFor', { order: loan.orderNo })}>
          {t('collections.offer')}
        </button>
        <button type="button" className="secondary" disabled={link.isPending} onClick={askLink} aria-label={t('collections.linkFor', { order: loan.orderNo })}>
          {t('collections.link')}
        </button>
        <button type="button" className="secondary" aria-expanded={noting} onClick={() => setNoting(!noting)} aria-label={t('collections.noteFor', { order: loan.orderNo })}>
          {t('collections.noteOpen')}
        </button>
      </div>
      {link.data ? (
        <p>
          <label>
            {t('collections.linkShown', { order: loan.orderNo, until: dateTimeText(link.data.expiresAt, lang) })}
            <input type="text" readOnly value={link.data.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </p>
      ) : null}
      {noting ? (
        <NoteForm
          orderNo={loan.orderNo}
          currency={loan.currency}
          onSaved={(answer) => {
            setNoting(false);
            onDone(answer);
          }}
        />
      ) : null}
    </article>
  );
}
