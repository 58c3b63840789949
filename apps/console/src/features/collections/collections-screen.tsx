import { COLLECTION_BUCKETS, formatCalendarDate, isCollectionBucket, type CollectionAnswer, type CollectionBucket } from '@lendline/domain';
import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useNow } from '../../shared/ui/use-now.ts';
import type { ScreenProps } from '../../screens.ts';
import { CollectionCard } from './collection-card.tsx';
import { useCollections } from './collections-api.ts';

/**
 * The collections work queue (issue 22, ADR 087): overdue loans oldest first, filtered by
 * days-past-due bucket with the count of each, a page at a time; each loan's card holds its
 * actions. The server pages (a book can hold many overdue loans), so the filter asks it.
 */
export function CollectionsScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const now = useNow();
  const [bucket, setBucket] = useState<CollectionBucket | ''>('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [status, setStatus] = useState('');
  const cursor = cursors.at(-1) ?? null;
  const queue = useCollections(bucket, cursor);
  const data = queue.data;
  const loans = data?.loans ?? [];
  const total = data ? (bucket ? data.counts[bucket] : Object.values(data.counts).reduce((sum, n) => sum + n, 0)) : 0;
  const hours = data?.contactHours;

  const choose = (value: string) => {
    setBucket(isCollectionBucket(value) ? value : '');
    setCursors([null]);
  };
  const done = (answer: CollectionAnswer) => {
    const key = answer.kind === 'reminder' && answer.sms !== 'sent' ? 'collections.done.reminderNoSms' : (`collections.done.${answer.kind}` as const);
    setStatus(t(key, { order: answer.orderNo }));
  };

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('collections.intro')}</p>
      <p className="status-line" role="status">
        {status}
      </p>
      {queue.isPending ? <p>{t('app.loading')}</p> : null}
      {queue.isError ? <p role="alert">{formFailureOf(queue.error, [], t).general}</p> : null}
      {data ? (
        <>
          <form className="filters" aria-label={t('queue.filters')} onSubmit={(event) => event.preventDefault()}>
            <SelectField
              label={t('collections.bucket')}
              value={bucket}
              onChange={choose}
              options={[
                { value: '', label: t('collections.allCount', { count: String(Object.values(data.counts).reduce((sum, n) => sum + n, 0)) }) },
                ...COLLECTION_BUCKETS.map((b) => ({ value: b, label: t('collections.bucketCount', { bucket: b, count: String(data.counts[b]) }) })),
              ]}
            />
          </form>
          <p>
            {t('collections.count', { shown: String(loans.length), total: String(total) })}
            {loans[0] ? ` ${t('collections.oldest', { days: String(loans[0].daysPastDue) })}` : ''} {t('collections.asOf', { date: formatCalendarDate(data.asOf, lang) })}
          </p>
          {hours ? <p className="cell-note">{t(hours.open ? 'collections.hoursOpen' : 'collections.hoursClosed', { from: String(hours.from), until: String(hours.until), zone: hours.timeZone })}</p> : null}
          {loans.length === 0 ? <p>{t('collections.empty')}</p> : null}
        </>
      ) : null}
      {loans.map((loan) => (
        <CollectionCard key={loan.orderNo} loan={loan} now={now} contactOpen={hours?.open ?? false} onDone={done} />
      ))}
      {data && (cursors.length > 1 || data.nextCursor) ? (
        <div className="actions">
          {cursors.length > 1 ? (
            <button type="button" className="secondary" onClick={() => setCursors([null])}>
              {t('collections.first')}
            </button>
          ) : null}
          {data.nextCursor ? (
            <button type="button" onClick={() => setCursors([...cursors, data.nextCursor])}>
              {t('collections.next')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
