import { formatCatPpm, formatRatePpm } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';

/**
 * Home's hot loans (ADR 046): the market's products with their daily rate and APR (Mexico: the
 * CAT); the status card shows them where it offers "Apply". A chunk of its own, fetched after home shows,
 * so the first load does not grow; quiet when the call fails (the offer card says enough).
 */
export function HotLoans() {
  const t = useT();
  const lang = useLanguage();
  const products = useRead('/loan/product/list-market', {}, { onePerPage: true, quiet: true });
  if (!products.data) return null;
  return (
    <section className="card" aria-labelledby="hot-loans-title">
      <h2 id="hot-loans-title" className="offer__label">
        {t('landing.hotLoans')}
      </h2>
      <ul className="hot-loans__list">
        {products.data.products.map((p) => {
          const money = (minor: number) => formatMoney(minor, p.currency, lang);
          const e = p.representative;
          const rate = formatRatePpm(p.dailyInterestPpm, lang);
          return (
            <li key={p.productId}>
              <p className="hot-loans__name">{p.name}</p>
              <p>{t('landing.hotLoans.item', { min: money(p.minAmount), max: money(p.maxAmount), days: p.tenures.join(', ') })}</p>
              <p className="hot-loans__note">
                {e.catPpm !== null ? t('landing.hotLoans.rateCat', { rate, cat: formatCatPpm(e.catPpm, lang) }) : t('landing.hotLoans.rate', { rate, apr: formatRatePpm(e.aprPpm, lang) })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
