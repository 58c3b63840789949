import { callVendor } from '../../vendor-http.ts';
import { sendAll } from '../delivery-fns.ts';
import type { BureauDelivery, DeliveryOutcome, ReportFile } from '../types.ts';
import { circuloBodies, circuloResult, type CirculoReportingSettings } from './circulo-reporting-fns.ts';

export interface CirculoReportingOptions extends CirculoReportingSettings {
  timeoutMs?: number;
  /** Accounts in flight at once. */
  concurrency?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Círculo de Crédito's "Reportar en línea" (ADR 099): each account of a 'circulo-pf' file is
 * registered by its own POST with x-api-key. Re-registering an account states its month again
 * (Círculo keys it by claveOtorgante and cuentaActual), so the job's retry resends the file.
 */
export function createCirculoReporting(options: CirculoReportingOptions): BureauDelivery {
  return { name: 'circulo-api', deliver: (file) => deliverToCirculo(options, file) };
}

async function deliverToCirculo(options: CirculoReportingOptions, file: ReportFile): Promise<DeliveryOutcome> {
  if (file.bureau !== 'circulo') return { state: 'misconfigured', detail: `BUREAU_DELIVERY=circulo-api carries Círculo's files, not ${file.bureau}'s` };
  if (file.format !== 'circulo-pf') return { state: 'misconfigured', detail: `Reportar en línea takes circulo-pf files, not ${file.format}` };
  const parsed = circuloBodies(file.content);
  if (!parsed.ok) return { state: 'rejected', reasons: parsed.reasons };
  return sendAll(parsed.bodies, options.concurrency ?? 4, async (body) => {
    const exchange = await callVendor(
      options.url,
      { vendor: 'circulo', method: 'POST', headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
      options.timeoutMs ?? 30_000,
      options.fetch,
    );
    return circuloResult(exchange.ok ? exchange.status : null, exchange.ok ? exchange.text : '', body.persona.cuenta.cuentaActual);
  });
}
