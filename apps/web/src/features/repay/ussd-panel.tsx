import {
  checkRepaymentAmount, ERRORS, formatMoney, repaymentFigures, repaymentMaximum, typedAmount, USSD_BANKS, ussdDialHref, type RepayDetailResponse, type UssdChargeResponse,
} from '@lendline/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Select } from '../../shared/ui/select.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { CopyButton } from './copy-button.tsx';
import { ussdCharge } from './repay-api.ts';
import { SandboxReferencePay } from './sandbox-pay.tsx';

/** This screen's id for one try (ADR 104): sent again on a retry, so the server answers the same code and Paystack charges once. */
function newAttempt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const bankName = (type: string) => USSD_BANKS.find((b) => b.type === type)?.name ?? type;

/**
 * Paying without mobile data (issue 24, ADR 104): the borrower picks their bank and an amount,
 * and gets the code to dial with the amount and our reference, one tap to copy it and one to
 * dial it. A failed try keeps what was chosen; trying again reuses the attempt, so it cannot
 * make a second charge. A new bank or amount is a new attempt.
 */
export function UssdPanel({ detail, onPaid }: { detail: RepayDetailResponse; onPaid: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, detail.currency, lang);
  const [bank, setBank] = useState('');
  const [typed, setTyped] = useState(() => typedAmount(detail.dueNow, detail.currency));
  const [errors, setErrors] = useState<{ bank?: string; amount?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [charge, setCharge] = useState<UssdChargeResponse | null>(null);
  const attempt = useRef(newAttempt());
  const bankField = useRef<HTMLSelectElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);
  const result = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (charge) result.current?.focus();
  }, [charge]);

  function choose(change: () => void) {
    change();
    attempt.current = newAttempt();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkRepaymentAmount(typed, detail.options.amountRule, repaymentFigures(detail));
    const found = {
      ...(bank ? {} : { bank: t('error.repayment.ussd.bank.required') }),
      ...(checked.ok ? {} : { amount: t(checked.key, Object.fromEntries(Object.entries(checked.params).map(([name, minor]) => [name, money(minor)]))) }),
    };
    setErrors(found);
    if (found.bank) return bankField.current?.focus();
    if (found.amount) return amountField.current?.focus();
    setSending(true);
    const answer = await ussdCharge({ orderNo: detail.orderNo, amount: typed.trim(), bank, attempt: attempt.current });
    setSending(false);
    if (answer.ok) return setCharge(answer.data);
    const atBank = answer.fields?.find((f) => f.field === 'bank');
    const atAmount = answer.fields?.find((f) => f.field === 'amount');
    if (atBank || atAmount) {
      setErrors({ ...(atBank ? { bank: atBank.message } : {}), ...(atAmount ? { amount: atAmount.message } : {}) });
      return (atBank ? bankField : amountField).current?.focus();
    }
    setFormError(answer.code === NETWORK_FAILURE ? t('error.network') : answer.code === ERRORS.COLLECTIONS_UNAVAILABLE.code ? t('repay.ussd.unavailable') : answer.msg);
    problem.current?.focus();
  }

  if (charge) {
    return (
      <div className="repay__panel repay__ussd">
        <h3 ref={result} tabIndex={-1} className="repay__due-label">{t('repay.ussd.code')}</h3>
        <p className="repay__ussd-code">{charge.ussdCode}</p>
        <dl className="repay__account-figures">
          <div>
            <dt>{t('repay.ussd.amount')}</dt>
            <dd>{money(charge.amount)}</dd>
          </div>
          <div>
            <dt>{t('repay.ussd.reference')}</dt>
            <dd>{charge.reference}</dd>
          </div>
        </dl>
        <a className="btn btn--primary btn--block" href={ussdDialHref(charge.ussdCode)}>
          {t('repay.ussd.dial', { code: charge.ussdCode })}
        </a>
        <CopyButton text={charge.ussdCode} what={t('repay.ussd.code')} />
        <p>{t('repay.ussd.steps', { bank: bankName(charge.bank), amount: money(charge.amount) })}</p>
        {detail.options.sandbox && <SandboxReferencePay reference={charge.reference} currency={charge.currency} onPaid={onPaid} />}
        <Button variant="secondary" className="btn--block" onClick={() => choose(() => setCharge(null))}>
          {t('repay.ussd.again')}
        </Button>
      </div>
    );
  }

  const rule = detail.options.amountRule;
  return (
    <form className="repay__panel repay__ussd" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('repay.ussd.intro')}</p>
      <Select
        ref={bankField}
        label={t('repay.ussd.bank')}
        hint={t('repay.ussd.banksHint')}
        placeholder={t('repay.ussd.choose')}
        options={USSD_BANKS.map((b) => ({ value: b.type, label: `${b.name} (*${b.type}#)` }))}
        error={errors.bank}
        value={bank}
        onChange={(event) => choose(() => setBank(event.target.value))}
      />
      <TextField
        ref={amountField}
        label={t('repay.amount.label')}
        hint={t('repay.amount.hint', { unit: money(rule.unit), minimum: money(rule.minimum), maximum: money(repaymentMaximum(rule, detail.outstanding)) })}
        error={errors.amount}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => choose(() => setTyped(event.target.value))}
      />
      <FormError message={formError} ref={problem} />
      <Button type="submit" className="btn--block" busy={sending}>
        {t('repay.ussd.get')}
      </Button>
    </form>
  );
}
