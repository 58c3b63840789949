import { minorToDecimal, type Currency, type StatementLine } from '@lendline/domain';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** What a line does to what is owed, signed: added (+), paid or taken off (−), or nothing. */
function changeOf(line: StatementLine): number {
  return line.effect === 'owed' ? line.amount : line.effect === 'paid' ? -line.amount : 0;
}

export interface CsvLabels {
  header: [date: string, event: string, effect: string, change: string, balance: string, outside: string, currency: string];
  kind(line: StatementLine): string;
  effect(line: StatementLine): string;
  date(line: StatementLine): string;
}

/**
 * The statement as CSV for a spreadsheet: a BOM so Excel reads UTF-8 (Spanish accents, ₦),
 * CRLF line ends, plain decimals without grouping, so any locale's spreadsheet reads them as
 * numbers. Each line says in words what it does to what is owed, and its change to it is
 * signed (a payment is negative, a line that changes nothing is 0.00), so the change column
 * adds up to the balance column line by line (issue 19). An amount that is not part of what
 * is owed (the fee and its tax deducted, the money sent, credit kept) has a column of its own.
 */
export function statementCsv(lines: readonly StatementLine[], currency: Currency, labels: CsvLabels): string {
  const rows = [labels.header.map(field).join(',')];
  // Plain decimal text ("1234.05", "-50.00") from the money module: no float ever touches money.
  const decimalText = (minor: number) => minorToDecimal(minor, currency);
  for (const line of lines) {
    const outside = line.effect === 'none' ? decimalText(line.amount) : '';
    rows.push([labels.date(line), labels.kind(line), labels.effect(line), decimalText(changeOf(line)), decimalText(line.balance), outside, currency].map(field).join(','));
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
