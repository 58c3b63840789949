import { useState } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { TickBox } from '../../shared/ui/tick-box.tsx';
import { saveMarketing } from './data-rights-api.ts';

/** The objection to marketing messages (ADR 103): saved as soon as it is ticked; messages about the loan always come. */
export function MarketingCard({ allowed, onChanged }: { allowed: boolean; onChanged: () => void }) {
  const t = useT();
  const [saved, setSaved] = useState<string | null>(null);

  async function change(next: boolean) {
    setSaved(null);
    const result = await saveMarketing(next);
    if (result.ok) {
      setSaved(t(result.data.marketingAllowed ? 'dataRights.marketing.on' : 'dataRights.marketing.off'));
      onChanged();
    } else setSaved(result.code === NETWORK_FAILURE ? t('error.network') : result.msg);
  }

  return (
    <section className="card data-rights__card" aria-labelledby="data-marketing-title">
      <h2 id="data-marketing-title">{t('dataRights.marketing.title')}</h2>
      <TickBox label={t('dataRights.marketing.label')} checked={allowed} onChange={(next) => void change(next)} />
      <p>{t('dataRights.marketing.service')}</p>
      {saved && <p role="status">{saved}</p>}
    </section>
  );
}
