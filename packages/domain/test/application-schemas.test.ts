import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  bankAccountSchemaMX, bankAccountSchemaNG, MONTHLY_SALARY_RANGE, monthlySalaryCodes, personalInfoSchema, questionnaireOf, questionnaireSchema,
  workInfoSchema,
} from '../src/application/index.ts';
import { errorsEn } from '../src/i18n/errors-en.ts';
import { errorsEs } from '../src/i18n/errors-es.ts';

/** The first issue as [field, key], or null when the input passes. */
function firstIssue(schema: z.ZodMiniType, input: unknown): [string, string] | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

const PERSONAL = {
  firstName: 'Adaeze', middleName: '', lastName: 'Okafor', gender: '2', inputBirthday: '1990-05-01', education: 'bachelors',
  maritalStatus: 'single', loanPurpose: 'health', residenceType: 'rented', state: 'NG-LA', city: 'Ikeja', address: '12 Allen Avenue',
  postalCode: '', email: 'adaeze@gmail.com', whatsappNo: '08031234567', sparePhone: '',
};
const MX_PERSONAL = { ...PERSONAL, state: 'MX-JAL', city: 'Guadalajara', curp: 'GODE561231HJCMRN06', rfc: '', nss: '', whatsappNo: '5512345678' };
const TODAY = '2026-03-02';

