import type { DataCorrectionInput, ResponseOf } from '@lendline/domain';
import { request, type ApiResult } from '../../shared/api/client.ts';
import { invalidateReads } from '../../shared/api/read-store.ts';

/** Each call that changes a request reads the overview again, so the screen shows the new state at once. */
async function thenRefresh<T>(result: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const settled = await result;
  if (settled.ok) invalidateReads('/me/data/requests');
  return settled;
}

export function askForExport(): Promise<ApiResult<ResponseOf<'/me/data/export'>>> {
  return thenRefresh(request('/me/data/export', {}, { loading: true }));
}

export function openExport(token: string, signal: AbortSignal): Promise<ApiResult<ResponseOf<'/me/data/export/open'>>> {
  return request('/me/data/export/open', { token }, { signal });
}

export function askForCorrection(input: DataCorrectionInput): Promise<ApiResult<ResponseOf<'/me/data/correction'>>> {
  return thenRefresh(request('/me/data/correction', input, { loading: true }));
}

export function saveMarketing(allowed: boolean): Promise<ApiResult<ResponseOf<'/me/data/marketing'>>> {
  return thenRefresh(request('/me/data/marketing', { allowed }, { loading: true }));
}
