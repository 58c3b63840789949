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

/** The amounts of a term's product (ADR 053): the offer's list of that term, else the current one. */
const amountsOf = (offer: OfferResponse, tenure: number) => offer.options.find((o) => o.tenure === tenure)?.amounts ?? offer.amounts;

/** The amount kept when the term changes: the same if the term's product allows it, else the largest below it, else its smallest. */
function amountFor(amounts: readonly number[], wanted: number): number {
  return amounts.filter((a) => a <= wanted).at(-1) ?? amounts[0] ?? wanted;
}

/** Amount (the chosen term's steps up to the limit, as a native picker) and term (radios, one per product term offered). */
export function OfferChoice({ offer, choice, errors, onChange }: OfferChoiceProps) {
  const t = useT();
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, offer.currency, lang);
  const tenures = offer.options.length > 0 ? offer.options.map((o) => o.tenure) : offer.tenures;
  return (
    <div className="form">
      <Select
        id="borrow-amount"
        label={t('borrow.amount')}
        hint={t('borrow.amountHint', { limit: money(offer.creditLimit) })}
        error={errors.amount}
        options={amountsOf(offer, choice.tenure).map((amount) => ({ value: String(amount), label: money(amount) }))}
        value={String(choice.amount)}
        onChange={(event) => onChange({ ...choice, amount: Number(event.target.value) })}
      />
      <RadioGroup
        legend={t('borrow.tenure')}
        name="borrow-tenure"
        options={tenures.map((days) => ({ value: String(days), label: t('borrow.tenureDays', { days }) }))}
        value={String(choice.tenure)}
        error={errors.tenure}
        onChange={(value) => {
          const tenure = Number(value);
          onChange({ ...choice, tenure, amount: amountFor(amountsOf(offer, tenure), choice.amount) });
        }}
      />
    </div>
  );
}
