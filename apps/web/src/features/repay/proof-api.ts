import type { ResponseOf, SaveProofRequest } from '@lendline/domain';
import { request, type ApiResult } from '../../shared/api/client.ts';
import { invalidateReads } from '../../shared/api/read-store.ts';

export type ProofView = ResponseOf<'/repay/save/user/voucher'>;

/** A proof saved; the order's list is read again so it shows at once. */
export async function saveProof(input: SaveProofRequest): Promise<ApiResult<ProofView>> {
  const result = await request('/repay/save/user/voucher', input, { loading: true });
  if (result.ok) invalidateReads('/repay/get/voucher/list');
  return result;
}

/** The borrower's own slip photo, as the server keeps it (re-encoded, without metadata). */
export function proofImage(imageId: string): Promise<ApiResult<ResponseOf<'/repay/voucher/image'>>> {
  return request('/repay/voucher/image', { imageId }, { quiet: true });
}
