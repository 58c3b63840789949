import type { OfferResponse } from '@lendline/domain';
import { RadioGroup } from '../../shared/forms/radio-group.tsx';
import { formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Select } from '../../shared/ui/select.tsx';
import type { Choice } from './borrow-api.ts';

interface OfferChoiceProps {
  offer: OfferResponse;
  choice: Choice;
  errors: { amount?: string | undefined; tenure?: string | undefined };
  onChange: (choice: Choice) => void;
}

/** Amount (the offer's own steps up to the limit, as a native picker) and term (radios). */
export function OfferChoice({ offer, choice, errors, onChange }: OfferChoiceProps) {
  const t = useT();
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, offer.currency, lang);
  return (
    <div className="form">
      <Select
        id="borrow-amount"
        label={t('borrow.amount')}
        hint={t('borrow.amountHint', { limit: money(offer.creditLimit) })}
        error={errors.amount}
        options={offer.amounts.map((amount) => ({ value: String(amount), label: money(amount) }))}
        value={String(choice.amount)}
        onChange={(event) => onChange({ ...choice, amount: Number(event.target.value) })}
      />
      <RadioGroup
        legend={t('borrow.tenure')}
        name="borrow-tenure"
        options={offer.tenures.map((days) => ({ value: String(days), label: t('borrow.tenureDays', { days }) }))}
        value={String(choice.tenure)}
        error={errors.tenure}
        onChange={(value) => onChange({ ...choice, tenure: Number(value) })}
      />
    </div>
  );
}
