import { hasPermission } from '@lendline/domain';
import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import type { ScreenProps } from '../../screens.ts';
import { DataRequestCard } from './data-request-card.tsx';
import { useDataRightsQueue, type DataRightsList } from './data-rights-api.ts';

/**
 * The borrowers' data rights (issue 24, ADR 103): exports, corrections and objections, the open
 * ones oldest first with the law's deadline and the overdue said in words; a correction approved
 * or refused here (the reason goes to the borrower's messages), a deadline extended once.
 */
export function DataRightsScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const { data: staff } = useStaffSession();
  const mayDecide = hasPermission(staff?.roles ?? [], 'data-requests.decide');
  const [list, setList] = useState<DataRightsList>('open');
  const queue = useDataRightsQueue(list);
  const [done, setDone] = useState<UiKey | null>(null);
  const data = queue.data;
  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('dataRights.intro')}</p>
      <p className="status-line" role="status">
        {done ? t(done) : ''}
      </p>
      {data ? <p>{t('dataRights.counts', { open: data.counts.open, overdue: data.counts.overdue, days: data.rule.days, dayType: t(data.rule.dayType === 'business' ? 'dataRights.business' : 'dataRights.calendar') })}</p> : null}
      <fieldset className="choices">
        <legend>{t('dataRights.filter')}</legend>
        {(['open', 'handled'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="data-rights-filter" value={value} checked={list === value} onChange={() => setList(value)} />
            {t(value === 'open' ? 'dataRights.filter.open' : 'dataRights.filter.handled')}
          </label>
        ))}
      </fieldset>
      {queue.isPending ? <p>{t('app.loading')}</p> : null}
      {queue.isError ? <p role="alert">{formFailureOf(queue.error, [], t).general}</p> : null}
      {data?.requests.length === 0 ? <p>{t(list === 'open' ? 'dataRights.empty.open' : 'dataRights.empty.handled')}</p> : null}
      {data?.requests.map((request) => <DataRequestCard key={request.id} request={request} mayDecide={mayDecide} onDone={setDone} />)}
    </>
  );
}
