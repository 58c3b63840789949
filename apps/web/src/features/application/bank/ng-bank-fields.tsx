import { useRead } from '../../../shared/api/use-read.ts';
import { say } from '../../../shared/forms/message.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { FALLBACK_BANKS } from './bank-api.ts';
import { isOtherBanksNumber, useAccountName } from './use-account-name.ts';
import type { BankForm } from './use-bank-form.ts';

/** Nigeria: bank, NUBAN twice, BVN, and the account name the bank gives back, which must be the borrower's. */
export function NgBankFields({ bank }: { bank: BankForm }) {
  const t = useT();
  const { form, changeAccount } = bank;
  const listed = useRead('/app/paystack/bank-list', {}, { quiet: true });
  // The domain's list when the server's cannot be had (or is empty).
  const banks = listed.data?.banks.length ? listed.data.banks : listed.isLoading ? [] : FALLBACK_BANKS;
  const resolution = useAccountName(form.values.bankCode, form.values.accountNumber, (accountName) => form.update({ accountName }));

  const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
  const accountNumber = form.field('accountNumber');
  const otherBank = isOtherBanksNumber(form.values.bankCode, form.values.accountNumber);
  const accountName = form.field('accountName');
  return (
    <>
      <Select
        label={t('bank.bankCode')}
        placeholder={t('application.select')}
        options={banks.map((item) => ({ value: item.code, label: item.name }))}
        {...form.field('bankCode')}
        onChange={(event) => changeAccount({ bankCode: event.target.value })}
      />
      <TextField
        label={t('bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        {...accountNumber}
        error={accountNumber.error ?? (otherBank ? t('error.application.accountNumber.bankMismatch') : undefined)}
        onChange={(event) => changeAccount({ accountNumber: digits(event.target.value, 10) })}
      />
      <TextField
        label={t('bank.confirmAccountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        {...form.field('confirmAccountNumber')}
        onChange={(event) => form.update({ confirmAccountNumber: digits(event.target.value, 10) })}
      />
      {resolution.state === 'resolving' && (
        <p role="status" className="form__note">
          {t('bank.resolving')}
        </p>
      )}
      {resolution.problem && (
        <div className="form-error">
          <p role="alert">{say(t, resolution.problem.message)}</p>
          {resolution.problem.retry && (
            <Button variant="secondary" onClick={resolution.retry}>
              {t('bank.checkAgain')}
            </Button>
          )}
        </div>
      )}
      <TextField label={t('bank.accountName')} readOnly name="accountName" ref={accountName.ref} error={accountName.error} value={accountName.value} />
      {/* No tick box can make someone else's account the borrower's (ADR 029): the names must match. */}
      {bank.notYours && (
        <p role="alert" className="form-error">
          {t('error.application.accountName.notYours')}
        </p>
      )}
      <TextField
        label={t('bank.bvn')}
        hint={t('bank.bvnHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        {...form.field('bvn')}
        onChange={(event) => form.update({ bvn: digits(event.target.value, 11) })}
      />
    </>
  );
}
