import { hasPermission } from '@lendline/domain';
import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import type { ScreenProps } from '../../screens.ts';
import { ComplaintCard, type Draft } from './complaint-card.tsx';
import { useComplaints, type ComplaintCounts } from './complaints-api.ts';

/** What the person chooses to see; late is the open queue's late ones (the server marks them). */
type Filter = 'open' | 'late' | 'answered';
const FILTERS: readonly { value: Filter; label: UiKey; count: keyof ComplaintCounts }[] = [
  { value: 'open', label: 'complaints.filter.open', count: 'open' },
  { value: 'late', label: 'complaints.filter.late', count: 'late' },
  { value: 'answered', label: 'complaints.filter.answered', count: 'answered' },
];
const EMPTY: Readonly<Record<Filter, UiKey>> = { open: 'complaints.empty.open', late: 'complaints.empty.late', answered: 'complaints.empty.answered' };
const NO_DRAFT: Draft = { answer: '', close: false };

/**
 * Complaints (issue 22, ADR 044): the borrowers' complaints oldest first, each with its age and
 * promised answer date, the late ones said in words; answered here, the answer goes to the
 * borrower's list and message centre, and the complaint leaves the open queue.
 */
export function ComplaintsScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const { data: staff } = useStaffSession();
  const mayAnswer = hasPermission(staff?.roles ?? [], 'complaints.answer');
  const [filter, setFilter] = useState<Filter>('open');
  const list = useComplaints(filter === 'answered' ? 'answered' : 'received');
  // Per complaint, what was typed: switching the filter or a failed send loses nothing.
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>({});
  // The last complaint answered here: said at each render, so in the language chosen since.
  const [answeredLast, setAnsweredLast] = useState<string | null>(null);
  const now = new Date();
  const shown = list.data?.pages.flatMap((page) => page.complaints).filter((complaint) => filter !== 'late' || complaint.late);
  // The latest page's counts: they are the whole queue's, read most recently.
  const counts = list.data?.pages.at(-1)?.counts;

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('complaints.intro')}</p>
      <p className="status-line" role="status">
        {answeredLast ? t('complaints.answered', { reference: answeredLast }) : ''}
      </p>
      <fieldset className="choices">
        <legend>{t('complaints.filter')}</legend>
        {FILTERS.map((choice) => (
          <label key={choice.value}>
            <input type="radio" name="complaints-filter" value={choice.value} checked={filter === choice.value} onChange={() => setFilter(choice.value)} />
            {counts ? t('complaints.filterCount', { filter: t(choice.label), count: counts[choice.count] }) : t(choice.label)}
          </label>
        ))}
      </fieldset>
      {list.isPending ? <p>{t('app.loading')}</p> : null}
      {list.isError ? <p role="alert">{formFailureOf(list.error, [], t).general}</p> : null}
      {shown?.length === 0 ? <p>{t(EMPTY[filter])}</p> : null}
      {shown?.map((complaint) => (
        <ComplaintCard
          key={complaint.reference}
          complaint={complaint}
          now={now}
          mayAnswer={mayAnswer}
          draft={drafts[complaint.reference] ?? NO_DRAFT}
          onDraft={(draft) => setDrafts((before) => ({ ...before, [complaint.reference]: draft }))}
          onAnswered={(reference) => {
            setDrafts(({ [reference]: _sent, ...rest }) => rest);
            setAnsweredLast(reference);
          }}
        />
      ))}
      {list.hasNextPage ? (
        <button type="button" className="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('complaints.more')}
        </button>
      ) : null}
    </>
  );
}
