import type { StatementLine } from '@lendline/domain';

/** Minor units as plain decimal text ("1234.05", "-50.00"), by integer arithmetic: no float ever touches money. */
export function decimalText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface CsvLabels {
  header: [date: string, event: string, amount: string, balance: string, currency: string];
  kind(line: StatementLine): string;
  date(line: StatementLine): string;
}

/**
 * The statement as CSV for a spreadsheet: a BOM so Excel reads UTF-8 (Spanish accents, ₦),
 * CRLF line ends, amounts signed from the borrower's side (a payment is negative) in plain
 * decimals without grouping, so any locale's spreadsheet reads them as numbers.
 */
export function statementCsv(lines: readonly StatementLine[], currency: string, labels: CsvLabels): string {
  const rows = [labels.header.map(field).join(',')];
  for (const line of lines) {
    const signed = line.effect === 'paid' ? -line.amount : line.amount;
    rows.push([labels.date(line), labels.kind(line), decimalText(signed), decimalText(line.balance), currency].map(field).join(','));
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
