import { useT } from '../../shared/i18n/i18n-store.ts';
import { Page } from '../../shared/ui/page.tsx';
import { OfferCard } from './offer-card.tsx';
import { StatusCard } from './status-card.tsx';
import { useProducts } from './use-products.ts';
import './home.css';

/** Home (public): the offer, the borrower's status card and the apply button. */
export function HomeScreen() {
  const t = useT();
  const products = useProducts();
  return (
    <Page title={t('app.name')}>
      <OfferCard products={products} />
      <StatusCard />
    </Page>
  );
}
