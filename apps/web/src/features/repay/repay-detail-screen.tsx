import { formatRatePpm, marketOfCurrency, OrderStatus, type RepayDetailResponse } from '@lendline/domain';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { useRead } from '../../shared/api/use-read.ts';
import { useLatestOrder } from '../../shared/application/use-latest-order.ts';
import { formatDate, formatMoney } from '../../shared/i18n/format.ts';
import { countedKey, useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ExtensionEntry } from './extension-detail-screen.tsx';
import { PenaltyDays } from './penalty-days.tsx';
import './repay.css';

/**
 * repay_detail (statuses 2, 3 and 10 route here): what is due now and in total, each
 * instalment with its state, and what was received. `?orderNo=` names the loan; without it,
 * the borrower's latest order. Figures come from the server alone (ADR 032); when a read
 * fails, the last figures known stay, with the network message and a Retry.
 */
export function RepayDetailScreen() {
  const t = useT();
  const named = useQuery().get('orderNo');
  const latest = useLatestOrder();
  const orderNo = named ?? latest.order?.orderNo ?? null;
  const read = useRead(orderNo ? '/repay/repay-order/detail' : null, { orderNo: orderNo ?? '' }, { quiet: true });
  const detail = read.data;
  const nothing = !detail && (latest.order === null || (read.error !== null && read.error.code !== NETWORK_FAILURE));

  return (
    <Page title={t('route.repayDetail')} back="/">
      {detail && <RepayDetail detail={detail} />}
      {nothing && <Nothing />}
      {!detail && !nothing && read.error === null && <Spinner />}
      {read.error?.code === NETWORK_FAILURE && (
        <div className="repay__problem">
          <p role="alert">{t('error.network')}</p>
          <Button variant="secondary" className="btn--block" onClick={read.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </Page>
  );
}

function Nothing() {
  const t = useT();
  return (
    <section className="card">
      <p>{t('repay.nothingToRepay')}</p>
      <Link to="/" className="btn btn--secondary btn--block">
        {t('repay.toHome')}
      </Link>
    </section>
  );
}

function RepayDetail({ detail }: { detail: RepayDetailResponse }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(detail.currency);
  const money = (minor: number) => formatMoney(minor, detail.currency, lang);
  const date = (day: string) => formatDate(day, lang, market);
  const finished = detail.status === OrderStatus.Finish;
  return (
    <>
      <section className="card repay__summary" aria-labelledby="repay-due">
        {finished ? (
          <p id="repay-due" role="status">{t('repay.finished')}</p>
        ) : (
          <>
            <h2 id="repay-due" className="repay__due-label">{t('repay.dueNow')}</h2>
            <p className="repay__due">{money(detail.dueNow)}</p>
            {detail.nextDueDate && <p>{t('repay.dueBy', { date: date(detail.nextDueDate) })}</p>}
            {detail.overdueDays > 0 && <p role="alert" className="repay__overdue">{t(countedKey('repay.overdue', detail.overdueDays), { days: detail.overdueDays })}</p>}
          </>
        )}
        {/* Every penalty is explained where it is shown (ADR 036): how much so far, and the agreement's rule. */}
        {detail.penalty > 0 && <p>{t('repay.penalty', { amount: money(detail.penalty) })}</p>}
        {!finished && <PenaltyDays detail={detail} />}
        {!finished && detail.penaltyRule && detail.penaltyRule.dailyPpm > 0 && (detail.penalty > 0 || detail.overdueDays > 0) && (
          <p className="repay__penalty-rule">
            {t('repay.penaltyRule', { rate: formatRatePpm(detail.penaltyRule.dailyPpm, lang), cap: money(detail.penaltyRule.cap), days: detail.penaltyRule.maxDays })}
          </p>
        )}
        <p>{t('repay.outstanding', { amount: money(detail.outstanding), total: money(detail.totalRepayable) })}</p>
        {!finished && detail.payoffNow < detail.outstanding && <p>{t('repay.payoffNow', { amount: money(detail.payoffNow) })}</p>}
        <p>{t('repay.paid', { amount: money(detail.paid) })}</p>
        {detail.credit > 0 && <p>{t('repay.credit', { amount: money(detail.credit) })}</p>}
        {detail.waived > 0 && <p>{t('repay.waived', { amount: money(detail.waived) })}</p>}
        {!finished && (
          <Link to={`/repay/cashier?orderNo=${encodeURIComponent(detail.orderNo)}`} className="btn btn--primary btn--block">
            {t('repay.repayNow')}
          </Link>
        )}
        {/* Rollover (ADR 037): offered only while the loan can take one. */}
        {!finished && <ExtensionEntry orderNo={detail.orderNo} />}
        <Link to={`/records/statement?orderNo=${encodeURIComponent(detail.orderNo)}`} className="btn btn--secondary btn--block">
          {t('statement.open')}
        </Link>
        {/* A payment a channel did not show: a slip photo for staff to review (ADR 038). */}
        <Link to={`/repay/voucher?orderNo=${encodeURIComponent(detail.orderNo)}`} className="btn btn--secondary btn--block">
          {t('proof.entry')}
        </Link>
      </section>
      <section className="card" aria-labelledby="repay-schedule">
        <h2 id="repay-schedule">{t('repay.schedule')}</h2>
        <ol className="repay__phases">
          {detail.phases.map((phase) => (
            <li key={phase.phase} className={`repay__phase repay__phase--${phase.state}`}>
              <span>{t('repay.phase', { phase: phase.phase, date: date(phase.dueDate) })}</span>
              <span>{t('repay.phaseFigures', { amount: money(phase.amount), paid: money(phase.paid) })}</span>
              <strong>{t(`repay.state.${phase.state}`)}</strong>
            </li>
          ))}
        </ol>
      </section>
      <section className="card" aria-labelledby="repay-payments">
        <h2 id="repay-payments">{t('repay.payments')}</h2>
        {detail.payments.length === 0 ? (
          <p>{t('repay.noPayments')}</p>
        ) : (
          <ul className="repay__payments">
            {detail.payments.map((payment, index) => (
              <li key={index}>{t('repay.payment', { date: formatDate(payment.paidAt, lang, market), amount: money(payment.amount) })}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
