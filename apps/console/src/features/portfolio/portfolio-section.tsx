import type { PortfolioTable } from '@lendline/domain';
import type { ReactNode } from 'react';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { csvHref } from './portfolio-api.ts';

const TABLE_NAME: Record<PortfolioTable, UiKey> = {
  totals: 'portfolio.totals', par: 'portfolio.par', 'roll-rates': 'portfolio.roll', vintages: 'portfolio.vintages', channels: 'portfolio.channels',
  'first-payment-default': 'portfolio.fpd', approvals: 'portfolio.approvals', 'approval-reasons': 'portfolio.reasons',
};

/** One figure: its heading, the chart where there is one, always its table, and the table's CSV. */
export function PortfolioSection({ id, title, note, chart, table, csv }: { id: string; title: string; note?: string; chart?: ReactNode; table: ReactNode; csv: PortfolioTable[] }) {
  const { t } = useI18n();
  return (
    <section className="portfolio-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p>{note}</p> : null}
      <div className="portfolio-figure">
        {chart ? <div className="portfolio-chart">{chart}</div> : null}
        <div className="table-scroll">{table}</div>
      </div>
      <p>
        {csv.map((table) => (
          <a key={table} className="portfolio-csv" href={csvHref(table)} download aria-label={t('portfolio.csvOf', { table: t(TABLE_NAME[table]) })}>
            {t('portfolio.csv')}
          </a>
        ))}
      </p>
    </section>
  );
}
