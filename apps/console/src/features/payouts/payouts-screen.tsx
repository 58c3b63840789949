import type { PayoutDeskState } from '@lendline/domain';
import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { waitedAtLeast } from '../../shared/ui/queue-age.ts';
import { QueueHead } from '../../shared/ui/queue-head.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useNow } from '../../shared/ui/use-now.ts';
import type { ScreenProps } from '../../screens.ts';
import { PayoutCard } from './payout-card.tsx';
import { usePayouts, type DeskAnswer } from './payouts-api.ts';

const STATUS = { new_attempt: 'payouts.done.retry', requery: 'payouts.done.requery', given_up: 'payouts.done.giveUp', account_asked: 'payouts.done.ask' } as const;

/**
 * Failed and stuck payouts (issue 22, ADR 080): oldest first, filtered by state and age, with the
 * counts of each; retry, give up with a reason, ask the borrower for a new account, or ask to
 * send to a new account (four-eyes).
 */
export function PayoutsScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const queue = usePayouts();
  const now = useNow();
  const [state, setState] = useState<'' | PayoutDeskState>('');
  const [age, setAge] = useState('');
  const [status, setStatus] = useState('');
  const all = queue.data?.payouts ?? [];
  const counts = queue.data?.counts;
  const shown = all.filter((payout) => (state === '' || payout.state === state) && waitedAtLeast(payout.since, age, now));
  const stateLabel = (key: 'queue.all' | 'payouts.state.failed' | 'payouts.state.stuck', count: number | undefined) => (count === undefined ? t(key) : t('payouts.filterCount', { filter: t(key), count: String(count) }));

  const done = (answer: DeskAnswer | 'resend-requested') =>
    setStatus(answer === 'resend-requested' ? t('payouts.done.resend') : t(STATUS[answer.kind], { order: answer.orderNo, reference: answer.reference }));

  return (
    <>
      <QueueHead
        title={screen.title} intro="payouts.intro" empty="payouts.empty" status={status} queue={queue}
        filter={
          <SelectField
            label={t('payouts.state')}
            value={state}
            onChange={(value) => setState(value === 'failed' || value === 'stuck' ? value : '')}
            options={[
              { value: '', label: stateLabel('queue.all', counts ? counts.failed + counts.stuck : undefined) },
              { value: 'failed', label: stateLabel('payouts.state.failed', counts?.failed) },
              { value: 'stuck', label: stateLabel('payouts.state.stuck', counts?.stuck) },
            ]}
          />
        }
        age={age} onAge={setAge} shown={shown.length} total={all.length} oldestAt={shown[0]?.since} now={now}
      />
      {queue.data ? <p className="cell-note">{t('payouts.stuckMeans', { minutes: String(queue.data.stuckAfterMinutes) })}</p> : null}
      {shown.map((payout) => (
        <PayoutCard key={payout.orderNo} payout={payout} now={now} onDone={done} />
      ))}
    </>
  );
}
