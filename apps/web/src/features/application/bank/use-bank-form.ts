import { bankAccountSchema, otpCodeField } from '@lendline/domain';
import type { FormEvent } from 'react';
import { checkWith, type FieldErrors, type SafeParser } from '../../../shared/forms/schema-check.ts';
import { useForm } from '../forms/use-form.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { useSaveStep } from '../use-save-step.ts';
import { useBorrower } from '../use-user.ts';
import { useBankCode } from './use-bank-code.ts';

/** Both markets' fields in screen order; each market posts its own (see MARKET_FIELDS). */
const BANK_FIELDS = {
  cardType: '',
  bankCode: '',
  accountNumber: '',
  confirmAccountNumber: '',
  bvn: '',
  accountName: '',
  confirmOwn: '',
  holderName: '',
  curp: '',
  verifyCode: '',
};

const MARKET_FIELDS = {
  NG: ['bankCode', 'accountNumber', 'confirmAccountNumber', 'bvn', 'accountName'],
  MX: ['cardType', 'accountNumber', 'confirmAccountNumber', 'holderName', 'curp'],
} as const;

/** The bank account form; `onSaved` runs once the server has the account (the order stays at 5). */
export function useBankForm(onSaved: () => void, path: '/user/addBankCard' | '/user/update-bankCard' = '/user/addBankCard') {
  const market = useMarket();
  const { userId, mobile } = useBorrower();
  const form = useForm({ form: 'bank', userId, initial: BANK_FIELDS, undrafted: ['bvn', 'curp', 'verifyCode'] });
  const bankCode = useBankCode(mobile);
  // The account is added but the order stays at 5: the screen shows the review, not the next route.
  const { saving, save } = useSaveStep(form, () => onSaved());

  // A different bank or number is a different account: its resolved name no longer applies.
  const changeAccount = (patch: Partial<typeof BANK_FIELDS>) => form.update({ ...patch, accountName: '', confirmOwn: '' });

  function check(): (Record<string, string> & { verifyCode: string }) | null {
    const input = Object.fromEntries(MARKET_FIELDS[market].map((name) => [name, form.values[name]]));
    // Either market's schema yields string fields only (the card type is a code).
    const account = checkWith(bankAccountSchema(market) as SafeParser<Record<string, string>>, input);
    const code = checkWith(otpCodeField, form.values.verifyCode);
    const errors: FieldErrors = account.ok ? {} : { ...account.errors };
    if (market === 'NG' && form.values.accountName && form.values.confirmOwn !== 'yes') errors.confirmOwn = { key: 'bank.confirmOwnRequired' };
    if (!code.ok) errors.verifyCode = code.errors.form ?? { key: 'error.CODE_INVALID' };
    if (!account.ok || !code.ok || Object.keys(errors).length > 0) {
      form.show(errors);
      return null;
    }
    return { ...account.data, verifyCode: code.data };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = check();
    if (body) await save(path, body);
  }

  return { form, market, bankCode, saving, changeAccount, submit };
}

export type BankForm = ReturnType<typeof useBankForm>;
