import { useRead } from '../../shared/api/use-read.ts';
import { LATEST_ORDER, LATEST_ORDER_READ } from '../../shared/application/order-api.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import type { Choice } from './borrow-api.ts';
import { formatInstant } from '../../shared/i18n/format.ts';
import './borrow.css';

/** The choice in the query (a quote not yet accepted), or none: the accepted order's own agreement. */
function choiceFrom(query: URLSearchParams): Choice | null {
  const amount = Number(query.get('amount'));
  const tenure = Number(query.get('tenure'));
  const couponId = query.get('couponId') || undefined;
  return Number.isSafeInteger(amount) && amount > 0 && Number.isSafeInteger(tenure) && tenure > 0 ? { amount, tenure, couponId } : null;
}

/**
 * The loan agreement generated from the order's own figures, in the borrower's language. Back
 * returns to the confirm screen, which remembers the choice and the tick.
 */
export function AgreementScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const query = useQuery();
  const choice = choiceFrom(query);
  // Without an order number in the link, the borrower's latest order is meant.
  const latest = useRead(query.get('orderNo') ? null : LATEST_ORDER, {}, LATEST_ORDER_READ);
  const orderNo = query.get('orderNo') ?? latest.data?.order?.orderNo;
  // The agreement for a choice not yet accepted, or the accepted order's own. The server writes
  // it in the request's language: each language is its own read.
  const path = orderNo === undefined ? null : choice ? '/loan/get-money/contract' : '/loan/loan-order/loanAgreement';
  const read = useRead(path, { orderNo: orderNo ?? '', ...choice }, { perLanguage: true });
  const agreement = read.data;
  const failed = !agreement && (path === null ? !latest.isLoading : read.error !== null);

  const back = pathOf('confirmBorrow');
  return (
    <Page title={t('route.borrowAgreement')} back={back}>
      {!agreement && !failed && <Skeleton lines={8} />}
      {failed && <p className="empty">{t('agreement.loadFailed')}</p>}
      {agreement && (
        <article className="agreement-text" aria-labelledby="agreement-title">
          <h2 id="agreement-title">{agreement.title}</h2>
          {agreement.acceptedAt && <p className="notice">{t('agreement.accepted', { time: formatInstant(agreement.acceptedAt, lang, market) })}</p>}
          {agreement.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
      <Link to={back} className="btn btn--secondary btn--block">
        {t('agreement.backToOffer')}
      </Link>
    </Page>
  );
}
