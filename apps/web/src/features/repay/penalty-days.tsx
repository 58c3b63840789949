import { dayRanges, marketOfCurrency, unchargedOverdueDays, type RepayDetailResponse } from '@lendline/domain';
import { formatDate } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';

/**
 * Which overdue days cost a penalty and which did not (issue 19): "Overdue by 3 days" beside two
 * days of penalty read as an error when the nightly run had missed a day, which ADR 036 never
 * charges afterwards. The screen names both, as runs of days.
 */
export function PenaltyDays({ detail }: { detail: RepayDetailResponse }) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(detail.currency);
  const firstOverdue = detail.phases.filter((p) => p.state === 'overdue').reduce<string | null>((first, p) => (first === null || p.dueDate < first ? p.dueDate : first), null);
  const charged = (detail.penaltyDays ?? []).map((d) => d.marketDay);
  const missed = unchargedOverdueDays(firstOverdue, detail.overdueDays, charged);
  const list = (days: readonly string[]) =>
    new Intl.ListFormat(lang, { type: 'conjunction' }).format(
      dayRanges(days).map((r) => (r.from === r.to ? formatDate(r.from, lang, market) : t('repay.dayRange', { from: formatDate(r.from, lang, market), to: formatDate(r.to, lang, market) }))),
    );
  return (
    <>
      {charged.length > 0 && <p>{t('repay.penaltyDays', { days: list(charged) })}</p>}
      {missed.length > 0 && <p>{t(missed.length === 1 ? 'repay.penaltyMissed.one' : 'repay.penaltyMissed.many', { days: list(missed) })}</p>}
    </>
  );
}
