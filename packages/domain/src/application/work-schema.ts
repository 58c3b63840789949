import * as z from 'zod/mini';
import type { MarketId } from '../market/markets.ts';
import { normalizeBusinessPhone } from '../phone/normalize.ts';
import {
  CONTACT_RELATION, EMPLOYMENT_TYPE, INCOME_SOURCE, INDUSTRY, JOB_EXPERIENCE, monthlySalaryCodes, PAY_FREQUENCY, WEEKDAY,
} from './enumerations.ts';
import { choice, issueAt, optionalText, requiredText } from './fields.ts';
import { normalizeContactPhone } from './personal-rules.ts';
import { paydayKind, visibleWorkFields } from './work-rules.ts';

const CONTACT_NAME = /^[\p{L}][\p{L} .'-]{1,49}$/u;
const PHONE_TYPED = /^[+\d\s\-().]{1,20}$/;
const SOCIAL = /^[^\s<>"]{2,200}$/;
const DAYS_OF_MONTH: readonly string[] = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** Fields the form may hide: optional here, required by workInfoSchema exactly when shown. */
const maybe = z.optional(z.string().check(z.trim()));

/**
 * Every work and emergency-contact field with its own rules. The visibility rules, the
 * market's phone numbers and the rules across the two contacts are added by workInfoSchema.
 */
export const workInfoFields = z.object({
  employmentType: choice(EMPLOYMENT_TYPE, 'error.application.required.employmentType'),
  industryCategory: maybe,
  jobExperience: maybe,
  payFrequency: maybe,
  monthlyPayday: maybe,
  monthlyPaydayTwo: maybe,
  // A range of the market (workInfoSchema): the codes differ by currency.
  monthlySalary: requiredText('error.application.required.monthlySalary'),
  incomeSource: choice(INCOME_SOURCE, 'error.application.required.incomeSource'),
  companyName: maybe,
  companyPhone: maybe,
  companyAddress: maybe,
  linkedin: optionalText([SOCIAL, 'error.application.social.invalid']),
  facebook: optionalText([SOCIAL, 'error.application.social.invalid']),
  emergencyContactName1: requiredText('error.application.required.contactName', z.regex(CONTACT_NAME, 'error.application.contactName.invalid')),
  emergencyContactMobile1: requiredText('error.application.required.contactMobile', z.regex(PHONE_TYPED, 'error.application.contactMobile.invalid')),
  emergencyContactRelation1: choice(CONTACT_RELATION, 'error.application.required.contactRelation'),
  emergencyContactName2: requiredText('error.application.required.contactName', z.regex(CONTACT_NAME, 'error.application.contactName.invalid')),
  emergencyContactMobile2: requiredText('error.application.required.contactMobile', z.regex(PHONE_TYPED, 'error.application.contactMobile.invalid')),
  emergencyContactRelation2: choice(CONTACT_RELATION, 'error.application.required.contactRelation'),
});

export type WorkInfo = z.infer<typeof workInfoFields>;

type Ctx = { issues: unknown[]; value: unknown };

/** A shown field must be filled and be one of its codes. */
function checkShown(ctx: Ctx, field: string, value: string | undefined, codes: readonly string[], requiredKey: string, invalidKey = requiredKey) {
  if (!value) issueAt(ctx, field, requiredKey);
  else if (!codes.includes(value)) issueAt(ctx, field, invalidKey);
}

function checkCompany(ctx: Ctx, info: WorkInfo, market: MarketId) {
  const { companyName = '', companyPhone = '', companyAddress = '' } = info;
  if (companyName === '') issueAt(ctx, 'companyName', 'error.application.required.companyName');
  else if (!/^.{2,100}$/u.test(companyName)) issueAt(ctx, 'companyName', 'error.application.companyName.invalid');
  if (companyPhone === '') issueAt(ctx, 'companyPhone', 'error.application.required.companyPhone');
  else if (normalizeBusinessPhone(companyPhone, market) === null) issueAt(ctx, 'companyPhone', 'error.application.companyPhone.invalid');
  if (companyAddress === '') issueAt(ctx, 'companyAddress', 'error.application.required.companyAddress');
  else if (!/^.{2,100}$/u.test(companyAddress)) issueAt(ctx, 'companyAddress', 'error.application.companyAddress.length');
}

function checkContacts(ctx: Ctx, info: WorkInfo, market: MarketId, ownPhone: string | undefined) {
  const phones = [info.emergencyContactMobile1, info.emergencyContactMobile2].map((p) => normalizeContactPhone(p, market));
  const own = ownPhone ? normalizeContactPhone(ownPhone, market) : null;
  phones.forEach((phone, i) => {
    const field = `emergencyContactMobile${i + 1}`;
    if (phone === null) issueAt(ctx, field, 'error.application.contactMobile.invalid');
    else if (phone === own) issueAt(ctx, field, 'error.application.contactMobile.own');
  });
  if (phones[0] !== null && phones[0] === phones[1]) issueAt(ctx, 'emergencyContactMobile2', 'error.application.contactMobile.same');
  if (info.emergencyContactRelation1 === info.emergencyContactRelation2) {
    issueAt(ctx, 'emergencyContactRelation2', 'error.application.contactRelation.same');
  }
}

/**
 * The work and contacts form of a market. `ownPhone` (the borrower's number) makes a contact
 * with the borrower's own number an error; the server always passes it.
 */
export function workInfoSchema(market: MarketId, ownPhone?: string) {
  return workInfoFields.check(
    z.superRefine((info, ctx) => {
      const shown = visibleWorkFields(info.employmentType, info.payFrequency);
      if (shown.industryCategory) checkShown(ctx, 'industryCategory', info.industryCategory, INDUSTRY, 'error.application.required.industryCategory');
      if (shown.company) checkCompany(ctx, info, market);
      if (shown.jobExperience) checkShown(ctx, 'jobExperience', info.jobExperience, JOB_EXPERIENCE, 'error.application.required.jobExperience');
      if (shown.payFrequency) checkShown(ctx, 'payFrequency', info.payFrequency, PAY_FREQUENCY, 'error.application.required.payFrequency');
      const days = paydayKind(info.payFrequency) === 'weekday' ? WEEKDAY : DAYS_OF_MONTH;
      if (shown.monthlyPayday) checkShown(ctx, 'monthlyPayday', info.monthlyPayday, days, 'error.application.required.monthlyPayday', 'error.application.payday.invalid');
      if (shown.monthlyPaydayTwo) checkShown(ctx, 'monthlyPaydayTwo', info.monthlyPaydayTwo, days, 'error.application.required.monthlyPaydayTwo', 'error.application.payday.invalid');
      checkShown(ctx, 'monthlySalary', info.monthlySalary, monthlySalaryCodes(market), 'error.application.required.monthlySalary');
      checkContacts(ctx, info, market, ownPhone);
    }),
  );
}

/** What is stored: hidden fields dropped, as the form clears them (spec section 4). */
export function withoutHiddenWorkFields(info: WorkInfo): WorkInfo {
  const shown = visibleWorkFields(info.employmentType, info.payFrequency);
  const kept: WorkInfo = { ...info };
  const hidden = (Object.keys(shown) as (keyof typeof shown)[]).filter((field) => !shown[field]);
  for (const field of hidden) {
    if (field === 'company') {
      delete kept.companyName;
      delete kept.companyPhone;
      delete kept.companyAddress;
    } else delete kept[field];
  }
  return kept;
}
