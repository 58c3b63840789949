import { lgasOf, mexicanStates, nigerianStates } from '@lendline/domain';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Select, type SelectOption } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { PersonalForm } from './use-personal-form.ts';

const toOption = (state: { code: string; name: string }): SelectOption => ({ value: state.code, label: state.name });
const NIGERIAN_STATES = nigerianStates().map(toOption);
const MEXICAN_STATES = mexicanStates().map(toOption);

/** State, then a city of that state (a Nigerian LGA from the list, a Mexican city typed), address. */
export function HomeFields({ personal }: { personal: PersonalForm }) {
  const t = useT();
  const { form, market, changeState } = personal;
  const state = form.values.state;
  const stateField = form.field('state');
  const cities = lgasOf(state).map((lga) => ({ value: lga, label: lga }));

  return (
    <fieldset className="form__section">
      <legend className="form__legend">{t('personal.section.home')}</legend>
      <Select
        label={t('personal.state')}
        placeholder={t('application.select')}
        options={market === 'MX' ? MEXICAN_STATES : NIGERIAN_STATES}
        autoComplete="address-level1"
        {...stateField}
        onChange={(event) => changeState(event.target.value)}
      />
      {market === 'MX' ? (
        <TextField label={t('personal.cityMx')} autoComplete="address-level2" maxLength={60} {...form.field('city')} />
      ) : (
        <Select
          label={t('personal.city')}
          // Until a state is chosen there is nothing to pick from: the spec's "please select State".
          placeholder={state ? t('application.select') : t('personal.cityNeedsState')}
          options={cities}
          {...form.field('city')}
        />
      )}
      <TextField label={t('personal.address')} autoComplete="address-line1" maxLength={100} {...form.field('address')} />
      <TextField
        label={t('personal.postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={market === 'MX' ? 5 : 6}
        {...form.field('postalCode')}
      />
    </fieldset>
  );
}
