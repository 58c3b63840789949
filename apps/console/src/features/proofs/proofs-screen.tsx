import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { ageText, moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { AGE_CHOICES, waitedAtLeast } from '../../shared/ui/queue-age.ts';
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
      <h1>{t(screen.title)}</h1>
      <p>{t('proofs.intro')}</p>
      <p className="status-line" role="status">
        {status}
      </p>
      {queue.isPending ? <p>{t('app.loading')}</p> : null}
      {queue.isError ? <p role="alert">{formFailureOf(queue.error, [], t).general}</p> : null}
      {queue.data ? (
        <>
          <form className="filters" aria-label={t('queue.filters')} onSubmit={(event) => event.preventDefault()}>
            <SelectField label={t('field.currency')} value={currency} onChange={setCurrency} options={[{ value: '', label: t('queue.all') }, ...currencies.map((code) => ({ value: code, label: code }))]} />
            <SelectField label={t('queue.age')} value={age} onChange={setAge} options={AGE_CHOICES.map((hours) => ({ value: hours, label: hours ? t('queue.ageAtLeast', { hours }) : t('queue.all') }))} />
          </form>
          <p>
            {t('queue.count', { shown: String(shown.length), total: String(all.length) })}
            {oldest ? ` ${t('queue.oldest', { age: ageText(oldest.createdAt, now, lang) })}` : ''}
          </p>
        </>
      ) : null}
      {queue.data && shown.length === 0 ? <p>{t('proofs.empty')}</p> : null}
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
