import { formatMoney, wholeToMinor, wholeUnitsCovering, type Currency, type RepayChannelId } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { sandboxPay, sandboxPayReference } from './repay-api.ts';

interface Props {
  currency: Currency;
  /** Called once the sandbox's notification has been credited, to show the new balance. */
  onPaid: () => void;
}

/**
 * Sandbox only (the server says so): pays as the vendor would, by a signed notification to our
 * own webhook, so every channel can be tried without real money (ADR 034).
 */
export function SandboxAccountPay({ channel, currency, onPaid, suggested }: Props & { channel: RepayChannelId; suggested: number }) {
  const t = useT();
  const lang = useLanguage();
  const [typed, setTyped] = useState(String(wholeUnitsCovering(suggested, currency)));
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const whole = /^\d{1,9}$/.test(typed.trim()) ? (wholeToMinor(typed, currency) ?? 0) : 0;
    if (whole <= 0) return setMessage({ text: t('error.repayment.amount.notWhole'), error: true });
    const result = await sandboxPay(whole, channel);
    if (!result.ok) return setMessage({ text: result.fields?.[0]?.message ?? result.msg, error: true });
    setMessage({ text: t('repay.sandbox.done', { amount: formatMoney(whole, currency, lang) }), error: false });
    onPaid();
  }

  return (
    <form className="sandbox-panel" onSubmit={(event) => void pay(event)} noValidate>
      <p className="sandbox-panel__title">{t('repay.sandbox.title')}</p>
      <TextField label={t('repay.sandbox.amount')} inputMode="numeric" value={typed} onChange={(event) => setTyped(event.target.value)} error={message?.error ? message.text : undefined} />
      <Button type="submit" variant="secondary" className="btn--block">
        {t('repay.sandbox.pay')}
      </Button>
      {message && !message.error && <p role="status">{message.text}</p>}
    </form>
  );
}

export function SandboxReferencePay({ reference, currency, onPaid }: Props & { reference: string }) {
  const t = useT();
  const lang = useLanguage();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function pay() {
    const result = await sandboxPayReference(reference);
    if (!result.ok) return setMessage({ text: result.fields?.[0]?.message ?? result.msg, error: true });
    setMessage({ text: t('repay.sandbox.done', { amount: formatMoney(result.data.amount, currency, lang) }), error: false });
    onPaid();
  }

  return (
    <div className="sandbox-panel">
      <p className="sandbox-panel__title">{t('repay.sandbox.title')}</p>
      <Button variant="secondary" className="btn--block" onClick={() => void pay()}>
        {t('repay.sandbox.payReference')}
      </Button>
      {message && <p role={message.error ? 'alert' : 'status'}>{message.text}</p>}
    </div>
  );
}
