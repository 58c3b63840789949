import { FieldFrame } from '../../shared/ui/field-frame.tsx';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useBanks } from './payouts-api.ts';

interface BankChoiceProps {
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}

/**
 * The bank of a new Nigerian account, chosen from the market's list by its name (ADR 080): a
 * code typed by hand was one wrong digit away from another bank. The value sent is the code.
 */
export function BankChoice({ value, onChange, error }: BankChoiceProps) {
  const { t } = useI18n();
  const banks = useBanks();
  const failed = banks.isError ? t('payouts.banksFailed') : undefined;
  return (
    <FieldFrame
      label={t('payouts.bank')}
      hint={banks.isPending ? t('app.loading') : undefined}
      error={error ?? failed}
      control={(tie) => (
        <select {...tie} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('payouts.chooseBank')}</option>
          {(banks.data ?? []).map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      )}
    />
  );
}
