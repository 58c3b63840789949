import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { waitedAtLeast } from '../../shared/ui/queue-age.ts';
import { QueueHead } from '../../shared/ui/queue-head.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useNow } from '../../shared/ui/use-now.ts';
import type { ScreenProps } from '../../screens.ts';
import { ReferralCard } from './referral-card.tsx';
import { useReferrals } from './referrals-api.ts';

/** Referrals (issue 22): applications the rules send to a person, oldest first, with filters by product and age. */
export function ReferralsScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const queue = useReferrals();
  const now = useNow();
  const [product, setProduct] = useState('');
  const [age, setAge] = useState('');
  const [status, setStatus] = useState('');
  const all = queue.data ?? [];
  const products = [...new Set(all.map((referral) => referral.productId ?? ''))].filter(Boolean).sort();
  const shown = all.filter((referral) => (product === '' || referral.productId === product) && waitedAtLeast(referral.referredAt, age, now));
  const oldest = shown[0];

  return (
    <>
      <QueueHead
        title={screen.title} intro="referrals.intro" empty="referrals.empty" status={status} queue={queue}
        filter={<SelectField label={t('referrals.product')} value={product} onChange={setProduct} options={[{ value: '', label: t('queue.all') }, ...products.map((id) => ({ value: id, label: id }))]} />}
        age={age} onAge={setAge} shown={shown.length} total={all.length} oldestAt={oldest?.referredAt} now={now}
      />
      {shown.map((referral) => (
        <ReferralCard
          key={referral.orderNo}
          referral={referral}
          now={now}
          onDecided={(orderNo, outcome) => setStatus(t(outcome === 'approve' ? 'referrals.approved' : 'referrals.rejected', { orderNo }))}
        />
      ))}
    </>
  );
}
