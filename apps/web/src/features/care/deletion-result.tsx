import type { AccountDeletion } from '@lendline/domain';
import { formatDate } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { endSession } from '../../shared/session/end-session.ts';
import { Button } from '../../shared/ui/button.tsx';

/** What the deletion erased and what the law keeps, until when and why; "Finish" ends the (already revoked) session here too. */
export function DeletionResult({ result }: { result: AccountDeletion }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  return (
    <section className="card care__result" aria-labelledby="care-deleted">
      {/* Announced when it appears; the heading keeps its role inside the live region. */}
      <div role="status">
        <h2 id="care-deleted">{t('care.deletion.done')}</h2>
      </div>
      <h3>{t('care.deletion.erased')}</h3>
      <ul>
        {result.erased.map((kind) => (
          <li key={kind}>{t(`care.data.${kind}`)}</li>
        ))}
      </ul>
      <h3>{t('care.deletion.kept')}</h3>
      <ul>
        {result.kept.map(({ kind, basis, until }) => (
          <li key={kind}>{t('care.deletion.keptUntil', { kind: t(`care.data.${kind}`), date: formatDate(until, lang, market), basis: t(`care.basis.${basis}`) })}</li>
        ))}
      </ul>
      <p>{t('care.deletion.newAccount')}</p>
      <Button className="btn--block" onClick={endSession}>
        {t('care.deletion.finish')}
      </Button>
    </section>
  );
}
