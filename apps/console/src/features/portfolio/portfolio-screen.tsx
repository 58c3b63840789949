import type { DpdBucket, PortfolioView } from '@lendline/domain';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { dateTimeText, moneyText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import type { ScreenProps } from '../../screens.ts';
import { BarChart, LineChart } from './charts.tsx';
import { usePortfolio } from './portfolio-api.ts';
import { countText, shareText } from './portfolio-format.ts';
import { PortfolioSection } from './portfolio-section.tsx';
import { ReconciliationFigure } from './reconciliation-figure.tsx';

const BUCKET: Record<DpdBucket, UiKey> = { current: 'portfolio.bucket.current', '1-30': 'portfolio.bucket.1-30', '31-60': 'portfolio.bucket.31-60', '61-90': 'portfolio.bucket.61-90', '91+': 'portfolio.bucket.91+' };
/** The cohorts drawn as lines: the latest six (every cohort stays in the table). */
const LINES = 6;

/** The portfolio as pictures and tables (issue 22, ADR 078): each chart with its table beside it and the table's CSV. */
export function PortfolioScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const portfolio = usePortfolio();
  const view = portfolio.data;
  return (
    <>
      <h1>{t(screen.title)}</h1>
      {portfolio.isPending ? <p>{t('app.loading')}</p> : null}
      {portfolio.isError ? <p role="alert">{formFailureOf(portfolio.error, [], t).general}</p> : null}
      {view ? <Figures view={view} /> : null}
    </>
  );
}

