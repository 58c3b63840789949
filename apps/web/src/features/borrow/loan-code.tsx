import { useState, type Ref } from 'react';
import { CodeField } from '../../shared/forms/code-field.tsx';
import { useCountdown } from '../../shared/forms/use-countdown.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { SandboxBanner } from '../../shared/sandbox/sandbox-banner.tsx';
import { fetchSandboxCode } from '../../shared/sandbox/sandbox-code.ts';
import { readUserInfo } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { requestLoanCode } from './borrow-api.ts';

/** The code a confirmation on an old sign-in needs (ADR 048): what the borrower typed and its error. */
export interface LoanCodeState {
  code: string;
  error?: string | undefined;
}

interface LoanCodeProps {
  state: LoanCodeState;
  onChange: (state: LoanCodeState) => void;
  codeRef: Ref<HTMLInputElement>;
}

/**
 * Shown once the server answered VERIFY_CODE_REQUIRED: a get-code button (the code goes to the
 * borrower's own number, whatever is sent) with its resend wait, then the 6-digit code.
 */
export function LoanCode({ state, onChange, codeRef }: LoanCodeProps) {
  const t = useT();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const mobile = readUserInfo()?.basicInfo.mobile ?? '';

  async function send() {
    if (sending || countdown.remaining > 0) return;
    setSending(true);
    const result = await requestLoanCode(mobile);
    setSending(false);
    if (!result.ok) {
      onChange({ ...state, error: result.msg });
      return;
    }
    countdown.start(result.data.resendIn);
    setSent(true);
    setSandboxCode(mobile ? await fetchSandboxCode(mobile) : null);
  }

  return (
    <fieldset className="form">
      <legend>{t('loanCode.title')}</legend>
      <Button variant="secondary" className="btn--block" busy={sending} disabled={countdown.remaining > 0} onClick={() => void send()}>
        {countdown.remaining > 0 ? t('loanCode.resend', { seconds: countdown.remaining }) : t('loanCode.send')}
      </Button>
      {sent && (
        <p role="status" className="form__note">
          {t('loanCode.sent')}
        </p>
      )}
      {sandboxCode && <SandboxBanner code={sandboxCode} />}
      <CodeField ref={codeRef} label={t('loanCode.label')} hint={t('loanCode.hint')} error={state.error} value={state.code} onChange={(code) => onChange({ code })} />
    </fieldset>
  );
}
