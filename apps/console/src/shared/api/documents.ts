import type { StaffBorrowerDocument } from '@lendline/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callStaffApi } from './client.ts';
import { csrfToken } from './csrf.ts';
import { language } from '../i18n/i18n.ts';

/** A borrower's identity photos as a list (no bytes): what the referral queue and the one view show. */
export function useDocuments(userId: string | null) {
  return useQuery({
    queryKey: ['borrower-documents', userId],
    enabled: userId !== null,
    queryFn: async () => (await callStaffApi<{ documents: StaffBorrowerDocument[] }>('GET', `/staff/borrowers/${encodeURIComponent(userId ?? '')}/documents`)).documents,
  });
}

/**
 * One document image (ADR 081): a POST, because each sight is recorded in the audit trail with
 * where it was opened as the reason. Answers the image as a Blob; a refusal as an ApiError.
 */
export async function fetchDocument(userId: string, documentId: string, reason: string): Promise<Blob> {
  const headers: Record<string, string> = { accept: 'image/*, application/json', lang: language(), 'content-type': 'application/json' };
  const token = csrfToken();
  if (token !== null) headers['x-csrf-token'] = token;
  let response: Response;
  try {
    response = await fetch(`/staff/borrowers/${encodeURIComponent(userId)}/documents/${encodeURIComponent(documentId)}`, {
      method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify({ reason }),
    });
  } catch {
    throw new ApiError(0, -1, null);
  }
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith('image/')) return response.blob();
  const envelope = (await response.json().catch(() => ({}))) as { code?: unknown; msg?: unknown };
  throw new ApiError(response.status, typeof envelope.code === 'number' ? envelope.code : response.status, typeof envelope.msg === 'string' ? envelope.msg : null);
}
