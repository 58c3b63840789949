import { lazy, Suspense } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Page } from '../../shared/ui/page.tsx';
import { OfferCard } from './offer-card.tsx';
import { StatusCard } from './status-card.tsx';
import { useProducts } from './use-products.ts';
import './home.css';

// Hot loans: a chunk of its own after home shows, so home's first load stays within budget (ADR 046).
const HotLoans = lazy(() => import('./hot-loans.tsx').then((m) => ({ default: m.HotLoans })));

/** Home (public): the offer, the borrower's status card and the apply button. */
export function HomeScreen() {
  const t = useT();
  const products = useProducts();
  return (
    <Page title={t('app.name')}>
      <OfferCard products={products} />
      <StatusCard
        whenCanApply={
          <Suspense fallback={null}>
            <HotLoans />
          </Suspense>
        }
      />
    </Page>
  );
}
