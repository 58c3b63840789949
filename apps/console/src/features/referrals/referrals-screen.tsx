import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { ageText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { AGE_CHOICES, waitedAtLeast } from '../../shared/ui/queue-age.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useNow } from '../../shared/ui/use-now.ts';
import type { ScreenProps } from '../../screens.ts';
import { ReferralCard } from './referral-card.tsx';
import { useReferrals } from './referrals-api.ts';

/** Referrals (issue 22): applications the rules send to a person, oldest first, with filters by product and age. */
export function ReferralsScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
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
      <h1>{t(screen.title)}</h1>
      <p>{t('referrals.intro')}</p>
      <p className="status-line" role="status">
        {status}
      </p>
      {queue.isPending ? <p>{t('app.loading')}</p> : null}
      {queue.isError ? <p role="alert">{formFailureOf(queue.error, [], t).general}</p> : null}
      {queue.data ? (
        <>
          <form className="filters" aria-label={t('queue.filters')} onSubmit={(event) => event.preventDefault()}>
            <SelectField label={t('referrals.product')} value={product} onChange={setProduct} options={[{ value: '', label: t('queue.all') }, ...products.map((id) => ({ value: id, label: id }))]} />
            <SelectField label={t('queue.age')} value={age} onChange={setAge} options={AGE_CHOICES.map((hours) => ({ value: hours, label: hours ? t('queue.ageAtLeast', { hours }) : t('queue.all') }))} />
          </form>
          <p>
            {t('queue.count', { shown: String(shown.length), total: String(all.length) })}
            {oldest ? ` ${t('queue.oldest', { age: ageText(oldest.referredAt, now, lang) })}` : ''}
          </p>
        </>
      ) : null}
      {queue.data && shown.length === 0 ? <p>{t('referrals.empty')}</p> : null}
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
