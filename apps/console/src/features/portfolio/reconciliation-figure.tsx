import type { PortfolioView } from '@lendline/domain';
import { moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { countText } from './portfolio-format.ts';

/**
 * Open reconciliation differences (ADR 086): how many and the money at stake, per provider, as of
 * the computation. A computation made before the reconciliation recorded differences says so.
 */
export function ReconciliationFigure({ view }: { view: PortfolioView }) {
  const { t, lang } = useI18n();
  const figure = view.reconciliation;
  const money = (minor: number) => moneyText(minor, view.currency, lang);
  return (
    <section aria-labelledby="portfolio-reconciliation">
      <h2 id="portfolio-reconciliation">{t('portfolio.reconciliation')}</h2>
      {figure.measured ? (
        <>
          <p>{t('portfolio.mismatchesAmount', { count: countText(figure.mismatches, lang), amount: money(figure.amount) })}</p>
          {figure.providers.length > 0 ? (
            <div className="table-scroll">
              <table>
                <caption>{t('portfolio.mismatchTable')}</caption>
                <thead><tr><th scope="col">{t('portfolio.mismatchProvider')}</th><th scope="col">{t('portfolio.mismatchCount')}</th><th scope="col">{t('portfolio.mismatchAmount')}</th></tr></thead>
                <tbody>{figure.providers.map((p) => <tr key={p.provider}><th scope="row">{p.provider}</th><td className="number">{countText(p.mismatches, lang)}</td><td className="number">{money(p.amount)}</td></tr>)}</tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : (
        <p>{t('portfolio.notMeasured')}</p>
      )}
    </section>
  );
}
