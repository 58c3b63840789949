import { useState } from 'react';
import { useCountdown } from '../../../shared/forms/use-countdown.ts';
import { fetchSandboxCode } from '../../../shared/sandbox/sandbox-code.ts';
import { requestBankCardCode } from './bank-api.ts';

/** Sends the one-time code of purpose "bankCard" to the borrower's own number, with the resend wait. */
export function useBankCode(mobile: string | null) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const countdown = useCountdown();

  async function send() {
    if (!mobile || sending || countdown.remaining > 0) return;
    setSending(true);
    const result = await requestBankCardCode(mobile);
    setSending(false);
    if (!result.ok) return;
    countdown.start(result.data.resendIn);
    setSentTo(mobile);
    setSandboxCode(await fetchSandboxCode(mobile));
  }

  return { sending, sentTo, sandboxCode, remaining: countdown.remaining, send };
}

export type BankCode = ReturnType<typeof useBankCode>;
