import type { InboxMessage } from '@lendline/domain';
import { request, type ApiResult } from '../../shared/api/client.ts';
import { invalidateReads } from '../../shared/api/read-store.ts';

/** Opens a message: the server marks it read and answers it whole; the list and the Me tab's count are read again. */
export async function openMessage(id: string, signal: AbortSignal): Promise<ApiResult<InboxMessage>> {
  const result = await request('/inbox/messages/read', { id }, { signal, quiet: true });
  if (result.ok) {
    invalidateReads('/inbox/unread-count');
    invalidateReads('/inbox/messages');
  }
  return result;
}
