import { MX_CARD_TYPES } from '@lendline/domain';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { BankForm } from './use-bank-form.ts';

/** Mexico: a CLABE (18 digits) or a debit card (16), typed twice, the holder (the borrower) and the CURP of the personal details. */
export function MxBankFields({ bank }: { bank: BankForm }) {
  const t = useT();
  const { form } = bank;
  const length = form.values.cardType === 'debit' ? 16 : 18;
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, length);
  return (
    <>
      <Select
        label={t('bank.cardType')}
        placeholder={t('application.select')}
        options={MX_CARD_TYPES.map((type) => ({ value: type, label: t(`bank.cardType.${type}`) }))}
        {...form.field('cardType')}
      />
      <TextField
        label={t('bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={length}
        {...form.field('accountNumber')}
        onChange={(event) => form.update({ accountNumber: digits(event.target.value) })}
      />
      <TextField
        label={t('bank.confirmAccountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={length}
        {...form.field('confirmAccountNumber')}
        onChange={(event) => form.update({ confirmAccountNumber: digits(event.target.value) })}
      />
      <TextField label={t('bank.holderName')} autoComplete="name" maxLength={100} {...form.field('holderName')} />
      {/* The CURP of the personal details, not asked again; typed only when they cannot be read. */}
      <TextField
        label={t('bank.curp')}
        hint={bank.curpLocked ? t('bank.curpFromPersonal') : undefined}
        autoCapitalize="characters"
        maxLength={18}
        readOnly={bank.curpLocked}
        {...form.field('curp')}
      />
    </>
  );
}
