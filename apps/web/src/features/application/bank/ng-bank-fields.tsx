import { useRead } from '../../../shared/api/use-read.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { FALLBACK_BANKS } from './bank-api.ts';
import { useAccountName } from './use-account-name.ts';
import type { BankForm } from './use-bank-form.ts';

/** Nigeria: bank, NUBAN twice, BVN, and the account name the bank gives back. */
export function NgBankFields({ bank }: { bank: BankForm }) {
  const t = useT();
  const { form, changeAccount } = bank;
  const listed = useRead('/app/paystack/bank-list', {}, { quiet: true });
  // The domain's list when the server's cannot be had (or is empty).
  const banks = listed.data?.banks.length ? listed.data.banks : listed.isLoading ? [] : FALLBACK_BANKS;
  const resolution = useAccountName(form.values.bankCode, form.values.accountNumber, (accountName) => form.update({ accountName }));

  const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
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
        {...form.field('accountNumber')}
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
      {resolution === 'resolving' && (
        <p role="status" className="form__note">
          {t('bank.resolving')}
        </p>
      )}
      {resolution === 'failed' && (
        <p role="alert" className="form-error">
          {t('bank.resolveFailed')}
        </p>
      )}
      <TextField label={t('bank.accountName')} readOnly name="accountName" ref={accountName.ref} error={accountName.error} value={accountName.value} />
      {form.values.accountName && (
        <label className="checkbox">
          <input
            ref={form.refFor('confirmOwn')}
            type="checkbox"
            checked={form.values.confirmOwn === 'yes'}
            aria-invalid={form.error('confirmOwn') ? true : undefined}
            onChange={(event) => form.update({ confirmOwn: event.target.checked ? 'yes' : '' })}
          />
          <span>{t('bank.confirmOwn')}</span>
        </label>
      )}
      {form.error('confirmOwn') && <p className="field__error">{form.error('confirmOwn')}</p>}
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
