import type { BureauConsentState } from '@lendline/domain';
import { useState } from 'react';
import { request } from '../../../shared/api/client.ts';
import { useRead } from '../../../shared/api/use-read.ts';
import { useCountdown } from '../../../shared/forms/use-countdown.ts';
import { fetchSandboxCode } from '../../../shared/sandbox/sandbox-code.ts';

export interface ConsentProblems {
  agree?: string;
  nip?: string;
  /** Not of a field: the screen's alert. */
  other?: string;
}

/**
 * The credit bureau consent of the application under review (ADR 102): the text read from the
 * server, and giving it (Mexico: with the NIP sent by SMS to the borrower's own phone) before
 * the submit, which the server refuses without it.
 */
export function useBureauConsent(orderNo: string | null, knownMobile: string | null) {
  const read = useRead(orderNo ? '/bureau/consent' : null, { orderNo: orderNo ?? '' }, { quiet: true });
  // A session restored from its token alone (another tab, a reinstalled shell) has no stored
  // profile: the NIP still goes to the borrower's own number, read from the server.
  const profile = useRead(orderNo && !knownMobile ? '/security/getUserInfo' : null, {}, { quiet: true });
  const mobile = knownMobile ?? profile.data?.basicInfo?.mobile ?? null;
  const [changed, setChanged] = useState<BureauConsentState | null>(null);
  const state = changed ?? read.data ?? null;
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const countdown = useCountdown();

  async function sendNip() {
    if (!mobile || sending || countdown.remaining > 0) return;
    setSending(true);
    const result = await request('/security/getVerifyCode', { mobile, type: 'bureauNip' });
    setSending(false);
    if (!result.ok) return;
    countdown.start(result.data.resendIn);
    setSentTo(mobile);
    setSandboxCode(await fetchSandboxCode(mobile));
  }

  /** Gives the consent unless given already; the problems to show at their fields otherwise. */
  async function give(agreed: boolean, nip: string, words: { required: string; nipRequired: string }): Promise<ConsentProblems | null> {
    if (!orderNo || !state) return { other: words.required };
    if (state.consent) return null;
    const problems: ConsentProblems = {};
    if (!agreed) problems.agree = words.required;
    if (state.needsNip && nip.length !== 6) problems.nip = words.nipRequired;
    if (problems.agree || problems.nip) return problems;
    const given = await request('/bureau/consent/give', { orderNo, textVersion: state.textVersion, ...(state.needsNip ? { nip } : {}) }, { loading: true });
    if (given.ok) {
      setChanged(given.data);
      return null;
    }
    const at = (field: string) => given.fields?.find((f) => f.field === field)?.message;
    // A newer text was published meanwhile: show it, and ask again.
    if (at('textVersion')) read.retry();
    const found = { agree: at('textVersion'), nip: at('nip') };
    return found.agree || found.nip ? found : { other: given.msg };
  }

  async function withdraw() {
    if (!orderNo) return;
    const withdrawn = await request('/bureau/consent/withdraw', { orderNo }, { loading: true });
    if (withdrawn.ok) setChanged(withdrawn.data);
  }

  return { state, failed: !state && read.error !== null, retry: read.retry, sending, sentTo, sandboxCode, remaining: countdown.remaining, sendNip, give, withdraw };
}

export type BureauConsent = ReturnType<typeof useBureauConsent>;
