import type { CustomerService } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { formatList } from '../../shared/i18n/format.ts';
import { useLanguage, useT, type Translate } from '../../shared/i18n/i18n-store.ts';
import { useContent } from '../../shared/content/use-content.ts';
import { useMarket } from '../../shared/market/market.ts';
import type { Language, MarketId } from '@lendline/domain';
import { ContentPage } from './content-page.tsx';

/** How the text says to reach us: only the channels customer service shows, else the complaint form it always has. */
function careReach(care: CustomerService | null, lang: Language, market: MarketId, t: Translate): string {
  const channels = care ? (['phone', 'whatsapp', 'email'] as const).filter((channel) => care[channel]) : [];
  if (channels.length === 0) return t('about.reach.complaint');
  return t('about.reach.channels', { channels: formatList(channels.map((channel) => t(`about.channel.${channel}`)), lang, market) });
}

/** About us, from content/<market>/<lang>/about.md, naming the channels `/loanMarket/customer-service` answers. */
export function AboutScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const read = useContent('about');
  const care = useRead('/loanMarket/customer-service', {}, { quiet: true });
  // The text waits for the channels (or their failure) rather than name one that may not exist.
  const settled = care.data !== undefined || care.error !== null;
  return (
    <ContentPage
      title={t('route.aboutUs')}
      back="/me"
      read={settled ? read : { ...read, sections: null, failed: false }}
      figures={{ careReach: careReach(care.data ?? null, lang, market, t) }}
    />
  );
}
