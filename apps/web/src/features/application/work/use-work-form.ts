import { normalizeContactPhone, visibleWorkFields, withoutHiddenWorkFields, workInfoSchema } from '@lendline/domain';
import type { FormEvent } from 'react';
import { useForm } from '../forms/use-form.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { selectContact, type SelectContactReply } from '../../../shared/native/bridge.ts';
import { asValues } from '../application-api.ts';
import { usePrefill } from '../use-prefill.ts';
import { useSaveStep } from '../use-save-step.ts';
import { useBorrower } from '../use-user.ts';

/** Work and emergency-contact fields in screen order (focus order). */
export const WORK_FIELDS = {
  employmentType: '',
  industryCategory: '',
  companyName: '',
  companyPhone: '',
  companyAddress: '',
  jobExperience: '',
  payFrequency: '',
  monthlyPayday: '',
  monthlyPaydayTwo: '',
  monthlySalary: '',
  incomeSource: '',
  linkedin: '',
  facebook: '',
  emergencyContactName1: '',
  emergencyContactMobile1: '',
  emergencyContactRelation1: '',
  emergencyContactName2: '',
  emergencyContactMobile2: '',
  emergencyContactRelation2: '',
};

export type ContactIndex = 1 | 2;

export function useWorkForm() {
  const market = useMarket();
  const { userId, mobile } = useBorrower();
  const form = useForm({ form: 'work', userId, initial: WORK_FIELDS });
  const { saving, save } = useSaveStep(form);
  usePrefill((detail) => asValues(detail.work), form.prefill);
  const shown = visibleWorkFields(form.values.employmentType, form.values.payFrequency);

  // Spec section 4: an industry belongs to one employment type; paydays to one pay frequency.
  const changeEmploymentType = (employmentType: string) => form.update({ employmentType, industryCategory: '' });
  const changePayFrequency = (payFrequency: string) => form.update({ payFrequency, monthlyPayday: '', monthlyPaydayTwo: '' });

  /** The shell's contact picker; its number is normalised as the spec says (strip +234, 0, …). */
  async function pickContact(index: ContactIndex) {
    const fill = (reply: SelectContactReply) => {
      if (reply.result !== 1) return;
      const phone = reply.phone ? (normalizeContactPhone(reply.phone, market) ?? reply.phone) : '';
      form.update({ [`emergencyContactName${index}`]: reply.name ?? '', [`emergencyContactMobile${index}`]: phone });
    };
    // The picker may stay open past the bridge's short wait: a later pick fills the fields then (ADR 041).
    fill(await selectContact({ selectContactIndex: index }, fill));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(workInfoSchema(market, mobile ?? undefined));
    if (!data) return;
    const body = withoutHiddenWorkFields(data);
    for (const index of [1, 2] as const) {
      const key = `emergencyContactMobile${index}` as const;
      body[key] = normalizeContactPhone(body[key], market) ?? body[key];
    }
    await save('/user/saveAdditionInfo-market', body);
  }

  return { form, market, shown, saving, changeEmploymentType, changePayFrequency, pickContact, submit };
}

export type WorkForm = ReturnType<typeof useWorkForm>;
