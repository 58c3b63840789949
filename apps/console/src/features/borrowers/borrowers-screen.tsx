import { hasPermission } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { dateTimeText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import { DocumentViewer } from '../../shared/ui/document-viewer.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { ScreenProps } from '../../screens.ts';
import { CareSection, DecisionsSection, Facts, ProfileSection, Section } from './borrower-sections.tsx';
import { useBorrower, useBorrowerSearch } from './borrowers-api.ts';
import { LoansSection } from './loans-section.tsx';
import { BureauSection } from './bureau-section.tsx';
import { MessagesSection } from './messages-section.tsx';

/** The server's rule (staffBorrowerSearchQuery), checked here first so a short search is told at its field. */
const QUERY_MIN = 3;

/**
 * The borrower in one view (issue 22, ADR 081): find a borrower by a full phone number, an order
 * number or a user id, then everything about them on one screen, in sections. Identity numbers
 * and phones are masked; a support person reveals one with a reason, recorded by the server.
 */
export function BorrowersScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const { data: staff } = useStaffSession();
  const roles = staff?.roles ?? [];
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [userId, setUserId] = useState<string | null>(null);
  const search = useBorrowerSearch(query);
  const borrower = useBorrower(userId);
  const searchFailure = search.isError ? formFailureOf(search.error, ['q'], t) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    if (q.length < QUERY_MIN) return setProblem(t('borrowers.queryShort'));
    setProblem(undefined);
    setUserId(null);
    setQuery(q);
  };
  const matches = search.data?.matches;

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('borrowers.intro')}</p>
      <form className="filters" role="search" onSubmit={submit} noValidate>
        <TextField name="q" label={t('borrowers.query')} hint={t('borrowers.queryHint')} value={typed} onChange={setTyped} error={problem ?? searchFailure?.fields.q} maxLength={64} />
        <div className="actions">
          <button type="submit">{t('borrowers.search')}</button>
        </div>
      </form>
      {searchFailure?.general ? <p role="alert">{searchFailure.general}</p> : null}
      {search.isFetching ? <p>{t('app.loading')}</p> : null}
      {matches?.length === 0 ? <p role="status">{t('borrowers.noMatch', { query })}</p> : null}
      {matches && matches.length > 0 ? (
        <ul className="matches" aria-label={t('borrowers.matches')}>
          {matches.map((match) => (
            <li key={match.userId}>
              <button type="button" className="button-link" aria-pressed={userId === match.userId} onClick={() => setUserId(match.userId)}>
                {t('borrowers.match', { phone: match.maskedPhone, at: dateTimeText(match.registeredAt, lang) })}
              </button>
              {match.closedAt ? ` ${t('borrowers.closed')}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {borrower.isPending && userId !== null ? <p>{t('app.loading')}</p> : null}
      {borrower.isError ? <p role="alert">{formFailureOf(borrower.error, [], t).general}</p> : null}
      {borrower.data ? (
        <div className="borrower-view">
          <ProfileSection view={borrower.data} mayReveal={hasPermission(roles, 'borrowers.reveal')} />
          <Section title={t('borrowers.section.application')}>
            <h3>{t('borrowers.bankAccount')}</h3>
            {borrower.data.bankAccount ? (
              <Facts facts={Object.entries(borrower.data.bankAccount).map(([name, value]) => [name, String(value)])} />
            ) : (
              <p>{t('borrowers.none')}</p>
            )}
            <h3>{t('borrowers.documents')}</h3>
            {hasPermission(roles, 'documents.read') ? (
              <DocumentViewer userId={borrower.data.account.userId} documents={borrower.data.documents} reason={t('borrowers.documentReason')} />
            ) : (
              <p>{t('borrowers.documentsNotAllowed', { count: String(borrower.data.documents.length) })}</p>
            )}
          </Section>
          <DecisionsSection view={borrower.data} />
          <BureauSection userId={borrower.data.account.userId} mayRead={hasPermission(roles, 'bureau-reports.read')} />
          <LoansSection loans={borrower.data.loans} />
          <MessagesSection view={borrower.data} />
          <CareSection view={borrower.data} />
        </div>
      ) : null}
    </>
  );
}
