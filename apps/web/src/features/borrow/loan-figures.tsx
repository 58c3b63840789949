import { formatCatPpm, formatMoney, formatRatePpm, type LoanFiguresView } from '@lendline/domain';
import { formatDate, marketForCurrency } from '../../shared/i18n/format.ts';
import { useLanguage, useT, type MessageKey } from '../../shared/i18n/i18n-store.ts';

interface Row {
  label: MessageKey;
  value: string;
  strong?: boolean;
}

function Rows({ rows }: { rows: readonly Row[] }) {
  const t = useT();
  return (
    <dl className="figures">
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? 'figures__row figures__row--strong' : 'figures__row'}>
          <dt>{t(row.label)}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every figure of the order (spec section 3) as the server priced it: the same numbers the
 * agreement and the ledger hold. The APR and the total cost of credit come first and large
 * (FCCPC: the price is shown honestly before the borrower accepts). Mexico's is the CAT, without
 * IVA and with Banxico's legend, and the IVA on interest is its own line (ADR 028); never "APR".
 * Money is formatted by the domain, to the kobo, exactly as the agreement prints it. Under the
 * schedule: that an instalment loan's interest runs on the declining balance (when it does) and
 * that repaying early costs interest to the day only (ADR 013), as the agreement says.
 */
export function LoanFigures({ figures, busy = false }: { figures: LoanFiguresView; busy?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketForCurrency(figures.currency) ?? 'NG';
  const money = (minor: number) => formatMoney(minor, figures.currency, lang);
  const date = (day: string) => formatDate(day, lang, market);
  const rate = (ppm: number) => formatRatePpm(ppm, lang);

  return (
    <div className="loan-figures" aria-busy={busy}>
      <section className="card cost" aria-labelledby="cost-title">
        <h2 id="cost-title">{t('borrow.costTitle')}</h2>
        <Rows
          rows={[
            figures.catPpm === null
              ? { label: 'borrow.apr', value: rate(figures.aprPpm), strong: true }
              : { label: 'borrow.cat', value: formatCatPpm(figures.catPpm, lang), strong: true },
            { label: 'borrow.totalCost', value: money(figures.totalCostOfCredit), strong: true },
          ]}
        />
        {figures.catPpm !== null && <p className="notice">{t('borrow.catNote')}</p>}
        <p className="notice">{t('borrow.costNote')}</p>
      </section>
      <section className="card" aria-labelledby="details-title">
        <h2 id="details-title">{t('borrow.detailsTitle')}</h2>
        <Rows
          rows={[
            { label: 'borrow.figure.principal', value: money(figures.principal) },
            { label: 'borrow.figure.tenure', value: t('borrow.tenureDays', { days: figures.tenureDays }) },
            { label: 'borrow.figure.processingFee', value: money(figures.processingFee) },
            { label: 'borrow.figure.feeTax', value: money(figures.feeTax) },
            { label: 'borrow.figure.disbursal', value: money(figures.disbursalAmount), strong: true },
            { label: 'borrow.figure.interest', value: money(figures.interest) },
            ...(figures.catPpm === null ? [] : [{ label: 'borrow.figure.interestTax', value: money(figures.interestTax) } as const]),
            { label: 'borrow.figure.dailyRate', value: rate(figures.dailyInterestPpm) },
            { label: 'borrow.figure.coupon', value: money(figures.couponDiscount) },
            { label: 'borrow.figure.totalRepayable', value: money(figures.totalRepayable), strong: true },
            { label: 'borrow.figure.dueDate', value: date(figures.dueDate) },
            { label: 'borrow.figure.penalty', value: t('borrow.perDay', { rate: rate(figures.overduePenaltyDailyPpm) }) },
          ]}
        />
      </section>
      <section className="card" aria-labelledby="schedule-title">
        <h2 id="schedule-title">{t('borrow.scheduleTitle')}</h2>
        <table className="schedule" aria-labelledby="schedule-title">
          <thead>
            <tr>
              <th scope="col">{t('borrow.schedule.phase')}</th>
              <th scope="col">{t('borrow.schedule.date')}</th>
              <th scope="col">{t('borrow.schedule.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.phases.map((phase) => (
              <tr key={phase.phase}>
                <td>{phase.phase}</td>
                <td>{date(phase.dueDate)}</td>
                <td>{money(phase.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {figures.phases.length > 1 && figures.interestMethod === 'declining' && <p className="notice">{t('borrow.decliningNote')}</p>}
        <p className="notice">{t('borrow.earlyRepaymentNote')}</p>
      </section>
    </div>
  );
}
