import { decimalToMinor, EDITABLE_TERM_FIELDS, editableTermsOf, minorToDecimal, type Currency, type EditableTerms, type ProductTerms } from '@lendline/domain';

/** The edit form's text for each editable field: amounts in major units, rates in whole ppm, tenures as "91, 180". */
export type TermsText = Record<keyof EditableTerms, string>;

export const MONEY_FIELDS = ['minAmount', 'maxAmount', 'amountStep'] as const;
const WHOLE = /^\d{1,9}$/;

export function termsText(terms: ProductTerms): TermsText {
  const e = editableTermsOf(terms);
  const text = {} as TermsText;
  for (const field of EDITABLE_TERM_FIELDS) {
    const value = e[field];
    text[field] = (MONEY_FIELDS as readonly string[]).includes(field) ? minorToDecimal(value as number, terms.currency)
      : field === 'tenures' ? e.tenures.join(', ')
        : value === null ? '' : String(value);
  }
  return text;
}

/**
 * The typed text as terms, or the fields that are not numbers yet (the key of the one message
 * for them). Money goes through the domain's money module (no float arithmetic, ADR 068).
 */
export function termsFromText(text: TermsText, currency: Currency): { terms: EditableTerms } | { fields: Partial<Record<keyof EditableTerms, true>> } {
  const fields: Partial<Record<keyof EditableTerms, true>> = {};
  const whole = (field: keyof EditableTerms): number => {
    const value = text[field].trim();
    if (!WHOLE.test(value)) fields[field] = true;
    return Number(value);
  };
  const money = (field: (typeof MONEY_FIELDS)[number]): number => {
    const value = decimalToMinor(text[field].trim(), currency);
    if (value === null) fields[field] = true;
    return value ?? 0;
  };
  const tenures = text.tenures.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (tenures.length === 0 || !tenures.every((part) => WHOLE.test(part))) fields.tenures = true;
  const terms: EditableTerms = {
    name: text.name.trim(),
    minAmount: money('minAmount'), maxAmount: money('maxAmount'), amountStep: money('amountStep'),
    tenures: tenures.map(Number),
    phases: whole('phases'),
    dailyInterestPpm: whole('dailyInterestPpm'),
    interestMethod: text.interestMethod === 'flat' ? 'flat' : 'declining',
    reloanDailyInterestPpm: text.reloanDailyInterestPpm.trim() === '' ? null : whole('reloanDailyInterestPpm'),
    dailyFeePpm: whole('dailyFeePpm'),
    overduePenaltyDailyPpm: whole('overduePenaltyDailyPpm'),
    penaltyCapPpm: whole('penaltyCapPpm'),
    maxPenaltyDays: whole('maxPenaltyDays'),
    extensionEnabled: text.extensionEnabled === 'true',
    extensionDays: whole('extensionDays'),
    extensionFeePpm: whole('extensionFeePpm'),
    maxExtensions: whole('maxExtensions'),
    minOnTimeRepayments: whole('minOnTimeRepayments'),
  };
  return Object.keys(fields).length > 0 ? { fields } : { terms };
}
