/**
 * The bureau files' CSV (ADR 100): comma-separated, RFC 4180, CRLF line ends, UTF-8 without a
 * byte-order mark, one header row. A cell is quoted only when it holds a comma, a quote or a
 * line break (quotes doubled): the bureaus' loaders read plain cells, and the validator already
 * refuses line breaks in any field.
 */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The cells of one CSV line (the inverse of csvLine, for tests and the checksum of a download). */
export function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}
