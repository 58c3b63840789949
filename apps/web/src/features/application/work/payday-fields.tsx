import { paydayKind, WEEKDAY } from '@lendline/domain';
import { codeOptions } from '../forms/options.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Select } from '../../../shared/ui/select.tsx';
import type { WorkForm } from './use-work-form.ts';

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

/** Monthly and twice-a-month pay pick a day 1–31; weekly and fourteen-day pay pick a weekday. */
export function PaydayFields({ work }: { work: WorkForm }) {
  const t = useT();
  const { form, shown } = work;
  const options = paydayKind(form.values.payFrequency) === 'weekday' ? codeOptions(t, 'weekday', WEEKDAY) : DAYS_OF_MONTH;
  const pick = t('application.select');
  return (
    <>
      {shown.monthlyPayday && <Select label={t('work.monthlyPayday')} placeholder={pick} options={options} {...form.field('monthlyPayday')} />}
      {shown.monthlyPaydayTwo && (
        <Select label={t('work.monthlyPaydayTwo')} placeholder={pick} options={options} {...form.field('monthlyPaydayTwo')} />
      )}
    </>
  );
}
