import { amountRange, type ProductListResponse, type ProductSummary } from '@lendline/domain';
import type { Read } from '../../shared/api/use-read.ts';
import { formatList, formatMoney, formatNumber } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';

function OfferFigures({ products }: { products: readonly ProductSummary[] }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const range = amountRange(products);
  const currency = products[0]?.currency;
  if (!range || !currency) return <p className="notice">{t('home.noProducts')}</p>;
  const tenures = [...new Set(products.flatMap((product) => product.tenures))].sort((a, b) => a - b);
  return (
    <>
      <p className="offer__amount">
        {t('home.amountRange', {
          min: formatMoney(range.min, currency, lang),
          max: formatMoney(range.max, currency, lang),
        })}
      </p>
      {tenures.length > 0 && (
        <p className="offer__tenure">
          {t('home.tenure', { days: formatList(tenures.map((days) => formatNumber(days, lang, market)), lang, market) })}
        </p>
      )}
    </>
  );
}

/** The loan amount range and tenures the market offers; skeleton while loading, retry on failure. */
export function OfferCard({ products }: { products: Read<ProductListResponse> }) {
  const t = useT();
  const { data, error } = products;
  return (
    <section className="card offer" aria-labelledby="offer-title" aria-busy={!data && !error}>
      <h2 id="offer-title" className="offer__label">
        {t('home.amountLabel')}
      </h2>
      {!data && !error && <Skeleton lines={2} />}
      {!data && error && (
        <>
          <p className="notice">{t('home.loadFailed')}</p>
          <Button variant="secondary" busy={products.isFetching} onClick={products.retry}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {data && <OfferFigures products={data.products} />}
    </section>
  );
}