describe('personalInfoSchema', () => {
  const ng = personalInfoSchema('NG', TODAY);
  const mx = personalInfoSchema('MX', TODAY);
  it.each([
    ['valid', {}, null],
    ['accented names pass', { firstName: 'Chiamaka', lastName: 'Nwosú' }, null],
    ['a middle name', { middleName: 'Ngozi' }, null],
    ['first name missing', { firstName: '' }, ['firstName', 'error.application.required.firstName']],
    ['name with a digit', { firstName: 'Ada3ze' }, ['firstName', 'error.application.name.letters']],
    // Issue 19: compound names, accents, ñ, apostrophes and hyphens are names, in both markets.
    ['compound surnames (apellidos)', { lastName: 'Gómez Domínguez' }, null],
    ['a compound given name', { firstName: 'José Luis' }, null],
    ['an ñ, a particle and a space', { firstName: 'Begoña', lastName: 'de la Peña' }, null],
    ['an apostrophe, straight or curly', { firstName: 'N\'Golo', lastName: 'O’Brien' }, null],
    ['a hyphen', { firstName: 'Jean-Luc', middleName: 'Ann-Marie' }, null],
    ['spaces inside are kept to one', { lastName: ' Gómez   Domínguez ' }, null],
    ['a name with a digit among words', { lastName: 'Gómez 2' }, ['lastName', 'error.application.name.letters']],
    ['a name that is only punctuation and spaces', { lastName: "- '" }, ['lastName', 'error.application.name.letters']],
    ['a hyphen with nothing after it', { lastName: 'Okafor-' }, ['lastName', 'error.application.name.letters']],
    ['two marks in a row', { lastName: "Oka--for" }, ['lastName', 'error.application.name.letters']],
    ['other punctuation', { firstName: 'Ada.eze' }, ['firstName', 'error.application.name.letters']],
    ['two letters', { lastName: 'Ok' }, ['lastName', 'error.application.name.short']],
    // Spec section 5's minimum counts letters, not the spaces or marks between them.
    ['two letters with an apostrophe', { lastName: "O'B" }, ['lastName', 'error.application.name.short']],
    ['two letters with a space', { middleName: 'J L' }, ['middleName', 'error.application.name.short']],
    ['three letters with a hyphen', { lastName: 'Li-U' }, null],
    ['middle name too short', { middleName: 'Jo' }, ['middleName', 'error.application.name.short']],
    // Decomposed accents (NFD, as some keyboards send them) are letters, and count once.
    ['decomposed accents are letters', { firstName: 'Jose\u0301', middleName: 'Mari\u0301a' }, null],
    ['a decomposed two-letter middle name is short', { middleName: 'Jo\u0301' }, ['middleName', 'error.application.name.short']],
    ['gender not a code', { gender: '3' }, ['gender', 'error.application.required.gender']],
    ['18 today', { inputBirthday: '2008-03-02' }, null],
    ['18 tomorrow', { inputBirthday: '2008-03-03' }, ['inputBirthday', 'error.application.birthday.underage']],
    ['not a day', { inputBirthday: '1990-02-30' }, ['inputBirthday', 'error.application.birthday.invalid']],
    ['marital status missing', { maritalStatus: '' }, ['maritalStatus', 'error.application.required.maritalStatus']],
    ['no state', { state: '', city: '' }, ['state', 'error.application.required.state']],
    ['a city but no state', { state: '' }, ['state', 'error.application.required.state']],
    ['a Mexican state in Nigeria', { state: 'MX-JAL' }, ['state', 'error.application.state.invalid']],
    ['no city', { city: '' }, ['city', 'error.application.required.city']],
    ['LGA of another state', { city: 'Aba North' }, ['city', 'error.application.city.notInState']],
    ['address of 1 character', { address: 'A' }, ['address', 'error.application.address.length']],
    ['address of 101 characters', { address: 'A'.repeat(101) }, ['address', 'error.application.address.length']],
    ['postal code of 6 digits', { postalCode: '100001' }, null],
    ['postal code of 5 digits', { postalCode: '10000' }, ['postalCode', 'error.application.postalCode.invalid']],
    ['email with spaces', { email: ' ada eze@gmail.com ' }, null],
    ['email outlook', { email: 'ada.eze-1_x@outlook.com' }, null],
    ['email missing', { email: '' }, ['email', 'error.application.required.email']],
    ['email with a plus', { email: 'ada+x@gmail.com' }, ['email', 'error.application.email.format']],
    ['email elsewhere', { email: 'ada@hotmail.com' }, ['email', 'error.application.email.domain']],
    ['WhatsApp of 11 digits', { whatsappNo: '08031234567' }, null],
    ['WhatsApp of 12 digits', { whatsappNo: '080312345678' }, ['whatsappNo', 'error.application.whatsappNo.invalid']],
    ['WhatsApp missing', { whatsappNo: '' }, ['whatsappNo', 'error.application.required.whatsappNo']],
    ['spare phone with a dash', { sparePhone: '0803-123' }, ['sparePhone', 'error.application.sparePhone.invalid']],
    ['WhatsApp without the leading 0', { whatsappNo: '8031234567' }, null],
    ['WhatsApp of 4 digits', { whatsappNo: '0706' }, ['whatsappNo', 'error.application.whatsappNo.invalid']],
    ['WhatsApp a landline (01…)', { whatsappNo: '01234567890' }, ['whatsappNo', 'error.application.whatsappNo.invalid']],
    ['spare phone of 5 digits', { sparePhone: '55123' }, ['sparePhone', 'error.application.sparePhone.invalid']],
    ['spare phone a mobile', { sparePhone: '07061234567' }, null],
  ])('NG: %s', (_name, change, expected) => {
    expect(firstIssue(ng, { ...PERSONAL, ...change })).toEqual(expected);
  });

  it.each([
    ['valid', {}, null],
    ['lower-case CURP is upper-cased', { curp: 'gode561231hjcmrn06' }, null],
    ['CURP missing', { curp: '' }, ['curp', 'error.application.required.curp']],
    ['CURP malformed', { curp: 'GODE561231HJCMRN0' }, ['curp', 'error.application.curp.invalid']],
    ['CURP with a wrong check digit', { curp: 'GODE561231HJCMRN09' }, ['curp', 'error.application.curp.checkDigit']],
    ['CURP born on 31 November', { curp: 'GODE561131HJCMRN06' }, ['curp', 'error.application.curp.birthDate']],
    ['CURP of no state', { curp: 'GODE561231HZZMRN06' }, ['curp', 'error.application.curp.state']],
    ['WhatsApp of 10 digits', { whatsappNo: '5512345678' }, null],
    ['WhatsApp of 5 digits', { whatsappNo: '55123' }, ['whatsappNo', 'error.application.whatsappNo.invalid']],
    ['a Nigerian WhatsApp number', { whatsappNo: '08031234567' }, ['whatsappNo', 'error.application.whatsappNo.invalid']],
    ['spare phone of 5 digits', { sparePhone: '55123' }, ['sparePhone', 'error.application.sparePhone.invalid']],
    ['RFC of 13', { rfc: 'GODE561231GR8' }, null],
    ['RFC malformed', { rfc: 'GODE56123' }, ['rfc', 'error.application.rfc.invalid']],
    ['NSS of 11 digits', { nss: '12345678901' }, null],
    ['NSS of 10', { nss: '1234567890' }, ['nss', 'error.application.nss.invalid']],
    ['postal code of 5 digits', { postalCode: '44100' }, null],
    ['postal code of 6 digits', { postalCode: '441000' }, ['postalCode', 'error.application.postalCode.invalid']],
    ['a Nigerian state', { state: 'NG-LA' }, ['state', 'error.application.state.invalid']],
    // Issue 19: what the Mexican borrower typed.
    ['nombre "José Luis", apellidos "Gómez Domínguez"', { firstName: 'José Luis', lastName: 'Gómez Domínguez' }, null],
    ['Ñ in capitals', { firstName: 'IÑAKI', lastName: 'MUÑOZ' }, null],
  ])('MX: %s', (_name, change, expected) => {
    expect(firstIssue(mx, { ...MX_PERSONAL, ...change })).toEqual(expected);
  });

  it('keeps a compound name as typed, with one space between its words', () => {
    const parsed = mx.safeParse({ ...MX_PERSONAL, firstName: 'José  Luis', lastName: ' Gómez Domínguez ' });
    expect(parsed.success && [parsed.data.firstName, parsed.data.lastName]).toEqual(['José Luis', 'Gómez Domínguez']);
  });

  it('says "under 18" at the birthday together with the other fields’ errors, not only once they are fixed (issue 19)', () => {
    const result = ng.safeParse({ ...PERSONAL, gender: '', education: '', middleName: 'Jo', sparePhone: '55123', inputBirthday: '2010-06-01' });
    const issues = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['inputBirthday', 'error.application.birthday.underage']);
    expect(issues).toContainEqual(['gender', 'error.application.required.gender']);
    expect(issues).toContainEqual(['sparePhone', 'error.application.sparePhone.invalid']);
  });

  it('skips the age rule without a day', () => {
    expect(firstIssue(personalInfoSchema('NG'), { ...PERSONAL, inputBirthday: '2020-01-01' })).toBeNull();
  });
});

