import { amountRange, DEFAULT_PRODUCTS, marketOfCurrency, tierLimit, type ProductListResponse, type ProductSummary } from '@lendline/domain';
import type { Read } from '../../shared/api/use-read.ts';
import { formatList, formatMoney, formatNumber } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { isServedMarketKnown, useMarket } from '../../shared/market/market.ts';
import { useSession } from '../../shared/session/session.ts';
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

/**
 * What a guest is shown before the server's answer: the products this release ships for the
 * served market, which are what the server answers unless it runs another release (then its
 * answer replaces them). So the guest home is drawn complete from its first paint, prerendered
 * included (ADR 064), and the offer is not the last thing to appear. A signed-in borrower waits
 * for the answer and their own limit instead: no figure is promised that may not be theirs.
 */
function useReleaseProducts(): readonly ProductSummary[] | undefined {
  const { token } = useSession();
  const market = useMarket();
  return token === null && isServedMarketKnown() ? DEFAULT_PRODUCTS[market] : undefined;
}

/** The loan amounts and tenures the borrower may have; skeleton while loading, retry on failure. */
export function OfferCard({ products }: { products: Read<ProductListResponse> }) {
  const t = useT();
  const { own, loading } = useOwnLimit();
  const release = useReleaseProducts();
  const { data, error } = products;
  const shown = data?.products ?? (error ? undefined : release);
  const busy = (!shown && !error) || (data !== undefined && loading);
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
      {shown && !loading && <OfferFigures products={shown} own={own} />}
    </section>
  );
}
