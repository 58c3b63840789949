import { EMPLOYMENT_TYPE, INCOME_SOURCE, INDUSTRY, JOB_EXPERIENCE, MONTHLY_SALARY_RANGE, monthlySalaryCodes, PAY_FREQUENCY } from '@lendline/domain';
import { codeOptions } from '../forms/options.ts';
import { rangeLabel } from '../forms/range-label.ts';
import { useLanguage, useT } from '../../../shared/i18n/i18n-store.ts';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { PaydayFields } from './payday-fields.tsx';
import type { WorkForm } from './use-work-form.ts';

/** The job: what shows depends on the employment type and pay frequency (spec section 5). */
export function JobFields({ work }: { work: WorkForm }) {
  const t = useT();
  const lang = useLanguage();
  const { form, shown } = work;
  const incomes = monthlySalaryCodes(work.market).map((code) => ({ value: code, label: rangeLabel(t, MONTHLY_SALARY_RANGE[code], work.market, lang) }));
  const pick = t('application.select');
  return (
    <fieldset className="form__section">
      <legend className="form__legend">{t('work.section.job')}</legend>
      <Select
        label={t('work.employmentType')}
        placeholder={pick}
        options={codeOptions(t, 'employmentType', EMPLOYMENT_TYPE)}
        {...form.field('employmentType')}
        onChange={(event) => work.changeEmploymentType(event.target.value)}
      />
      {shown.industryCategory && (
        <Select label={t('work.industryCategory')} placeholder={pick} options={codeOptions(t, 'industry', INDUSTRY)} {...form.field('industryCategory')} />
      )}
      {shown.company && (
        <>
          <TextField label={t('work.companyName')} autoComplete="organization" maxLength={100} {...form.field('companyName')} />
          <TextField label={t('work.companyPhone')} type="tel" inputMode="tel" maxLength={20} {...form.field('companyPhone')} />
          <TextField label={t('work.companyAddress')} maxLength={100} {...form.field('companyAddress')} />
        </>
      )}
      {shown.jobExperience && (
        <Select label={t('work.jobExperience')} placeholder={pick} options={codeOptions(t, 'jobExperience', JOB_EXPERIENCE)} {...form.field('jobExperience')} />
      )}
      {shown.payFrequency && (
        <Select
          label={t('work.payFrequency')}
          placeholder={pick}
          options={codeOptions(t, 'payFrequency', PAY_FREQUENCY)}
          {...form.field('payFrequency')}
          onChange={(event) => work.changePayFrequency(event.target.value)}
        />
      )}
      <PaydayFields work={work} />
      {/* The market's own ranges, in its currency (ADR 030). */}
      <Select label={t('work.monthlySalary')} placeholder={pick} options={incomes} {...form.field('monthlySalary')} />
      <Select label={t('work.incomeSource')} placeholder={pick} options={codeOptions(t, 'incomeSource', INCOME_SOURCE)} {...form.field('incomeSource')} />
      <TextField label={t('work.linkedin')} inputMode="url" maxLength={200} {...form.field('linkedin')} />
      <TextField label={t('work.facebook')} inputMode="url" maxLength={200} {...form.field('facebook')} />
    </fieldset>
  );
}
