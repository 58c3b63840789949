import * as z from 'zod/mini';
import { isLgaOf, isNigerianStateCode } from '../geography/nigeria.ts';
import { isMexicanStateCode } from '../geography/mexico.ts';
import type { MarketId } from '../market/markets.ts';
import { EDUCATION, GENDER, LOAN_PURPOSE, MARITAL_STATUS, RESIDENCE_TYPE } from './enumerations.ts';
import { CURP_PROBLEM_KEYS, curpProblem } from './curp.ts';
import { choice, issueAt, nameChecks, optionalName, optionalText, requiredText } from './fields.ts';
import { ageOn, EMAIL_DOMAINS, isCalendarDate, MINIMUM_AGE, normalizeContactPhone } from './personal-rules.ts';

const EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const RFC = /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/;
export const NSS = /^\d{11}$/;
const POSTAL_CODE = { NG: /^\d{6}$/, MX: /^\d{5}$/ } as const;

const emailField = z.string('error.application.required.email').check(
  // Spaces stripped (spec section 5), then the local part's characters and one of our domains.
  z.overwrite((value) => value.replace(/\s+/g, '').toLowerCase()),
  z.minLength(1, 'error.application.required.email'),
  z.regex(EMAIL, 'error.application.email.format'),
  z.refine((value) => (EMAIL_DOMAINS as readonly string[]).includes(value.split('@')[1] ?? ''), 'error.application.email.domain'),
);

const upper = z.overwrite((value: string) => value.trim().toUpperCase());

/** A CURP, upper-cased, with the key of the first thing wrong with it; empty passes (required is the caller's rule). */
export const curpChecks = [
  upper,
  z.superRefine((value: string, ctx) => {
    const problem = value === '' ? null : curpProblem(value);
    if (problem) ctx.issues.push({ code: 'custom', message: CURP_PROBLEM_KEYS[problem], input: value });
  }),
] as const;

const PHONE_DIGITS = /^\d{1,11}$/;

/**
 * Digits only, at most 11 (spec section 5), and, once the market is known, a mobile number of
 * that market, normalised as the contacts' numbers are: "0706" or "55123" is no number.
 */
const isPhoneOf = (market: MarketId | undefined) => (value: string) =>
  !PHONE_DIGITS.test(value) || market === undefined || normalizeContactPhone(value, market) !== null;

function whatsappField(market?: MarketId) {
  const key = 'error.application.whatsappNo.invalid';
  return requiredText('error.application.required.whatsappNo', z.regex(PHONE_DIGITS, key), z.refine(isPhoneOf(market), key));
}

function sparePhoneField(market?: MarketId) {
  const key = 'error.application.sparePhone.invalid';
  return z.optional(
    z.string().check(
      z.trim(),
      z.superRefine((value, ctx) => {
        if (value !== '' && (!PHONE_DIGITS.test(value) || !isPhoneOf(market)(value))) ctx.issues.push({ code: 'custom', message: key, input: value });
      }),
    ),
  );
}

/**
 * A real day and, given today (the market's calendar), at least 18 years ago. At the field, so
 * "under 18" shows with the form's other errors: as a rule over the whole form it waited until
 * every other field was right (issue 19).
 */
function birthdayField(today?: string) {
  return requiredText(
    'error.application.required.inputBirthday',
    z.refine(isCalendarDate, 'error.application.birthday.invalid'),
    z.refine((birthday: string) => today === undefined || !isCalendarDate(birthday) || ageOn(birthday, today) >= MINIMUM_AGE, 'error.application.birthday.underage'),
  );
}

/**
 * Every personal field of both markets, each with its own rules. Market rules (which states,
 * CURP required, postal code length, minimum age on a given day) are added by
 * personalInfoSchema, so the object is usable on its own where the market is not known.
 */
export const personalInfoFields = z.object({
  firstName: requiredText('error.application.required.firstName', ...nameChecks),
  middleName: optionalName(),
  lastName: requiredText('error.application.required.lastName', ...nameChecks),
  gender: choice(GENDER, 'error.application.required.gender'),
  inputBirthday: birthdayField(),
  education: choice(EDUCATION, 'error.application.required.education'),
  maritalStatus: choice(MARITAL_STATUS, 'error.application.required.maritalStatus'),
  loanPurpose: choice(LOAN_PURPOSE, 'error.application.required.loanPurpose'),
  residenceType: choice(RESIDENCE_TYPE, 'error.application.required.residenceType'),
  state: requiredText('error.application.required.state'),
  city: z.optional(z.string().check(z.trim())),
  address: requiredText('error.application.required.address', z.minLength(2, 'error.application.address.length'), z.maxLength(100, 'error.application.address.length')),
  postalCode: optionalText([/^\d{5,6}$/, 'error.application.postalCode.invalid']),
  email: emailField,
  whatsappNo: whatsappField(),
  sparePhone: sparePhoneField(),
  curp: z.optional(z.string().check(...curpChecks)),
  rfc: z.optional(z.string().check(upper, z.refine((v) => v === '' || RFC.test(v), 'error.application.rfc.invalid'))),
  nss: optionalText([NSS, 'error.application.nss.invalid']),
});

export type PersonalInfo = z.infer<typeof personalInfoFields>;

/**
 * The personal-info form of a market. `today` (YYYY-MM-DD on the market's calendar) turns on
 * the minimum-age rule at the birthday; the server always passes it, the web should too.
 */
export function personalInfoSchema(market: MarketId, today?: string) {
  // The phones at their fields, with the market's rules, so their errors show with the others.
  const fields = z.extend(personalInfoFields, { whatsappNo: whatsappField(market), sparePhone: sparePhoneField(market), inputBirthday: birthdayField(today) });
  return fields.check(
    z.superRefine((info, ctx) => {
      const at = (field: string, key: string) => issueAt(ctx, field, key);
      const isState = market === 'NG' ? isNigerianStateCode(info.state) : isMexicanStateCode(info.state);
      if (info.state !== '' && !isState) at('state', 'error.application.state.invalid');
      const city = info.city ?? '';
      // A city is chosen from the state's list, so without a state there is nothing to choose from.
      if (city === '' && info.state === '') at('city', 'error.application.required.state');
      else if (city === '') at('city', 'error.application.required.city');
      else if (market === 'NG' && isState && !isLgaOf(info.state, city)) at('city', 'error.application.city.notInState');
      if (info.postalCode && !POSTAL_CODE[market].test(info.postalCode)) at('postalCode', 'error.application.postalCode.invalid');
      if (market === 'MX' && !info.curp) at('curp', 'error.application.required.curp');
    }),
  );
}
