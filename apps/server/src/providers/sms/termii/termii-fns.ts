import type { SmsFailureReason, SmsMessage, SmsResult } from '../types.ts';

export interface TermiiSettings {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  /** 'dnd' reaches numbers on Do-Not-Disturb; Termii asks for it for codes and transactional SMS. */
  channel: 'dnd' | 'generic';
}

/** Termii "Send message": POST {base}/api/sms/send with the key in the JSON body. */
export function termiiSendRequest(settings: TermiiSettings, message: SmsMessage): { url: string; body: string } {
  return {
    url: `${settings.baseUrl}/api/sms/send`,
    body: JSON.stringify({
      to: message.to,
      from: settings.senderId,
      sms: message.text,
      type: 'plain',
      channel: settings.channel,
      api_key: settings.apiKey,
    }),
  };
}

/**
 * Termii answers `{ message_id, message, balance, user }` on success. Anything else is
 * reduced to our failure vocabulary; its text is not kept, as it may echo the number.
 */
export function termiiSendResult(status: number, bodyText: string): SmsResult {
  if (status < 200 || status >= 300) return { ok: false, reason: reasonForStatus(status) };
  const body = parseJson(bodyText);
  const id = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).message_id : undefined;
  if ((typeof id === 'string' && id !== '') || typeof id === 'number') return { ok: true, providerMessageId: String(id) };
  return { ok: false, reason: 'invalid_response' };
}

function reasonForStatus(status: number): SmsFailureReason {
  if (status === 401 || status === 403) return 'misconfigured';
  if (status === 408) return 'timeout';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
