import { formatMoney, type LegalState, type OrderListResponse } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { formatDate } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Link } from '../../shared/router/link.tsx';
import { useSession } from '../../shared/session/session.ts';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import './content.css';

/** Statuses reached only by accepting the agreement: being paid out, repaying, overdue, repaid, payout failed, confirming. */
const ACCEPTED = new Set([2, 3, 4, 7, 10, 18]);

type Order = OrderListResponse['orders'][number];

function LoanAgreements({ orders }: { orders: readonly Order[] }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const accepted = orders.filter((o) => ACCEPTED.has(o.status) && o.amount !== null);
  if (accepted.length === 0) return <p>{t('agreements.noLoans')}</p>;
  return (
    <ul className="agreement-list">
      {accepted.map((o) => (
        <li key={o.orderNo}>
          <Link to={`/borrow/agreement?orderNo=${encodeURIComponent(o.orderNo)}`} className="agreement-list__item">
            {t('agreements.loan', { product: o.productName ?? o.orderNo, amount: formatMoney(o.amount ?? 0, o.currency, lang), days: String(o.tenureDays ?? '') })}
            <span className="agreement-list__meta">{t('agreements.loanDate', { date: formatDate(o.createdAt, lang, market) })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LegalAcceptances({ state }: { state: LegalState }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  if (state.accepted.length === 0) return <p>{t('agreements.noLegal')}</p>;
  // Newest first: the versions in force come before the ones they replaced.
  const rows = [...state.accepted].reverse();
  return (
    <ul className="agreement-list">
      {rows.map((a) => {
        const date = formatDate(a.version, lang, market);
        const to = `${a.document === 'terms' ? '/termsCondition' : '/provicy'}?version=${a.version}`;
        return (
          <li key={`${a.document}-${a.version}`}>
            <Link to={to} className="agreement-list__item">
              {t(a.document === 'terms' ? 'agreements.terms' : 'agreements.privacy', { version: date })}
              <span className="agreement-list__meta">{t('agreements.acceptedOn', { date: formatDate(a.acceptedAt, lang, market) })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Every loan agreement the borrower accepted, and the terms and privacy versions accepted, each openable. */
export function AgreementListScreen() {
  const t = useT();
  const { token } = useSession();
  const orders = useRead(token ? '/loan/loan-order/list' : null, {}, { quiet: true });
  const legal = useRead(token ? '/legal/state' : null, {}, { quiet: true });

  if (!token) {
    return (
      <Page title={t('route.agreementList')} back="/me">
        <p>{t('agreements.loginPrompt')}</p>
        <Link to="/user/login?redirect=%2Fuser_center%2Fagreement_list" className="btn btn--primary btn--block">
          {t('agreements.login')}
        </Link>
      </Page>
    );
  }
  return (
    <Page title={t('route.agreementList')} back="/me">
      <section aria-labelledby="agreements-loans">
        <h2 id="agreements-loans" className="content__heading">
          {t('agreements.loans')}
        </h2>
        {orders.data ? <LoanAgreements orders={orders.data.orders} /> : orders.error ? <ReadProblem error={orders.error} onRetry={orders.retry} /> : <Skeleton />}
      </section>
      <section aria-labelledby="agreements-legal">
        <h2 id="agreements-legal" className="content__heading">
          {t('agreements.legal')}
        </h2>
        {legal.data ? <LegalAcceptances state={legal.data} /> : legal.error ? <ReadProblem error={legal.error} onRetry={legal.retry} /> : <Skeleton />}
      </section>
    </Page>
  );
}
