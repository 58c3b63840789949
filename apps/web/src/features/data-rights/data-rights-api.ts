import type { DataCorrectionInput, ResponseOf } from '@lendline/domain';
import { request, type ApiResult } from '../../shared/api/client.ts';

/** The borrower's data calls (ADR 103); after a change the screen reads its overview again (`retry` keeps the last answer on screen). */

export function askForExport(): Promise<ApiResult<ResponseOf<'/me/data/export'>>> {
  return request('/me/data/export', {}, { loading: true });
}

export function openExport(token: string, signal: AbortSignal): Promise<ApiResult<ResponseOf<'/me/data/export/open'>>> {
  return request('/me/data/export/open', { token }, { signal });
}

export function askForCorrection(input: DataCorrectionInput): Promise<ApiResult<ResponseOf<'/me/data/correction'>>> {
  return request('/me/data/correction', input, { loading: true });
}

export function saveMarketing(allowed: boolean): Promise<ApiResult<ResponseOf<'/me/data/marketing'>>> {
  return request('/me/data/marketing', { allowed }, { loading: true });
}
