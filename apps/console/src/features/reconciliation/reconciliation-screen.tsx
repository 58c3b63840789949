import { isMismatchKind, MISMATCH_KINDS, type StaffMismatch } from '@lendline/domain';
import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { waitedAtLeast } from '../../shared/ui/queue-age.ts';
import { QueueHead } from '../../shared/ui/queue-head.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useNow } from '../../shared/ui/use-now.ts';
import type { ScreenProps } from '../../screens.ts';
import { KIND, MismatchCard } from './mismatch-card.tsx';
import { useMismatches, type MismatchQuery } from './reconciliation-api.ts';

/**
 * The reconciliation queue (issue 22, ADR 086): each difference between a vendor's list and our
 * record, oldest first, filtered by open or resolved, provider, kind and age, with the open
 * counts per kind; the vendor's figures beside ours; resolved with a reason. Money moves through
 * the four-eyes actions (suspense, manual payment, refund, write-off), never from here.
 */
export function ReconciliationScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const [query, setQuery] = useState<MismatchQuery>({ state: 'open', provider: '', kind: '' });
  const queue = useMismatches(query);
  const now = useNow();
  const [age, setAge] = useState('');
  const [status, setStatus] = useState('');
  const all = queue.data?.mismatches ?? [];
  const counts = queue.data?.counts;
  const shown = all.filter((mismatch) => waitedAtLeast(mismatch.foundAt, age, now));
  const openTotal = counts ? MISMATCH_KINDS.reduce((total, kind) => total + counts[kind], 0) : undefined;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('reconciliation.filterCount', { filter: label, count: String(count) }));
  const resolved = (mismatch: StaffMismatch) => setStatus(t('reconciliation.done', { kind: t(KIND[mismatch.kind]), provider: mismatch.provider }));

  return (
    <>
      <QueueHead
        title={screen.title} intro="reconciliation.intro" empty={query.state === 'open' ? 'reconciliation.empty' : 'reconciliation.emptyResolved'} status={status} queue={queue}
        filter={
          <>
            <SelectField
              label={t('reconciliation.stateFilter')}
              value={query.state}
              onChange={(value) => setQuery({ ...query, state: value === 'resolved' ? 'resolved' : 'open' })}
              options={[
                { value: 'open', label: withCount(t('reconciliation.open'), openTotal) },
                { value: 'resolved', label: t('reconciliation.resolved') },
              ]}
            />
            <SelectField
              label={t('reconciliation.kindFilter')}
              value={query.kind}
              onChange={(value) => setQuery({ ...query, kind: isMismatchKind(value) ? value : '' })}
              options={[{ value: '', label: t('queue.all') }, ...MISMATCH_KINDS.map((kind) => ({ value: kind, label: withCount(t(KIND[kind]), counts?.[kind]) }))]}
            />
            <SelectField
              label={t('reconciliation.providerFilter')}
              value={query.provider}
              onChange={(value) => setQuery({ ...query, provider: value })}
              options={[{ value: '', label: t('queue.all') }, ...(queue.data?.providers ?? []).map((provider) => ({ value: provider, label: provider }))]}
            />
          </>
        }
        age={age} onAge={setAge} shown={shown.length} total={all.length} oldestAt={query.state === 'open' ? shown[0]?.foundAt : undefined} now={now}
      />
      {shown.map((mismatch) => (
        <MismatchCard key={mismatch.id} mismatch={mismatch} now={now} onResolved={resolved} />
      ))}
    </>
  );
}
