import { callVendor } from '../../vendor-http.ts';
import { sendAll } from '../delivery-fns.ts';
import type { BureauDelivery, DeliveryOutcome, ReportFile } from '../types.ts';
import { CRC_CHUNK_SIZE, crcChunkResult, crcEndpoint, crcForm, crcRecords, isCrcFormat, type CrcSubmissionSettings } from './crc-submission-fns.ts';

export interface CrcSubmissionOptions extends CrcSubmissionSettings {
  timeoutMs?: number;
  /** Chunks in flight at once. */
  concurrency?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * CRC's data-submission web service (ADR 099): a CDT sheet's CSV becomes the service's records,
 * posted form-encoded in chunks to the sheet's endpoint. Only CRC's files, only the two sheets:
 * anything else handed to it is a wiring mistake, said as 'misconfigured'.
 */
export function createCrcSubmission(options: CrcSubmissionOptions): BureauDelivery {
  return { name: 'crc-api', deliver: (file) => deliverToCrc(options, file) };
}

async function deliverToCrc(options: CrcSubmissionOptions, file: ReportFile): Promise<DeliveryOutcome> {
  if (file.bureau !== 'crc') return { state: 'misconfigured', detail: `BUREAU_DELIVERY=crc-api carries CRC's files, not ${file.bureau}'s` };
  const { format } = file;
  if (!isCrcFormat(format)) return { state: 'misconfigured', detail: `CRC's service takes cdt-individual or cdt-credit files, not ${format}` };
  const parsed = crcRecords(format, file.content);
  if (!parsed.ok) return { state: 'rejected', reasons: parsed.reasons };
  const chunks: Record<string, string>[][] = [];
  for (let i = 0; i < parsed.records.length; i += CRC_CHUNK_SIZE) chunks.push(parsed.records.slice(i, i + CRC_CHUNK_SIZE));
  const url = `${options.baseUrl}/${crcEndpoint(format)}/`;
  const outcome = await sendAll(chunks, options.concurrency ?? 4, async (records, index) => {
    const exchange = await callVendor(
      url,
      { vendor: 'crc', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: crcForm(options.userId, records) },
      options.timeoutMs ?? 30_000,
      options.fetch,
    );
    // Spreadsheet row numbers: the header is row 1.
    return crcChunkResult(exchange.ok ? exchange.status : null, exchange.ok ? exchange.text : '', index * CRC_CHUNK_SIZE + 2, records.length);
  });
  return outcome;
}
