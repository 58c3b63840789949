import { formatMoney, formatRatePpm, marketOfCurrency, type StatementLine, type StatementResponse } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { formatDate, formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT, type MessageKey } from '../../shared/i18n/i18n-store.ts';
import { useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { statementCsv } from './statement-csv.ts';
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
 * with what is owed after each, in the borrower's language; printable as a tidy page and
 * downloadable as CSV.
 */
export function StatementScreen() {
  const t = useT();
  const orderNo = useQuery().get('orderNo') ?? '';
  const read = useRead(orderNo ? '/loan/loan-order/statement' : null, { orderNo }, { quiet: true });
  return (
    <Page title={t('route.loanHistory')} back="/records">
      {read.data && <Statement statement={read.data} />}
      {!read.data && read.error === null && <Spinner />}
      {!read.data && read.error !== null && <ReadProblem error={read.error} onRetry={read.retry} />}
    </Page>
  );
}

function Statement({ statement }: { statement: StatementResponse }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(statement.currency);
  const money = (minor: number) => formatMoney(minor, statement.currency, lang);
  const kind = (line: StatementLine) => t(`statement.kind.${line.kind}` as MessageKey);
  const when = (line: StatementLine) => formatInstant(line.at, lang, market);
  const penaltyWhy = (p: NonNullable<StatementLine['penalty']>) => t('statement.penalty', { day: formatDate(p.marketDay, lang, market), rate: formatRatePpm(p.ratePpm, lang), base: money(p.base) });

  function csv() {
    const text = statementCsv(statement.lines, statement.currency, {
      header: [t('statement.csv.date'), t('statement.csv.event'), t('statement.csv.amount'), t('statement.csv.balance'), t('statement.csv.currency')],
      // A penalty's line says what it was charged on, as on screen: the CSV is read without the screen.
      kind: (line) => (line.penalty ? `${kind(line)}: ${penaltyWhy(line.penalty)}` : kind(line)),
      date: when,
    });
    download(`statement-${statement.orderNo}.csv`, text);
  }

  return (
    <section className="card statement" aria-label={t('route.loanHistory')}>
      <p className="statement__order">{statement.orderNo}</p>
      {statement.lines.length === 0 ? (
        <p>{t('statement.empty')}</p>
      ) : (
        <ol className="statement__lines">
          {statement.lines.map((line, index) => (
            <li key={index} className={`statement__line statement__line--${line.effect}`}>
              <span className="statement__when">{when(line)}</span>
              <span className="statement__kind">{kind(line)}</span>
              <strong className="statement__amount">{line.effect === 'paid' ? `−${money(line.amount)}` : money(line.amount)}</strong>
              {line.parts && (
                <span className="statement__parts">
                  {t('statement.parts', { principal: money(line.parts.principal), interest: money(line.parts.interest), interestTax: money(line.parts.interestTax) })}
                  {line.parts.penalty ? ` · ${t('statement.partsPenalty', { penalty: money(line.parts.penalty) })}` : ''}
                </span>
              )}
              {line.penalty && (
                <span className="statement__parts">
                  {penaltyWhy(line.penalty)}
                </span>
              )}
              <span className="statement__balance">{t('statement.balance', { amount: money(line.balance) })}</span>
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
