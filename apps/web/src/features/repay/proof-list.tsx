import { marketOfCurrency, type ProofListResponse } from '@lendline/domain';
import { useState } from 'react';
import { formatDate, formatInstant, formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { proofImage } from './proof-api.ts';

type Proof = ProofListResponse['proofs'][number];

/** The order's proofs, newest first: each with its state, staff's reason when rejected, and the promised answer date. */
export function ProofList({ proofs }: { proofs: readonly Proof[] }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="proof-list">
      <h2 id="proof-list">{t('proof.list')}</h2>
      {proofs.length === 0 ? (
        <p>{t('proof.none')}</p>
      ) : (
        <ul className="repay__payments">
          {proofs.map((proof) => (
            <ProofItem key={proof.proofId} proof={proof} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProofItem({ proof }: { proof: Proof }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(proof.currency);
  const [image, setImage] = useState<string | null>(null);
  const state =
    proof.state === 'pending'
      ? t('proof.state.pending', { date: formatInstant(proof.answerBy, lang, market) })
      : proof.state === 'approved'
        ? t('proof.state.approved')
        : t('proof.state.rejected', { reason: proof.rejectReason ?? '' });
  async function show() {
    const result = await proofImage(proof.imageId);
    if (result.ok) setImage(result.data.dataUrl);
  }
  return (
    <li className={`proof proof--${proof.state}`}>
      <span>{t('proof.item', { amount: formatMoney(proof.amount, proof.currency, lang), date: formatDate(proof.paidOn, lang, market) })}</span>
      <span>{t('proof.item.reference', { reference: proof.reference })}</span>
      <strong>{state}</strong>
      {image ? (
        <img className="proof__preview" src={image} alt={t('proof.photo.preview')} />
      ) : (
        <Button variant="secondary" onClick={() => void show()}>
          {t('proof.showPhoto')}
        </Button>
      )}
    </li>
  );
}
