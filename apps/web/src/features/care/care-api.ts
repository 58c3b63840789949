import type { CreateComplaintRequest, ResponseOf } from '@lendline/domain';
import { request, type ApiResult } from '../../shared/api/client.ts';
import { invalidateReads } from '../../shared/api/read-store.ts';

/** A complaint sent; the borrower's list is read again so it shows at once. */
export async function sendComplaint(input: CreateComplaintRequest): Promise<ApiResult<ResponseOf<'/care/complaint/create'>>> {
  const result = await request('/care/complaint/create', input, { loading: true });
  if (result.ok) invalidateReads('/care/complaint/list');
  return result;
}

export function deleteAccount(reason: string): Promise<ApiResult<ResponseOf<'/user/account/delete'>>> {
  return request('/user/account/delete', reason ? { reason } : {}, { loading: true });
}
