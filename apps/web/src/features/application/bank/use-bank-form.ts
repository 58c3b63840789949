import { accountNameMatches, bankAccountSchema, otpCodeField, type PersonNames } from '@lendline/domain';
import { useEffect, type FormEvent } from 'react';
import { useRead } from '../../../shared/api/use-read.ts';
import { checkWith, type FieldErrors, type SafeParser } from '../../../shared/forms/schema-check.ts';
import { useForm } from '../forms/use-form.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { APPLICATION_DETAIL } from '../application-api.ts';
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
  holderName: '',
  curp: '',
  verifyCode: '',
};

const MARKET_FIELDS = {
  NG: ['bankCode', 'accountNumber', 'confirmAccountNumber', 'bvn', 'accountName'],
  MX: ['cardType', 'accountNumber', 'confirmAccountNumber', 'holderName', 'curp'],
} as const;

type Identity = PersonNames & { curp: string };

/** The personal step's names and CURP, as saved: who the payout account must belong to (ADR 029). */
function identityOf(personal: Record<string, unknown> | null | undefined): Identity | null {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (!personal || !text(personal.firstName) || !text(personal.lastName)) return null;
  return { firstName: text(personal.firstName), middleName: text(personal.middleName), lastName: text(personal.lastName), curp: text(personal.curp) };
}

/** The bank account form; `onSaved` runs once the server has the account (the order stays at 5). */
export function useBankForm(onSaved: () => void, path: '/user/addBankCard' | '/user/update-bankCard' = '/user/addBankCard') {
  const market = useMarket();
  const { userId, mobile } = useBorrower();
  const form = useForm({ form: 'bank', userId, initial: BANK_FIELDS, undrafted: ['bvn', 'curp', 'verifyCode'] });
  const bankCode = useBankCode(mobile);
  // The account is added but the order stays at 5: the screen shows the review, not the next route.
  const { saving, save } = useSaveStep(form, () => onSaved());
  const detail = useRead(APPLICATION_DETAIL, {}, { quiet: true });
  const identity = identityOf(detail.data?.personal);
  const curpLocked = market === 'MX' && Boolean(identity?.curp);

  // Mexico: the CURP was given in the personal step; it is shown, not asked again.
  const personalCurp = curpLocked ? identity!.curp : '';
  const update = form.update;
  useEffect(() => {
    if (personalCurp) update({ curp: personalCurp });
  }, [personalCurp, update]);

  // A different bank or number is a different account: its resolved name no longer applies.
  const changeAccount = (patch: Partial<typeof BANK_FIELDS>) => form.update({ ...patch, accountName: '' });

  /** The resolved (Nigeria) or typed (Mexico) holder is someone else: known only once both names are. */
  const holder = market === 'NG' ? form.values.accountName : form.values.holderName;
  const notYours = identity !== null && holder.trim() !== '' && !accountNameMatches(holder, identity);

  function check(): (Record<string, string> & { verifyCode: string }) | null {
    const input = Object.fromEntries(MARKET_FIELDS[market].map((name) => [name, form.values[name]]));
    // Either market's schema yields string fields only (the card type is a code).
    const account = checkWith(bankAccountSchema(market) as SafeParser<Record<string, string>>, input);
    const code = checkWith(otpCodeField, form.values.verifyCode);
    const errors: FieldErrors = account.ok ? {} : { ...account.errors };
    if (notYours && market === 'NG') errors.accountNumber ??= { key: 'error.application.accountName.notYours' };
    if (notYours && market === 'MX') errors.holderName ??= { key: 'error.application.holderName.notYours' };
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

  return { form, market, bankCode, saving, changeAccount, submit, notYours, curpLocked };
}

export type BankForm = ReturnType<typeof useBankForm>;
