import { useState } from 'react';
import { moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { waitedAtLeast } from '../../shared/ui/queue-age.ts';
import { QueueHead } from '../../shared/ui/queue-head.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useNow } from '../../shared/ui/use-now.ts';
import type { ScreenProps } from '../../screens.ts';
import { ProofCard } from './proof-card.tsx';
import { usePendingProofs } from './proofs-api.ts';

/** Repayment proofs (issue 22): slips borrowers sent, oldest first, each answered within 48 hours; filters by currency and age. */
export function ProofsScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const queue = usePendingProofs();
  const now = useNow();
  const [currency, setCurrency] = useState('');
  const [age, setAge] = useState('');
  const [status, setStatus] = useState('');
  const all = queue.data ?? [];
  const currencies = [...new Set(all.map((proof) => proof.currency))].sort();
  const shown = all.filter((proof) => (currency === '' || proof.currency === currency) && waitedAtLeast(proof.createdAt, age, now));
  const oldest = shown[0];

  return (
    <>
      <QueueHead
        title={screen.title} intro="proofs.intro" empty="proofs.empty" status={status} queue={queue}
        filter={<SelectField label={t('field.currency')} value={currency} onChange={setCurrency} options={[{ value: '', label: t('queue.all') }, ...currencies.map((code) => ({ value: code, label: code }))]} />}
        age={age} onAge={setAge} shown={shown.length} total={all.length} oldestAt={oldest?.createdAt} now={now}
      />
      {shown.map((proof) => (
        <ProofCard
          key={proof.proofId}
          proof={proof}
          now={now}
          onReviewed={(reviewed, verdict) =>
            setStatus(t(verdict === 'approve' ? 'proofs.approved' : 'proofs.rejected', { amount: moneyText(reviewed.amount, reviewed.currency, lang), order: reviewed.orderNo ?? reviewed.userId }))
          }
        />
      ))}
    </>
  );
}
