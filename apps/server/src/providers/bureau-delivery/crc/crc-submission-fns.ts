import { parseJsonOrNull } from '../../vendor-http.ts';
import { maskedMessage, transportOutcome, type PartResult } from '../delivery-fns.ts';
import { CDT_CREDIT_COLUMNS, CDT_INDIVIDUAL_COLUMNS } from './cdt-columns.ts';

export interface CrcSubmissionSettings {
  /** The web service's root; the sheet's endpoint name and a slash follow it. */
  baseUrl: string;
  /** The reporting user CRC gives a lender, sent as `userid` with every chunk. */
  userId: string;
}

/** Records per call: the chunk seen in the one lender's code that uses this service (research §1b). */
export const CRC_CHUNK_SIZE = 20;

/** The formats this delivery carries, each a CDT sheet, and the service's endpoint for it. */
const SHEETS = {
  'cdt-individual': { endpoint: 'neIndividualborrower', columns: CDT_INDIVIDUAL_COLUMNS },
  'cdt-credit': { endpoint: 'nECreditInfo', columns: CDT_CREDIT_COLUMNS },
} as const;

export type CrcFormat = keyof typeof SHEETS;
export const isCrcFormat = (format: string): format is CrcFormat => Object.hasOwn(SHEETS, format);
export const crcEndpoint = (format: CrcFormat): string => SHEETS[format].endpoint;

/** RFC 4180: commas, double quotes doubled inside quoted fields, CRLF or LF between records. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export type CrcRecords = { ok: true; records: Record<string, string>[] } | { ok: false; reasons: string[] };

/**
 * A CDT sheet's CSV (UTF-8, the header row first, ADR 099) as CRC's records: each row an object
 * keyed as the service names the columns. A file that does not match the template is refused
 * whole before anything leaves: half a sheet at the bureau is worse than none.
 */
export function crcRecords(format: CrcFormat, content: Buffer): CrcRecords {
  const { columns } = SHEETS[format];
  const rows = parseCsv(content.toString('utf8').replace(/^\uFEFF/, '')).filter((r) => !(r.length === 1 && r[0] === ''));
  const [header, ...body] = rows;
  const reasons: string[] = [];
  const headerMatches =
    header !== undefined &&
    header.length === columns.length &&
    header.every((name, i) => {
      const [label, key] = columns[i] as readonly [string, string];
      return normal(name) === normal(label) || normal(name) === normal(key);
    });
  if (!headerMatches) return { ok: false, reasons: [`The file's header is not the CDT ${format} template's ${columns.length} columns in order.`] };
  body.forEach((row, i) => {
    if (row.length !== columns.length) reasons.push(`Row ${i + 2}: ${row.length} fields where the template has ${columns.length}.`);
  });
  if (reasons.length > 0) return { ok: false, reasons };
  const records = body.map((row) => Object.fromEntries(columns.map(([, key], i) => [key, row[i] ?? ''])));
  return { ok: true, records };
}

/** The form CRC's service takes: `payload` (the records as a JSON array) and `userid`. */
export function crcForm(userId: string, records: readonly Record<string, string>[]): string {
  return new URLSearchParams({ payload: JSON.stringify(records), userid: userId }).toString();
}

/**
 * CRC's answer to one chunk. Its answer's shape is not published; the one lender's code seen
 * treats a JSON body with an `error` member as a failure, so that is a refusal of the chunk's
 * rows; any other 2xx is taken. File rows are numbered as a spreadsheet shows them (header = 1).
 */
export function crcChunkResult(status: number | null, text: string, firstRow: number, rowCount: number): PartResult {
  const transport = transportOutcome('CRC', status);
  if (transport) return transport;
  const rows = rowCount === 1 ? `Row ${firstRow}` : `Rows ${firstRow}-${firstRow + rowCount - 1}`;
  const body = parseJsonOrNull(text) as { error?: unknown; message?: unknown } | null;
  if (status !== null && status >= 200 && status < 300) {
    if (body === null || typeof body !== 'object' || !body.error) return { taken: true };
    const said = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : JSON.stringify(body.error);
    return { taken: false, outcome: { state: 'rejected', reasons: [`${rows}: CRC refused them: ${maskedMessage(said)}`] } };
  }
  return { taken: false, outcome: { state: 'rejected', reasons: [`${rows}: CRC refused them (HTTP ${status}): ${maskedMessage(text)}`] } };
}
