import type { Complaint } from '@lendline/domain';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';

/** The borrower's complaints, newest first, each with its state, the promised date and staff's answer. */
export function ComplaintList({ complaints }: { complaints: readonly Complaint[] }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const when = (iso: string) => formatInstant(iso, lang, market);
  return (
    <section className="card" aria-labelledby="care-complaints">
      <h2 id="care-complaints">{t('care.complaint.list')}</h2>
      {complaints.length === 0 && <p>{t('care.complaint.none')}</p>}
      <ul className="care__list">
        {complaints.map((c) => (
          <li key={c.reference}>
            <p>
              <strong>{t('care.complaint.item', { reference: c.reference, date: when(c.createdAt) })}</strong>
            </p>
            <p>{t(`care.complaint.category.${c.category}`)}</p>
            <p>{c.state === 'received' ? t('care.complaint.state.received', { date: when(c.answerBy) }) : t(`care.complaint.state.${c.state}`)}</p>
            {c.answer && <p>{t('care.complaint.answer', { answer: c.answer })}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
