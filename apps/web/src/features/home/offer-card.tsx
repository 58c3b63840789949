import { amountRange, marketOfCurrency, tierLimit, type ProductListResponse, type ProductSummary } from '@lendline/domain';
import type { Read } from '../../shared/api/use-read.ts';
import { formatList, formatMoney, formatNumber } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { useOwnLimit, type OwnLimit } from './use-own-limit.ts';

/** A signed-in borrower's limit and the way up the ladder. */
function LimitLines({ own, money }: { own: OwnLimit; money: (minor: number) => string }) {
  const t = useT();
  const { next } = own;
  return (
    <>
      <p className="offer__limit">{t('home.limit', { limit: money(own.limit) })}</p>
      <p className="offer__tenure">
        {next
          ? t(next.repayments === 1 ? 'home.nextLimit.one' : 'home.nextLimit.other', { count: next.repayments, limit: money(next.limit) })
          : t('home.topLimit')}
      </p>
    </>
  );
}

/**
 * The amounts home may promise (ADR 031): a guest sees the products' range with the first-loan
 * limit stated; a signed-in borrower sees the range up to their own limit, and what raises it.
 */
function OfferFigures({ products, own }: { products: readonly ProductSummary[]; own: OwnLimit | null }) {
  const t = useT();
  const lang = useLanguage();
  const range = amountRange(products);
  const currency = products[0]?.currency;
  if (!range || !currency) return <p className="notice">{t('home.noProducts')}</p>;
  // A rejected applicant has no limit: the status card below says when they may apply again.
  if (own?.declined) return <p className="offer__limit">{t('home.limitDeclined')}</p>;
  const market = marketOfCurrency(currency);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const tenures = [...new Set(products.flatMap((product) => product.tenures))].sort((a, b) => a - b);
  const max = own ? Math.max(range.min, own.limit) : range.max;
  return (
    <>
      <p className="offer__amount">{t('home.amountRange', { min: money(range.min), max: money(max) })}</p>
      {own ? <LimitLines own={own} money={money} /> : <p className="offer__limit">{t('home.firstLoan', { limit: money(Math.min(tierLimit(market, 0), range.max)) })}</p>}
      {tenures.length > 0 && (
        <p className="offer__tenure">
          {t('home.tenure', { days: formatList(tenures.map((days) => formatNumber(days, lang, market)), lang, market) })}
        </p>
      )}
    </>
  );
}

/** The loan amounts and tenures the borrower may have; skeleton while loading, retry on failure. */
export function OfferCard({ products }: { products: Read<ProductListResponse> }) {
  const t = useT();
  const { own, loading } = useOwnLimit();
  const { data, error } = products;
  const busy = (!data && !error) || (data !== undefined && loading);
  return (
    <section className="card offer" aria-labelledby="offer-title" aria-busy={busy}>
      <h2 id="offer-title" className="offer__label">
        {t('home.amountLabel')}
      </h2>
      {busy && <Skeleton lines={2} />}
      {!data && error && (
        <>
          <p className="notice">{t('home.loadFailed')}</p>
          <Button variant="secondary" busy={products.isFetching} onClick={products.retry}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {data && !loading && <OfferFigures products={data.products} own={own} />}
    </section>
  );
}
