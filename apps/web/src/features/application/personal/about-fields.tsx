import { EDUCATION, GENDER, LOAN_PURPOSE, MARITAL_STATUS, MARKETS, MINIMUM_AGE, RESIDENCE_TYPE } from '@lendline/domain';
import { todayIn, yearsBefore } from '../forms/dates.ts';
import { codeOptions } from '../forms/options.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { DateInput } from '../ui/date-input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { PersonalForm } from './use-personal-form.ts';

/** Names, gender, birthday, Mexican identity numbers and the coded choices about the borrower. */
export function AboutFields({ personal }: { personal: PersonalForm }) {
  const t = useT();
  const { form, market } = personal;
  const pick = t('application.select');
  // The picker cannot offer a birthday that makes the borrower younger than the minimum age.
  const latestBirthday = yearsBefore(todayIn(MARKETS[market].timeZone), MINIMUM_AGE);
  const birthday = form.field('inputBirthday');

  return (
    <fieldset className="form__section">
      <legend className="form__legend">{t('personal.section.about')}</legend>
      <TextField label={t('personal.firstName')} autoComplete="given-name" maxLength={50} {...form.field('firstName')} />
      <TextField label={t('personal.middleName')} autoComplete="additional-name" maxLength={50} {...form.field('middleName')} />
      <TextField label={t('personal.lastName')} autoComplete="family-name" maxLength={50} {...form.field('lastName')} />
      <Select label={t('personal.gender')} placeholder={pick} options={codeOptions(t, 'gender', GENDER)} {...form.field('gender')} />
      <DateInput
        label={t('personal.birthday')}
        name="inputBirthday"
        autoComplete="bday"
        max={latestBirthday}
        ref={birthday.ref}
        error={birthday.error}
        value={birthday.value}
        onChange={(value) => form.update({ inputBirthday: value })}
      />
      {market === 'MX' && (
        <>
          <TextField label={t('personal.curp')} autoCapitalize="characters" maxLength={18} {...form.field('curp')} />
          <TextField label={t('personal.rfc')} autoCapitalize="characters" maxLength={13} {...form.field('rfc')} />
          <TextField label={t('personal.nss')} inputMode="numeric" maxLength={11} {...form.field('nss')} />
        </>
      )}
      <Select label={t('personal.education')} placeholder={pick} options={codeOptions(t, 'education', EDUCATION)} {...form.field('education')} />
      <Select
        label={t('personal.maritalStatus')}
        placeholder={pick}
        options={codeOptions(t, 'maritalStatus', MARITAL_STATUS)}
        {...form.field('maritalStatus')}
      />
      <Select label={t('personal.loanPurpose')} placeholder={pick} options={codeOptions(t, 'loanPurpose', LOAN_PURPOSE)} {...form.field('loanPurpose')} />
      <Select
        label={t('personal.residenceType')}
        placeholder={pick}
        options={codeOptions(t, 'residenceType', RESIDENCE_TYPE)}
        {...form.field('residenceType')}
      />
    </fieldset>
  );
}