const WORK = {
  employmentType: 'employee', industryCategory: 'ict', jobExperience: '1to3Years', payFrequency: 'monthly', monthlyPayday: '25',
  monthlyPaydayTwo: '', monthlySalary: '100kTo200k', incomeSource: 'ownself', companyName: 'Andela', companyPhone: '012345678',
  companyAddress: '235 Ikorodu Road', linkedin: '', facebook: '',
  emergencyContactName1: 'Bola Okafor', emergencyContactMobile1: '+234 805 111 2222', emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Chidi Eze', emergencyContactMobile2: '08062223333', emergencyContactRelation2: 'friends',
};

describe('workInfoSchema', () => {
  const ng = workInfoSchema('NG', '2348031234567');
  it.each([
    ['valid', {}, null],
    ['unemployed needs no industry, company or pay', { employmentType: 'unemployed', industryCategory: '', companyName: '', jobExperience: '', payFrequency: '', monthlyPayday: '' }, null],
    ['self-employed needs no pay frequency', { employmentType: 'self_employed', payFrequency: '', monthlyPayday: '', jobExperience: '' }, null],
    ['employment missing', { employmentType: '' }, ['employmentType', 'error.application.required.employmentType']],
    ['industry missing', { industryCategory: '' }, ['industryCategory', 'error.application.required.industryCategory']],
    ['industry not a code', { industryCategory: 'piracy' }, ['industryCategory', 'error.application.required.industryCategory']],
    ['company name missing', { companyName: '' }, ['companyName', 'error.application.required.companyName']],
    ['company name of 1', { companyName: 'A' }, ['companyName', 'error.application.companyName.invalid']],
    ['company phone letters', { companyPhone: 'call me' }, ['companyPhone', 'error.application.companyPhone.invalid']],
    // Issue 19: six digits are no number of the market; a landline (0 + area code + 7 digits, or
    // 2 + 6) or a mobile is, however it is written.
    ['company phone of six digits', { companyPhone: '012345' }, ['companyPhone', 'error.application.companyPhone.invalid']],
    ['company phone of eight digits with no area code', { companyPhone: '01234567' }, ['companyPhone', 'error.application.companyPhone.invalid']],
    ['company phone all zeros', { companyPhone: '000000000' }, ['companyPhone', 'error.application.companyPhone.invalid']],
    ['company phone a Lagos landline', { companyPhone: '01 234 5678' }, null],
    ['company phone a Port Harcourt landline with the dial code', { companyPhone: '+234 84 123456' }, null],
    ['company phone a mobile', { companyPhone: '0803 123 4567' }, null],
    ['company phone a Mexican number', { companyPhone: '+52 55 1234 5678' }, ['companyPhone', 'error.application.companyPhone.invalid']],
    ['company address of 1', { companyAddress: 'A' }, ['companyAddress', 'error.application.companyAddress.length']],
    ['experience missing', { jobExperience: '' }, ['jobExperience', 'error.application.required.jobExperience']],
    ['pay frequency missing', { payFrequency: '', monthlyPayday: '' }, ['payFrequency', 'error.application.required.payFrequency']],
    ['payday missing', { monthlyPayday: '' }, ['monthlyPayday', 'error.application.required.monthlyPayday']],
    ['payday 32', { monthlyPayday: '32' }, ['monthlyPayday', 'error.application.payday.invalid']],
    ['weekly pays on a weekday', { payFrequency: 'weekly', monthlyPayday: 'friday' }, null],
    ['weekly with a day of month', { payFrequency: 'weekly', monthlyPayday: '5' }, ['monthlyPayday', 'error.application.payday.invalid']],
    ['biweekly needs a second payday', { payFrequency: 'biweekly', monthlyPayday: '1' }, ['monthlyPaydayTwo', 'error.application.required.monthlyPaydayTwo']],
    ['biweekly with both', { payFrequency: 'biweekly', monthlyPayday: '1', monthlyPaydayTwo: '15' }, null],
    ['salary missing', { monthlySalary: '' }, ['monthlySalary', 'error.application.required.monthlySalary']],
    ['income source missing', { incomeSource: '' }, ['incomeSource', 'error.application.required.incomeSource']],
    ['linkedin with spaces', { linkedin: 'my profile' }, ['linkedin', 'error.application.social.invalid']],
    ['contact name missing', { emergencyContactName2: '' }, ['emergencyContactName2', 'error.application.required.contactName']],
    ['contact name with digits', { emergencyContactName1: 'B0la' }, ['emergencyContactName1', 'error.application.contactName.invalid']],
    ['contact phone missing', { emergencyContactMobile1: '' }, ['emergencyContactMobile1', 'error.application.required.contactMobile']],
    ['contact phone of 9 digits', { emergencyContactMobile1: '080511122' }, ['emergencyContactMobile1', 'error.application.contactMobile.invalid']],
    ['contact phone is the borrower', { emergencyContactMobile1: '08031234567' }, ['emergencyContactMobile1', 'error.application.contactMobile.own']],
    ['same phones, written differently', { emergencyContactMobile2: '2348051112222' }, ['emergencyContactMobile2', 'error.application.contactMobile.same']],
    ['relation missing', { emergencyContactRelation1: '' }, ['emergencyContactRelation1', 'error.application.required.contactRelation']],
    ['same relations', { emergencyContactRelation2: 'parents' }, ['emergencyContactRelation2', 'error.application.contactRelation.same']],
  ])('%s', (_name, change, expected) => {
    expect(firstIssue(ng, { ...WORK, ...change })).toEqual(expected);
  });

  const mx = workInfoSchema('MX', '525512345678');
  const MX_WORK = { ...WORK, monthlySalary: 'mx15kTo25k', companyPhone: '33 1234 5678', emergencyContactMobile1: '+52 33 1234 5678', emergencyContactMobile2: '3398765432' };
  it.each([
    ['valid', {}, null],
    ['company phone with the dial code', { companyPhone: '+52 33 1234 5678' }, null],
    ['company phone of six digits', { companyPhone: '012345' }, ['companyPhone', 'error.application.companyPhone.invalid']],
    ['company phone of seven digits (the local part only)', { companyPhone: '1234567' }, ['companyPhone', 'error.application.companyPhone.invalid']],
    ['company phone a Nigerian number', { companyPhone: '0803 123 4567' }, ['companyPhone', 'error.application.companyPhone.invalid']],
  ])('MX: %s', (_name, change, expected) => {
    expect(firstIssue(mx, { ...MX_WORK, ...change })).toEqual(expected);
  });
});

