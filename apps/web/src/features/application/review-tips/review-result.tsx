import type { Recommendation } from '@lendline/domain';
import { useRead } from '../../../shared/api/use-read.ts';
import { formatDate, formatMoney } from '../../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { navigate } from '../../../shared/router/location.ts';
import { pathOf } from '../../../shared/router/route-table.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/loading.tsx';
import './review-tips.css';

/** Approved: the way to the offer. */
export function ApprovedResult() {
  const t = useT();
  return (
    <section className="form" aria-labelledby="approved-title">
      <h2 id="approved-title">{t('reviewTips.approvedTitle')}</h2>
      <p>{t('reviewTips.approvedBody')}</p>
      <Button className="btn--block" onClick={() => navigate(pathOf('confirmBorrow'))}>
        {t('reviewTips.getMoney')}
      </Button>
    </section>
  );
}

function Products({ products }: { products: Recommendation['products'] }) {
  const t = useT();
  const lang = useLanguage();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="products-title">
      <h3 id="products-title">{t('reviewTips.productsTitle')}</h3>
      <ul className="products">
        {products.map((product) => (
          <li key={product.id} className="card">
            <h4>{product.name}</h4>
            <p>{t('reviewTips.productMax', { amount: formatMoney(product.maxAmount, product.currency, lang) })}</p>
            {/* A partner's site: a new tab, with no handle back to our page. */}
            <a href={product.url} target="_blank" rel="noopener noreferrer" className="btn btn--secondary">
              {t('reviewTips.productOpen', { name: product.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rejected: when the borrower may apply again, and partners' products meanwhile. */
export function RejectedResult({ orderNo }: { orderNo: string }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const recommendation = useRead('/app/isRejectRecommendation', { orderNo }, { quiet: true });
  // undefined while asking; null when it could not be had (the retry date falls back to the copy).
  const found = recommendation.data ?? (recommendation.error ? null : undefined);
  const retryAfter = found?.retryAfter;
  return (
    <section className="form" aria-labelledby="rejected-title">
      <h2 id="rejected-title">{t('reviewTips.rejectedTitle')}</h2>
      {found === undefined ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <p>{retryAfter ? t('reviewTips.retryOn', { date: formatDate(retryAfter, lang, market) }) : t('reviewTips.retryLater')}</p>
          {/* A decision that read a bureau's report names it and the way to dispute it (ADR 102). */}
          {found?.bureau && <p>{t('reviewTips.bureauUsed', { bureau: found.bureau.name })}</p>}
          {found && <Products products={found.products} />}
        </>
      )}
    </section>
  );
}
