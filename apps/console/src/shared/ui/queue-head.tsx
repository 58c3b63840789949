import type { ReactNode } from 'react';
import { formFailureOf } from '../api/error-text.ts';
import { ageText } from '../format/format.ts';
import { useI18n } from '../i18n/i18n.ts';
import type { UiKey } from '../i18n/en.ts';
import { AGE_CHOICES } from './queue-age.ts';
import { SelectField } from './select-field.tsx';

export interface QueueHeadProps {
  title: UiKey;
  intro: UiKey;
  /** What the last decision did, announced to screen readers. */
  status: string;
  /** isPlaceholderData: another filter's answer is shown while this one's is on its way. */
  queue: { isPending: boolean; isPlaceholderData?: boolean; isError: boolean; error: unknown; data?: unknown };
  /** The queue's own filter (a currency, a product), beside the age filter every queue has. */
  filter: ReactNode;
  age: string;
  onAge: (age: string) => void;
  shown: number;
  total: number;
  /** When the oldest item shown arrived: the queue's age. */
  oldestAt: string | undefined;
  now: Date;
  empty: UiKey;
}

/**
 * The top of a work queue (issue 22: "each a screen with filters, counts and age"): title,
 * what it holds, the filters, how many are shown of how many wait and the oldest's age.
 */
export function QueueHead({ title, intro, status, queue, filter, age, onAge, shown, total, oldestAt, now, empty }: QueueHeadProps) {
  const { t, lang } = useI18n();
  return (
    <>
      <h1>{t(title)}</h1>
      <p>{t(intro)}</p>
      <p className="status-line" role="status">
        {status}
      </p>
      {queue.isPending || queue.isPlaceholderData ? <p>{t('app.loading')}</p> : null}
      {queue.isError ? <p role="alert">{formFailureOf(queue.error, [], t).general}</p> : null}
      {queue.data ? (
        <>
          <form className="filters" aria-label={t('queue.filters')} onSubmit={(event) => event.preventDefault()}>
            {filter}
            <SelectField label={t('queue.age')} value={age} onChange={onAge} options={AGE_CHOICES.map((hours) => ({ value: hours, label: hours ? t('queue.ageAtLeast', { hours }) : t('queue.all') }))} />
          </form>
          <p>
            {t('queue.count', { shown: String(shown), total: String(total) })}
            {oldestAt ? ` ${t('queue.oldest', { age: ageText(oldestAt, now, lang) })}` : ''}
          </p>
        </>
      ) : null}
      {queue.data && shown === 0 ? <p>{t(empty)}</p> : null}
    </>
  );
}
