import {
  exampleFor, isStatusIn, ladderLimit, offeredTenures, offerOptions, openProducts, OrderStatus, selectableAmounts, STATUS_GROUPS, termsForTenure,
  type MarketId,
} from '@lendline/domain';
import { useState } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { useLiveTerms } from '../../shared/catalogue/use-live-terms.ts';
import { routeByLatestOrder, startApplication, startNextApplication } from '../../shared/application/route-by-order.ts';
import { useLatestOrder } from '../../shared/application/use-latest-order.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { Select } from '../../shared/ui/select.tsx';
import { exampleLines } from './landing-model.ts';
import './landing.css';

/** Where the borrower's latest order stands decides what this screen offers: a new loan, the offer to confirm, or the step they left. */
function OrderInProgress({ offered }: { offered: boolean }) {
  const t = useT();
  return (
    <section className="card">
      <p>{t(offered ? 'toBorrow.offerReady' : 'toBorrow.inProgress')}</p>
      <Button className="btn--block" onClick={() => void routeByLatestOrder()}>
        {t(offered ? 'toBorrow.toOffer' : 'toBorrow.continue')}
      </Button>
    </section>
  );
}

/**
 * The terms and products a borrower's offer will have (ADR 053): the same rule the approval
 * snapshots them by, from the market's first-loan product, the products the borrower's ladder
 * step opens and their limit now. Priced with the server's live versions (ADR 089), which the
 * approval reads, not the release's constants.
 */
function useChoiceOptions(market: MarketId) {
  const credit = useRead('/loan/get-credit-info', {}, { quiet: true });
  const products = useLiveTerms(market);
  const limit = credit.data?.tierLimit ?? ladderLimit(market, 0, products);
  const first = products.find((p) => p.minOnTimeRepayments === 0) ?? products[0]!;
  const options = offerOptions(first, openProducts(market, credit.data?.onTimeRepayments ?? 0, products), limit);
  return { options, limit, tenures: offeredTenures(options) };
}

/** A new loan: amount and term chosen here, priced by the pricing model, then the application, which carries the choice. */
function LoanChoice({ finishedOrderNo }: { finishedOrderNo: string | null }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const { options, limit, tenures } = useChoiceOptions(market);
  const [tenure, setTenure] = useState(tenures[0] ?? 0);
  const terms = termsForTenure(options, tenure) ?? options[0]!;
  const amounts = selectableAmounts(terms, Math.max(limit, terms.minAmount));
  const wanted = Number(useQuery().get('amount'));
  const [chosen, setChosen] = useState<number | null>(null);
  const amount = [chosen, wanted].find((a): a is number => a !== null && amounts.includes(a)) ?? amounts[amounts.length - 1]!;
  const lines = exampleLines(exampleFor(terms, amount, tenure), terms.currency, lang, t);
  const apply = () => (finishedOrderNo ? startNextApplication(finishedOrderNo, { amount, tenure }) : startApplication({ amount, tenure }));
  return (
    <>
      <p>{t('toBorrow.intro')}</p>
      <Select
        label={t('landing.amount.label')}
        value={String(amount)}
        options={amounts.map((a) => ({ value: String(a), label: formatMoney(a, terms.currency, lang) }))}
        onChange={(event) => setChosen(Number(event.target.value))}
      />
      <Select
        label={t('toBorrow.tenure.label')}
        value={String(tenure)}
        options={tenures.map((d) => ({ value: String(d), label: t('landing.example.days', { days: String(d) }) }))}
        onChange={(event) => setTenure(Number(event.target.value))}
      />
      <section className="card" aria-labelledby="to-borrow-figures">
        <h2 id="to-borrow-figures" className="landing__heading">{t('landing.example.title')}</h2>
        <dl className="landing__figures">
          {lines.map((line) => (
            <div className="landing__figure" key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="landing__note">{t('toBorrow.note')}</p>
      <Button className="btn--block" onClick={() => void apply()}>
        {t('toBorrow.apply')}
      </Button>
    </>
  );
}

/** `/borrow/to_borrow` (guarded): choose and start borrowing, or carry on with the order already under way (ADR 046, 053). */
export function ToBorrowScreen() {
  const t = useT();
  const { order } = useLatestOrder();
  const open = order ? isStatusIn(STATUS_GROUPS.open, order.status) : false;
  return (
    <Page title={t('route.toBorrow')} back="/">
      {order === undefined && <Skeleton lines={3} />}
      {order !== undefined &&
        (open && order ? (
          <OrderInProgress offered={isStatusIn(STATUS_GROUPS.offered, order.status)} />
        ) : (
          // After a repaid loan the next application starts from it (ADR 035).
          <LoanChoice finishedOrderNo={order?.status === OrderStatus.Finish ? order.orderNo : null} />
        ))}
    </Page>
  );
}
