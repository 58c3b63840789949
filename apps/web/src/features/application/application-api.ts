import { findEndpoint } from '@lendline/domain';
import { request, type ApiResult } from '../../shared/api/client.ts';
import type { OrderStep } from '../../shared/application/order-api.ts';

/** Everything saved so far (ADR 010's extension), as loose string maps for prefilling forms. */
export interface ApplicationDetail {
  order?: { orderNo: string; status: number } | null;
  personal?: Record<string, unknown> | null;
  work?: Record<string, unknown> | null;
  questionnaire?: Record<string, unknown> | null;
  bankAccount?: Record<string, unknown> | null;
}

const DETAIL_PATH = '/user/application/detail';

/** Saved data, or null when there is none or the server has no detail call yet. */
export async function fetchApplicationDetail(signal: AbortSignal): Promise<ApplicationDetail | null> {
  if (!findEndpoint(DETAIL_PATH)) return null;
  const result = (await request(DETAIL_PATH, undefined, { signal, quiet: true })) as ApiResult<ApplicationDetail>;
  return result.ok ? result.data : null;
}

/** A saved record as form values: strings only, nothing absent. */
export function asValues(saved: Record<string, unknown> | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(saved ?? {})) {
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'number') values[name] = String(value);
  }
  return values;
}

export function saveStep(path: string, body: unknown) {
  return request(path, body as Record<string, unknown>, { loading: true }) as Promise<ApiResult<OrderStep>>;
}