describe('questionnaireSchema', () => {
  const answersOf = (market: 'NG' | 'MX') => Object.fromEntries(questionnaireOf(market).map((q) => [q.id, q.options[0]]));
  it('has 11 questions, q1 to q11, in both markets', () => {
    for (const market of ['NG', 'MX'] as const) {
      expect(questionnaireOf(market).map((q) => q.id)).toEqual(Array.from({ length: 11 }, (_, i) => `q${i + 1}`));
    }
  });
  it.each([
    ['all answered', {}, null],
    ['q11 missing', { q11: undefined }, ['answers.q11', 'error.application.required.answer']],
    ['q1 not a code', { q1: 'perhaps' }, ['answers.q1', 'error.application.required.answer']],
    ['a Nigerian lender', { q4: 'carbon' }, null],
    ['a Mexican lender in Nigeria', { q4: 'kueski' }, ['answers.q4', 'error.application.required.answer']],
  ])('NG: %s', (_name, change, expected) => {
    expect(firstIssue(questionnaireSchema('NG'), { answers: { ...answersOf('NG'), ...change } })).toEqual(expected);
  });
  it.each([
    ['all answered', {}, null],
    ['a Mexican lender', { q4: 'kueski', q5: 'baubap' }, null],
    ['a Nigerian lender in Mexico', { q4: 'carbon' }, ['answers.q4', 'error.application.required.answer']],
    ['a debt in pesos', { q7: 'mx10kTo30k' }, null],
    ['a debt in naira', { q7: 'below50k' }, ['answers.q7', 'error.application.required.answer']],
  ])('MX: %s', (_name, change, expected) => {
    expect(firstIssue(questionnaireSchema('MX'), { answers: { ...answersOf('MX'), ...change } })).toEqual(expected);
  });
});

