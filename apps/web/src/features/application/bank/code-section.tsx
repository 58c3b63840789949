import type { Ref } from 'react';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { SandboxBanner } from '../../../shared/sandbox/sandbox-banner.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import type { BankCode } from './use-bank-code.ts';

interface CodeSectionProps {
  bankCode: BankCode;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  codeRef: Ref<HTMLInputElement>;
}

/** Get-code button with its resend countdown, then the 6-digit code (the sign-in pattern). */
export function CodeSection({ bankCode, value, onChange, error, codeRef }: CodeSectionProps) {
  const t = useT();
  const { remaining, sentTo } = bankCode;
  const label = remaining > 0 ? t('bank.resendIn', { seconds: remaining }) : sentTo ? t('bank.resend') : t('bank.getCode');
  return (
    <>
      <Button variant="secondary" className="btn--block" busy={bankCode.sending} disabled={remaining > 0} onClick={() => void bankCode.send()}>
        {label}
      </Button>
      {sentTo && (
        <p role="status" className="form__note">
          {t('bank.codeSent', { phone: `+${sentTo}` })}
        </p>
      )}
      {bankCode.sandboxCode && <SandboxBanner code={bankCode.sandboxCode} />}
      <CodeField ref={codeRef} label={t('bank.code')} hint={t('bank.codeHint')} error={error} value={value} onChange={onChange} />
    </>
  );
}
