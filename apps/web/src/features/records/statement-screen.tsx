import type { StatementResponse } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { statementCsv } from './statement-csv.ts';
import { useStatementText } from './statement-text.ts';
import './statement.css';

/** Hands a text file to the browser to save. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Records' Statement (`/records/statement?orderNo=`): every event of the loan from the ledger
 * with what it does to what is owed and what is owed after each, in the borrower's language;
 * printable as a tidy page and downloadable as CSV.
 */
export function StatementScreen() {
  const t = useT();
  const orderNo = useQuery().get('orderNo') ?? '';
  const read = useRead(orderNo ? '/loan/loan-order/statement' : null, { orderNo }, { quiet: true });
  return (
    <Page title={t('route.loanStatement')} back="/records">
      {read.data && <Statement statement={read.data} />}
      {!read.data && read.error === null && <Spinner />}
      {!read.data && read.error !== null && <ReadProblem error={read.error} onRetry={read.retry} />}
    </Page>
  );
}

function Statement({ statement }: { statement: StatementResponse }) {
  const t = useT();
  const text = useStatementText(statement);

  function csv() {
    const file = statementCsv(statement.lines, statement.currency, {
      header: [t('statement.csv.date'), t('statement.csv.event'), t('statement.csv.effect'), t('statement.csv.change'), t('statement.csv.balance'), t('statement.csv.outside'), t('statement.csv.currency')],
      // The CSV is read without the screen: each event carries the details the screen shows beside it.
      kind: (line) => [text.kind(line), text.details(line).join(' ')].filter(Boolean).join(': '),
      effect: text.effect,
      date: text.when,
    });
    download(`statement-${statement.orderNo}.csv`, file);
  }

  return (
    <section className="card statement" aria-label={t('route.loanStatement')}>
      <p className="statement__order">{statement.orderNo}</p>
      {statement.lines.length === 0 ? (
        <p>{t('statement.empty')}</p>
      ) : (
        <ol className="statement__lines">
          {statement.lines.map((line, index) => (
            <li key={index} className={`statement__line statement__line--${line.effect}`}>
              <span className="statement__when">{text.when(line)}</span>
              <span className="statement__kind">{text.kind(line)}</span>
              <strong className="statement__amount">{text.signed(line)}</strong>
              <span className="statement__effect">{text.effect(line)}</span>
              {text.details(line).map((detail) => (
                <span key={detail} className="statement__parts">
                  {detail}
                </span>
              ))}
              <span className="statement__balance">{t('statement.balance', { amount: text.money(line.balance) })}</span>
            </li>
          ))}
        </ol>
      )}
      <div className="statement__actions">
        <Button variant="secondary" className="btn--block" onClick={() => window.print()}>
          {t('statement.print')}
        </Button>
        <Button variant="secondary" className="btn--block" onClick={csv} disabled={statement.lines.length === 0}>
          {t('statement.csv')}
        </Button>
      </div>
    </section>
  );
}