describe('per-market income ranges', () => {
  it.each(['NG', 'MX'] as const)('%s: ranges run without gaps from 0 to an open top, in minor units', (market) => {
    const ranges = monthlySalaryCodes(market).map((code) => MONTHLY_SALARY_RANGE[code]);
    expect(ranges[0]!.min).toBe(0);
    expect(ranges.at(-1)!.max).toBeNull();
    ranges.slice(1).forEach((range, i) => expect(range.min).toBe(ranges[i]!.max));
  });
  it('Mexico counts in pesos, not in naira', () => {
    expect(monthlySalaryCodes('MX')).not.toContain('below50k');
    expect(MONTHLY_SALARY_RANGE[monthlySalaryCodes('MX')[0]!].max).toBe(8_000_00);
  });
  it.each([
    ['NG', '100kTo200k', null],
    ['NG', 'mx15kTo25k', ['monthlySalary', 'error.application.required.monthlySalary']],
    ['MX', 'mx15kTo25k', null],
    ['MX', '100kTo200k', ['monthlySalary', 'error.application.required.monthlySalary']],
  ] as const)('%s accepts only its own ranges: %s', (market, monthlySalary, expected) => {
    // A Mexican workplace has a Mexican number (issue 19: the company phone is a number of the market).
    const contacts = market === 'MX' ? { emergencyContactMobile1: '5511112222', emergencyContactMobile2: '5522223333', companyPhone: '3312345678' } : {};
    expect(firstIssue(workInfoSchema(market), { ...WORK, ...contacts, monthlySalary })).toEqual(expected);
  });
});

