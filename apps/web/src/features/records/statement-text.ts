import { formatMoney, formatRatePpm, marketOfCurrency, type StatementLine, type StatementResponse } from '@lendline/domain';
import { formatDate, formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT, type MessageKey } from '../../shared/i18n/i18n-store.ts';

/** Money held for the borrower reads as theirs, never as a charge (issue 19). */
const CREDIT_KINDS: readonly StatementLine['kind'][] = ['credit_held', 'payment_credit'];
/** What stops being owed without any money paying it. */
const CLEARED_KINDS: readonly StatementLine['kind'][] = ['early_payoff', 'reversal', 'written_off'];

function effectKey(line: StatementLine): MessageKey {
  if (CREDIT_KINDS.includes(line.kind)) return 'statement.effect.credit';
  if (line.effect === 'paid' && CLEARED_KINDS.includes(line.kind)) return 'statement.effect.cleared';
  return `statement.effect.${line.effect}`;
}

/**
 * The words of a statement line, the same on screen and in the CSV (which is read without the
 * screen): what happened, what it does to what is owed, and the details that explain it (how a
 * payment was spread, what a day's penalty was charged on, what paying off early settled).
 */
export function useStatementText(statement: Pick<StatementResponse, 'currency'>) {
  const t = useT();
  const lang = useLanguage();
  const market = marketOfCurrency(statement.currency);
  const money = (minor: number) => formatMoney(minor, statement.currency, lang);

  function details(line: StatementLine): string[] {
    const out: string[] = [];
    const parts = line.parts;
    if (parts && line.kind === 'early_payoff') {
      if (parts.principal > 0) out.push(t('statement.payoff.covered', { amount: money(parts.principal) }));
      if (parts.interest + parts.interestTax > 0) out.push(t('statement.payoff.waived', { amount: money(parts.interest + parts.interestTax) }));
    } else if (parts) {
      const split = t('statement.parts', { principal: money(parts.principal), interest: money(parts.interest), interestTax: money(parts.interestTax) });
      out.push(parts.penalty ? `${split} · ${t('statement.partsPenalty', { penalty: money(parts.penalty) })}` : split);
    }
    if (line.penalty) out.push(t('statement.penalty', { day: formatDate(line.penalty.marketDay, lang, market), rate: formatRatePpm(line.penalty.ratePpm, lang), base: money(line.penalty.base) }));
    return out;
  }

  return {
    money,
    kind: (line: StatementLine) => t(`statement.kind.${line.kind}`),
    effect: (line: StatementLine) => t(effectKey(line)),
    details,
    when: (line: StatementLine) => formatInstant(line.at, lang, market),
    /** The amount with its direction: + adds to what is owed, − takes off it, none for the record. */
    signed: (line: StatementLine) => (line.effect === 'owed' ? `+${money(line.amount)}` : line.effect === 'paid' ? `−${money(line.amount)}` : money(line.amount)),
  };
}
