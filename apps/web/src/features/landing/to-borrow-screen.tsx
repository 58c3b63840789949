import { exampleFor, isStatusIn, loanMarketIndex, PRODUCT_TERMS, STATUS_GROUPS } from '@lendline/domain';
import { useState } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { routeByLatestOrder, startApplication } from '../../shared/application/route-by-order.ts';
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

/** A new loan: amount and term chosen here, priced by the pricing model, then the application. */
function LoanChoice() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const credit = useRead('/loan/get-credit-info', {}, { quiet: true });
  const index = loanMarketIndex(market);
  const limit = credit.data?.tierLimit ?? index.firstLoanLimit;
  const tenures = index.tenures;
  const [tenure, setTenure] = useState(tenures[0] ?? 0);
  const terms = PRODUCT_TERMS[market].find((p) => p.minOnTimeRepayments === 0 && p.tenures.includes(tenure)) ?? PRODUCT_TERMS[market][0]!;
  const amounts: number[] = [];
  for (let a = terms.minAmount; a <= Math.min(terms.maxAmount, Math.max(limit, terms.minAmount)); a += terms.amountStep) amounts.push(a);
  const wanted = Number(useQuery().get('amount'));
  const [chosen, setChosen] = useState<number | null>(null);
  const amount = [chosen, wanted].find((a): a is number => a !== null && amounts.includes(a)) ?? amounts[amounts.length - 1]!;
  const lines = exampleLines(exampleFor(terms, amount, tenure), terms.currency, lang, t);
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
      <Button className="btn--block" onClick={() => void startApplication()}>
        {t('toBorrow.apply')}
      </Button>
    </>
  );
}

/** `/borrow/to_borrow` (guarded): start borrowing, or carry on with the order already under way (ADR 046). */
export function ToBorrowScreen() {
  const t = useT();
  const { order } = useLatestOrder();
  const open = order ? isStatusIn(STATUS_GROUPS.open, order.status) : false;
  return (
    <Page title={t('route.toBorrow')} back="/">
      {order === undefined && <Skeleton lines={3} />}
      {order !== undefined && (open && order ? <OrderInProgress offered={isStatusIn(STATUS_GROUPS.offered, order.status)} /> : <LoanChoice />)}
    </Page>
  );
}