// First Bank (011): 0000014579 is the CBN's worked example.
const NG_BANK = { bankCode: '011', accountNumber: '0000014579', confirmAccountNumber: '0000014579', bvn: '22212345678', accountName: 'ADA OKAFOR' };

describe('bankAccountSchemaNG', () => {
  it.each([
    ['valid', {}, null],
    ['spaces in the number are dropped', { accountNumber: '000 001 4579' }, null],
    ['OPay: no NUBAN check', { bankCode: '999992', accountNumber: '8031234567', confirmAccountNumber: '8031234567' }, null],
    ['bank missing', { bankCode: '' }, ['bankCode', 'error.application.required.bankCode']],
    ['bank not on the list', { bankCode: '999' }, ['bankCode', 'error.application.bankCode.unknown']],
    ['9 digits', { accountNumber: '000001457', confirmAccountNumber: '000001457' }, ['accountNumber', 'error.application.accountNumber.invalid']],
    // Ten digits that fail the NUBAN check for this bank: the number and the bank do not belong together.
    ['wrong check digit', { accountNumber: '0000014578', confirmAccountNumber: '0000014578' }, ['accountNumber', 'error.application.accountNumber.bankMismatch']],
    ['confirmation differs', { confirmAccountNumber: '0000014570' }, ['confirmAccountNumber', 'error.application.accountNumber.mismatch']],
    ['BVN missing', { bvn: '' }, ['bvn', 'error.application.required.bvn']],
    ['BVN of 10', { bvn: '2221234567' }, ['bvn', 'error.application.bvn.invalid']],
    ['name not resolved', { accountName: '' }, ['accountName', 'error.application.required.accountName']],
  ])('%s', (_name, change, expected) => {
    expect(firstIssue(bankAccountSchemaNG, { ...NG_BANK, ...change })).toEqual(expected);
  });
});

// 032180000118359719: Banxico's published CLABE example; 4111111111111111: the Luhn test card.
const MX_BANK = { cardType: 'clabe', accountNumber: '032180000118359719', confirmAccountNumber: '032180000118359719', holderName: 'Juan Pérez', curp: 'GODE561231HJCMRN06' };

describe('bankAccountSchemaMX', () => {
  it.each([
    ['valid CLABE', {}, null],
    ['valid debit card', { cardType: 'debit', accountNumber: '4111111111111111', confirmAccountNumber: '4111111111111111' }, null],
    ['CLABE check digit wrong', { accountNumber: '032180000118359718', confirmAccountNumber: '032180000118359718' }, ['accountNumber', 'error.application.clabe.invalid']],
    ['card fails Luhn', { cardType: 'debit', accountNumber: '4111111111111112', confirmAccountNumber: '4111111111111112' }, ['accountNumber', 'error.application.debitCard.invalid']],
    ['card type missing', { cardType: '' }, ['cardType', 'error.application.required.cardType']],
    ['confirmation differs', { confirmAccountNumber: '032180000118359710' }, ['confirmAccountNumber', 'error.application.accountNumber.mismatch']],
    ['holder with digits', { holderName: 'Juan 2' }, ['holderName', 'error.application.name.letters']],
    ['CURP malformed', { curp: 'XX' }, ['curp', 'error.application.curp.invalid']],
    ['CURP with a wrong check digit', { curp: 'GODE561231HJCMRN09' }, ['curp', 'error.application.curp.checkDigit']],
  ])('%s', (_name, change, expected) => {
    expect(firstIssue(bankAccountSchemaMX, { ...MX_BANK, ...change })).toEqual(expected);
  });
});

describe('application messages', () => {
  it('has every application key translated into Spanish', () => {
    const keys = Object.keys(errorsEn).filter((k) => k.startsWith('error.application.'));
    expect(keys.length).toBeGreaterThan(60);
    for (const key of keys) {
      expect(errorsEs[key as keyof typeof errorsEs], key).toBeTruthy();
      // Translated, not copied: an English text left in the Spanish file would show to Spanish readers.
      expect(errorsEs[key as keyof typeof errorsEs], key).not.toBe(errorsEn[key as keyof typeof errorsEn]);
    }
  });
});
