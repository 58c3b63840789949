import { errorMessage, marketOfCurrency, type ExtensionDataResponse } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { formatDate, formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import './repay.css';

const q = (orderNo: string) => `?orderNo=${encodeURIComponent(orderNo)}`;

/** repay_detail's way in: shown only while the loan can be rolled over (or one awaits its fee). */
export function ExtensionEntry({ orderNo }: { orderNo: string }) {
  const t = useT();
  const read = useRead('/repay/getExtensionData', { orderNo }, { quiet: true });
  const data = read.data;
  if (!data || (!data.canExtend && data.pending?.state !== 'awaiting_payment')) return null;
  return (
    <Link to={`/repay/exhibition_period_detail${q(orderNo)}`} className="btn btn--secondary btn--block">
      {t('extension.entry')}
    </Link>
  );
}

/** The figures of a rollover as the borrower reads them: fee, days, both dates, how many are left, and the honest cost. */
export function ExtensionFigures({ data }: { data: ExtensionDataResponse }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(data.currency);
  const money = (minor: number) => formatMoney(minor, data.currency, lang);
  const date = (day: string) => formatDate(day, lang, market);
  const figures = data.pending?.state === 'awaiting_payment' ? data.pending : data;
  if (!figures.currentDueDate || !figures.newDueDate) return null;
  return (
    <div className="repay__figures">
      <p className="repay__due">{t('extension.total', { total: money(figures.total) })}</p>
      <p>{t('extension.fee', { fee: money(figures.fee), tax: money(figures.feeTax) })}</p>
      <p>{t('extension.days', { days: figures.days })}</p>
      <p>{t('extension.currentDue', { date: date(figures.currentDueDate) })}</p>
      <p><strong>{t('extension.newDue', { date: date(figures.newDueDate) })}</strong></p>
      <p>{t('extension.left', { left: Math.max(0, data.max - data.used), max: data.max })}</p>
      <p>{t('extension.lateCount', { days: figures.days })}</p>
    </div>
  );
}

/** exhibition_period_detail: what a rollover costs and does, in plain words, before the borrower agrees. */
export function ExtensionDetailScreen() {
  const t = useT();
  const lang = useLanguage();
  const orderNo = useQuery().get('orderNo') ?? '';
  const read = useRead(orderNo ? '/repay/getExtensionData' : null, { orderNo }, { quiet: true });
  const data = read.data;
  return (
    <Page title={t('route.extensionDetail')} back={`/repay/repay_detail${q(orderNo)}`}>
      {!data && read.error === null && <Spinner />}
      {!data && read.error !== null && <ReadProblem error={read.error} onRetry={read.retry} />}
      {data && (
        <section className="card" aria-labelledby="extension-title">
          <h2 id="extension-title">{t('route.extensionDetail')}</h2>
          {data.canExtend || data.pending?.state === 'awaiting_payment' ? (
            <>
              <p>{t('extension.intro', { days: data.days })}</p>
              <ExtensionFigures data={data} />
              {data.newDueDate && (
                <p className="notice">
                  {t('extension.honest', {
                    total: formatMoney(data.pending?.total ?? data.total, data.currency, lang), days: data.days,
                    owed: formatMoney(data.owed, data.currency, lang), date: formatDate(data.pending?.newDueDate ?? data.newDueDate, lang, marketOfCurrency(data.currency)),
                  })}
                </p>
              )}
              <Link to={`/repay/confirm_exhibition${q(orderNo)}`} className="btn btn--primary btn--block">
                {t('extension.continue')}
              </Link>
            </>
          ) : (
            <>
              <p role="alert">{t('extension.refused')}</p>
              {data.reason && <p>{errorMessage(`error.${data.reason}`, lang)}</p>}
            </>
          )}
        </section>
      )}
      <Link to={`/repay/repay_detail${q(orderNo)}`} className="btn btn--secondary btn--block">
        {t('extension.toDetail')}
      </Link>
    </Page>
  );
}
