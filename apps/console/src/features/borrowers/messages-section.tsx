import type { StaffBorrowerSms, StaffBorrowerView } from '@lendline/domain';
import { useState } from 'react';
import { dateTimeText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { Section } from './borrower-sections.tsx';
import { codeWords } from './code-words.ts';
import { useLaterMessages, useLaterSms } from './later-pages-api.ts';

/** A "more" button: shown while the list has a later page; the first press opens the later pages, each next one reads another. */
function MoreButton({ label, hasMore, busy, onMore }: { label: string; hasMore: boolean; busy: boolean; onMore: () => void }) {
  if (!hasMore) return null;
  return (
    <button type="button" className="secondary" onClick={onMore} disabled={busy}>
      {label}
    </button>
  );
}

function SmsLine({ sms }: { sms: StaffBorrowerSms }) {
  const { t, lang } = useI18n();
  return (
    <li>
      {t(sms.source === 'code' ? 'borrowers.smsCode' : sms.source === 'reminder' ? 'borrowers.smsReminder' : 'borrowers.smsText', {
        kind: codeWords(t, 'sms.kind', sms.kind), at: dateTimeText(sms.at, lang), state: sms.state === null ? '' : codeWords(t, 'sms.state', sms.state),
      })}
      {sms.text ? ` ${sms.text}` : ''}
    </li>
  );
}

/** The inbox and the SMS sent, newest first: the view's first page, then "more" a page at a time (a reminder a day adds up). */
export function MessagesSection({ view }: { view: StaffBorrowerView }) {
  const { t, lang } = useI18n();
  const userId = view.account.userId;
  const [openedMessages, setOpenedMessages] = useState(false);
  const [openedSms, setOpenedSms] = useState(false);
  const laterMessages = useLaterMessages(userId, view.messagesNextPage, openedMessages);
  const laterSms = useLaterSms(userId, view.smsNextCursor, openedSms);
  const messages = [...view.messages, ...(laterMessages.data?.pages.flatMap((page) => page.messages) ?? [])];
  const sms = [...view.sms, ...(laterSms.data?.pages.flatMap((page) => page.sms) ?? [])];
  return (
    <Section title={t('borrowers.section.messages')}>
      <h3>{t('borrowers.inbox')}</h3>
      {messages.length === 0 ? <p>{t('borrowers.none')}</p> : null}
      <ul>
        {messages.map((m) => (
          <li key={m.id}>
            <strong>{m.title}</strong> {`(${dateTimeText(m.createdAt, lang)})`} {m.body}
          </li>
        ))}
      </ul>
      <MoreButton label={t('borrowers.moreMessages')} hasMore={openedMessages ? laterMessages.hasNextPage : view.messagesNextPage !== null} busy={laterMessages.isFetching}
        onMore={() => (openedMessages ? void laterMessages.fetchNextPage() : setOpenedMessages(true))} />
      <h3>{t('borrowers.sms')}</h3>
      {sms.length === 0 ? <p>{t('borrowers.none')}</p> : null}
      <ul>
        {sms.map((line, index) => (
          <SmsLine key={`${line.source}-${line.at}-${index}`} sms={line} />
        ))}
      </ul>
      <MoreButton label={t('borrowers.moreSms')} hasMore={openedSms ? laterSms.hasNextPage : view.smsNextCursor !== null} busy={laterSms.isFetching}
        onMore={() => (openedSms ? void laterSms.fetchNextPage() : setOpenedSms(true))} />
    </Section>
  );
}