function Figures({ view }: { view: PortfolioView }) {
    const { t, lang } = useI18n();
    const none = t('portfolio.none');
    const share = (ppm: number | null) => shareText(ppm, lang, none);
    const money = (minor: number) => moneyText(minor, view.currency, lang);
    const count = (value: number) => countText(value, lang);
    const totals: [UiKey, string][] = [
      ['portfolio.loans', count(view.totals.loans)], ['portfolio.openLoans', count(view.totals.openLoans)],
      ['portfolio.disbursed', money(view.totals.disbursed)], ['portfolio.collected', money(view.totals.collected)],
      ['portfolio.outstandingPrincipal', money(view.totals.outstandingPrincipal)], ['portfolio.outstandingInterest', money(view.totals.outstandingInterest)],
      ['portfolio.outstandingPenalties', money(view.totals.outstandingPenalties)],
    ];
    const cohorts = view.vintages.slice(-LINES);
    const months = Math.max(0, ...view.vintages.map((v) => v.points.length));
    const c = view.collections;
    const a = view.approvals;
    const f = view.firstPaymentDefault;
    return (
      <>
        <p>{t('portfolio.intro', { market: view.market, currency: view.currency, day: view.asOf, at: dateTimeText(view.computedAt, lang) })}</p>
        {view.refreshing ? <p role="status">{t('portfolio.refreshing')}</p> : null}
        <PortfolioSection id="portfolio-totals" title={t('portfolio.totals')} csv={['totals']} table={
          <table>
            <caption>{t('portfolio.totalsCaption')}</caption>
            <tbody>{totals.map(([key, value]) => <tr key={key}><th scope="row">{t(key)}</th><td className="number">{value}</td></tr>)}</tbody>
          </table>
        } />
        <PortfolioSection id="portfolio-par" title={t('portfolio.par')} note={t('portfolio.parNote')} csv={['par']}
          chart={<BarChart title={t('portfolio.par')} bars={view.par.map((r) => ({ label: t('portfolio.parDays', { days: r.days }), ppm: r.ppm, text: share(r.ppm) }))} />}
          table={
            <table>
              <caption>{t('portfolio.parCaption')}</caption>
              <thead><tr><th scope="col">{t('portfolio.col.overdue')}</th><th scope="col">{t('portfolio.col.loans')}</th><th scope="col">{t('portfolio.outstandingPrincipal')}</th><th scope="col">{t('portfolio.col.share')}</th></tr></thead>
              <tbody>{view.par.map((r) => <tr key={r.days}><th scope="row">{t('portfolio.parDays', { days: r.days })}</th><td className="number">{count(r.loans)}</td><td className="number">{money(r.principal)}</td><td className="number">{share(r.ppm)}</td></tr>)}</tbody>
            </table>
          } />
        <PortfolioSection id="portfolio-roll" title={t('portfolio.roll')} note={t('portfolio.rollNote')} csv={['roll-rates']}
          chart={<BarChart title={t('portfolio.roll')} bars={view.rollRates.map((r) => ({ label: `${t(BUCKET[r.from])} → ${t(BUCKET[r.to])}`, ppm: r.ppm, text: share(r.ppm) }))} />}
          table={
            <table>
              <caption>{t('portfolio.rollCaption')}</caption>
              <thead><tr><th scope="col">{t('portfolio.col.from')}</th><th scope="col">{t('portfolio.col.to')}</th><th scope="col">{t('portfolio.col.loansThen')}</th><th scope="col">{t('portfolio.col.rolled')}</th><th scope="col">{t('portfolio.col.share')}</th></tr></thead>
              <tbody>{view.rollRates.map((r) => <tr key={r.from}><th scope="row">{t(BUCKET[r.from])}</th><td>{t(BUCKET[r.to])}</td><td className="number">{count(r.loans)}</td><td className="number">{count(r.rolled)}</td><td className="number">{share(r.ppm)}</td></tr>)}</tbody>
            </table>
          } />
        <PortfolioSection id="portfolio-vintages" title={t('portfolio.vintages')} note={t('portfolio.vintagesNote')} csv={['vintages']}
          chart={cohorts.length > 0 ? (
            <LineChart title={t('portfolio.vintagesChart')} lines={cohorts.map((v) => ({ label: v.cohort, points: v.points.map((p) => p.repaidPpm) }))}
              summary={cohorts.map((v) => t('portfolio.vintageSummary', { cohort: v.cohort, share: share(v.points.at(-1)?.repaidPpm ?? null), months: v.points.length - 1 })).join('; ')} />
          ) : undefined}
          table={
            <table>
              <caption>{t('portfolio.vintagesCaption')}</caption>
              <thead><tr><th scope="col">{t('portfolio.col.cohort')}</th><th scope="col">{t('portfolio.col.loans')}</th>{Array.from({ length: months }, (_, m) => <th scope="col" key={m}>{t('portfolio.col.month', { month: m })}</th>)}</tr></thead>
              <tbody>{view.vintages.map((v) => (
                <tr key={v.cohort}><th scope="row">{v.cohort}</th><td className="number">{count(v.loans)}</td>
                  {Array.from({ length: months }, (_, m) => v.points[m]).map((p, m) => <td className="number" key={m}>{p ? `${share(p.repaidPpm)} / ${share(p.overduePpm)}` : ''}</td>)}
                </tr>
              ))}</tbody>
            </table>
          } />
        <PortfolioSection id="portfolio-channels" title={t('portfolio.channels')} note={t('portfolio.channelsNote', { from: c.from, to: c.to, due: money(c.due), received: money(c.received), rate: share(c.ratePpm) })} csv={['channels']}
          chart={<BarChart title={t('portfolio.channels')} bars={c.channels.map((r) => ({ label: `${r.provider} ${r.channel}`, ppm: r.ratePpm, text: share(r.ratePpm) }))} />}
          table={
            <table>
              <caption>{t('portfolio.channelsCaption')}</caption>
              <thead><tr><th scope="col">{t('portfolio.col.channel')}</th><th scope="col">{t('portfolio.col.payments')}</th><th scope="col">{t('portfolio.collected')}</th><th scope="col">{t('portfolio.col.ofReceived')}</th><th scope="col">{t('portfolio.col.ofDue')}</th></tr></thead>
              <tbody>{c.channels.map((r) => <tr key={`${r.provider}-${r.channel}`}><th scope="row">{`${r.provider} ${r.channel}`}</th><td className="number">{count(r.payments)}</td><td className="number">{money(r.amount)}</td><td className="number">{share(r.sharePpm)}</td><td className="number">{share(r.ratePpm)}</td></tr>)}</tbody>
            </table>
          } />
        <PortfolioSection id="portfolio-fpd" title={t('portfolio.fpd')} note={t('portfolio.fpdNote', { days: f.days })} csv={['first-payment-default']} table={
          <table>
            <caption>{t('portfolio.fpdCaption')}</caption>
            <thead><tr><th scope="col">{t('portfolio.col.matured')}</th><th scope="col">{t('portfolio.col.missed')}</th><th scope="col">{t('portfolio.col.defaulted')}</th></tr></thead>
            <tbody><tr><td className="number">{count(f.matured)}</td><td className="number">{`${count(f.missed)} (${share(f.missedPpm)})`}</td><td className="number">{`${count(f.defaulted)} (${share(f.defaultedPpm)})`}</td></tr></tbody>
          </table>
        } />
        <PortfolioSection id="portfolio-approvals" title={t('portfolio.approvals')} note={t('portfolio.approvalsNote', { from: a.from, to: a.to, rate: share(a.approvalPpm) })} csv={['approvals', 'approval-reasons']}
          chart={<BarChart title={t('portfolio.approvals')} bars={[
            { label: t('portfolio.col.approved'), ppm: a.approvalPpm, text: count(a.approved) },
            { label: t('portfolio.col.rejected'), ppm: a.approvalPpm === null ? null : 1_000_000 - a.approvalPpm, text: count(a.rejected) },
          ]} />}
          table={
            <table>
              <caption>{t('portfolio.reasonsCaption', { approved: count(a.approved), rejected: count(a.rejected), referred: count(a.referred) })}</caption>
              <thead><tr><th scope="col">{t('portfolio.col.outcome')}</th><th scope="col">{t('portfolio.col.reason')}</th><th scope="col">{t('portfolio.col.decisions')}</th></tr></thead>
              <tbody>{a.reasons.map((r) => <tr key={`${r.outcome}-${r.reason}`}><td>{r.outcome}</td><th scope="row">{r.reason}</th><td className="number">{count(r.decisions)}</td></tr>)}</tbody>
            </table>
          } />
        <ReconciliationFigure view={view} />
      </>
    );
}
