import { MARKETS, padBirthday, personalInfoSchema, withDefaultEmailDomain } from '@lendline/domain';
import { useEffect, type FormEvent } from 'react';
import { ensureOrder } from '../../../shared/application/route-by-order.ts';
import { todayIn } from '../forms/dates.ts';
import { useForm } from '../forms/use-form.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { asValues } from '../application-api.ts';
import { usePrefill } from '../use-prefill.ts';
import { useSaveStep } from '../use-save-step.ts';
import { useBorrower } from '../use-user.ts';

/** Every personal field of both markets, in the order the screen shows them (focus order). */
export const PERSONAL_FIELDS = {
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  inputBirthday: '',
  curp: '',
  rfc: '',
  nss: '',
  education: '',
  maritalStatus: '',
  loanPurpose: '',
  residenceType: '',
  state: '',
  city: '',
  address: '',
  postalCode: '',
  email: '',
  whatsappNo: '',
  sparePhone: '',
};

const MEXICO_ONLY = ['curp', 'rfc', 'nss'] as const;

export function usePersonalForm() {
  const market = useMarket();
  const { userId } = useBorrower();
  const form = useForm({ form: 'personal', userId, initial: PERSONAL_FIELDS, undrafted: ['curp', 'rfc', 'nss'] });
  const { saving, save } = useSaveStep(form);
  usePrefill((detail) => asValues(detail.personal), form.prefill);
  useEffect(() => void ensureOrder(), []);

  /** A new state has other cities: the old city cannot stay (spec section 4). */
  function changeState(state: string) {
    form.update({ state, city: '' });
  }

  /** Spec section 5: the email's spaces go as typed; a bare name gets the default domain on leaving. */
  function completeEmail() {
    const email = withDefaultEmailDomain(form.values.email);
    if (email !== form.values.email) form.update({ email });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: Record<string, string> = {
      ...form.values,
      inputBirthday: padBirthday(form.values.inputBirthday),
      email: withDefaultEmailDomain(form.values.email),
    };
    if (market !== 'MX') for (const name of MEXICO_ONLY) delete input[name];
    const data = form.validate(personalInfoSchema(market, todayIn(MARKETS[market].timeZone)), input);
    if (data) await save('/user/saveBasicInfo-market', data);
  }

  return { form, market, saving, changeState, completeEmail, submit };
}

export type PersonalForm = ReturnType<typeof usePersonalForm>;
