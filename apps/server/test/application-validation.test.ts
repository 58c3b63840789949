import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { ANSWERS, PERSONAL, reachBankCardStep, startApplication, WORK } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();
const VALIDATION_FAILED = ERRORS.VALIDATION_FAILED.code;

/** Each rule of ADR 010 / spec section 5 broken once, with the field it must be reported at. */
const PERSONAL_CASES: [string, Record<string, unknown>, string, string][] = [
  ['first name missing', { firstName: '' }, 'firstName', 'Please enter your first name'],
  ['name with digits', { lastName: 'Ok4for' }, 'lastName', 'Please use letters only; a space, hyphen or apostrophe may join words'],
  // Issue 19: a compound surname is a name; a digit among its words is not.
  ['compound surname with a digit', { lastName: 'Gómez Domínguez 2' }, 'lastName', 'Please use letters only; a space, hyphen or apostrophe may join words'],
  ['name too short', { firstName: 'Al' }, 'firstName', 'Please enter at least 3 letters'],
  ['middle name given but short', { middleName: 'Jo' }, 'middleName', 'Please enter at least 3 letters'],
  ['under 18 on the day', { inputBirthday: '2008-03-03' }, 'inputBirthday', 'You must be at least 18 years old'],
  ['no such date', { inputBirthday: '1990-02-30' }, 'inputBirthday', 'Please select a valid date'],
  ['education missing', { education: '' }, 'education', 'Please select your education'],
  ['state missing', { state: '', city: '' }, 'state', 'please select State'],
  ['city of another state', { city: 'Aba North' }, 'city', 'Please select a city of the chosen state'],
  ['address too short', { address: 'A' }, 'address', 'The address must be 2 to 100 characters'],
  ['postal code of 5 digits', { postalCode: '10001' }, 'postalCode', 'Postal code invalid'],
  ['email without domain', { email: 'ada@' }, 'email', 'Mailbox format entered incorrectly'],
  ['email of another domain', { email: 'ada@hotmail.com' }, 'email', 'gmail, yahoo and outlook Mail only'],
  ['WhatsApp with letters', { whatsappNo: '0803ABC' }, 'whatsappNo', 'Please enter the correct WhatsApp number'],
  ['WhatsApp too long', { whatsappNo: '080312345678' }, 'whatsappNo', 'Please enter the correct WhatsApp number'],
  ['spare phone with a plus', { sparePhone: '+2348031234567' }, 'sparePhone', 'Please enter the correct phone number'],
  // Digits only and short enough, yet no Nigerian mobile number (issue 9).
  ['WhatsApp of 4 digits', { whatsappNo: '0706' }, 'whatsappNo', 'Please enter the correct WhatsApp number'],
  ['spare phone of 5 digits', { sparePhone: '55123' }, 'sparePhone', 'Please enter the correct phone number'],
];

const WORK_CASES: [string, Record<string, unknown>, string, string][] = [
  ['industry missing when employed', { industryCategory: '' }, 'industryCategory', 'Please select your industry'],
  ['payday missing', { monthlyPayday: '' }, 'monthlyPayday', 'Please select your payday'],
  ['weekday payday for monthly pay', { monthlyPayday: 'monday' }, 'monthlyPayday', 'Please select a valid payday'],
  ['second payday missing for biweekly', { payFrequency: 'biweekly', monthlyPayday: '1' }, 'monthlyPaydayTwo', 'Please select your second payday'],
  ['company phone malformed', { companyPhone: '12' }, 'companyPhone', 'Company phone invalid'],
  ['contact phone not a mobile', { emergencyContactMobile1: '12345' }, 'emergencyContactMobile1', 'Please enter a valid mobile number'],
  ['same contact phones', { emergencyContactMobile2: '0805 111 2222' }, 'emergencyContactMobile2', 'The two contacts cannot have the same phone number'],
  ['contact is the borrower', { emergencyContactMobile2: '+2348031234567' }, 'emergencyContactMobile2', 'A contact cannot have your own phone number'],
  ['same relations', { emergencyContactRelation2: 'parents' }, 'emergencyContactRelation2', 'The two contacts cannot have the same relationship'],
  ['contact name with digits', { emergencyContactName1: 'B0la' }, 'emergencyContactName1', 'Contact name invalid'],
  ['an income range in pesos', { monthlySalary: 'mx8kTo15k' }, 'monthlySalary', 'Please select your monthly income'],
];

async function atWorkStep() {
  const started = await startApplication(t);
  await t.call('/user/saveBasicInfo-market', { token: started.token, body: PERSONAL });
  return started;
}

describe('personal info rules', () => {
  it.each(PERSONAL_CASES)('%s', async (_name, change, field, message) => {
    const { token } = await startApplication(t);
    const res = await t.call('/user/saveBasicInfo-market', { token, body: { ...PERSONAL, ...change } });
    expect(res.body.code).toBe(VALIDATION_FAILED);
    expect(res.body.data.fields[0]).toEqual({ field, message });
    // A client that does not map fields still shows the right words.
    expect(res.body.msg).toBe(message);
    expect((await t.call('/loan/loan-order/latest', { token })).body.data.order.status).toBe(6);
  });

  it('saves a compound, accented name as typed (issue 19)', async () => {
    const { token } = await startApplication(t);
    const res = await t.call('/user/saveBasicInfo-market', { token, body: { ...PERSONAL, firstName: 'José Luis', middleName: "N'Golo", lastName: 'Gómez-Domínguez' } });
    expect(res.body.code).toBe(0);
    expect((await t.call('/loan/loan-order/latest', { token })).body.data.order.status).not.toBe(6);
  });

  it('answers in Spanish when asked', async () => {
    const { token } = await startApplication(t);
    const res = await t.call('/user/saveBasicInfo-market', { token, lang: 'es', body: { ...PERSONAL, whatsappNo: 'x' } });
    expect(res.body.data.fields[0]).toEqual({ field: 'whatsappNo', message: 'Ingrese el número de WhatsApp correcto' });
  });
});

describe('work and contacts rules', () => {
  // From the bank-card step, where the work form can still be edited (identity done through the service).
  it.each(WORK_CASES)('%s', async (_name, change, field, message) => {
    const { token } = await reachBankCardStep(t);
    const res = await t.call('/user/saveAdditionInfo-market', { token, body: { ...WORK, ...change } });
    expect(res.body.code).toBe(VALIDATION_FAILED);
    expect(res.body.data.fields[0]).toEqual({ field, message });
  });

  it('drops the fields an unemployed borrower is not shown', async () => {
    const { token } = await reachBankCardStep(t);
    const body = { ...WORK, employmentType: 'unemployed', industryCategory: '', companyName: '', companyPhone: '', companyAddress: '' };
    expect((await t.call('/user/saveAdditionInfo-market', { token, body })).body.code).toBe(0);
    const { work } = (await t.call('/user/application/detail', { token })).body.data;
    expect(work).not.toHaveProperty('industryCategory');
    expect(work).not.toHaveProperty('payFrequency');
    expect(work.employmentType).toBe('unemployed');
  });

  it('validates before checking the step', async () => {
    const { token } = await atWorkStep();
    const res = await t.call('/user/saveAdditionInfo-market', { token, body: { ...WORK, emergencyContactRelation2: 'parents' } });
    expect(res.body.data.fields[0].field).toBe('emergencyContactRelation2');
  });
});

describe('questionnaire rules', () => {
  it('wants every answer, each one of its codes', async () => {
    const { token } = await reachBankCardStep(t);
    const missing = await t.call('/user/save/questionnaire', { token, body: { answers: { ...ANSWERS, q7: undefined } } });
    expect(missing.body.data.fields[0]).toEqual({ field: 'answers.q7', message: 'Please answer this question' });
    const unknown = await t.call('/user/save/questionnaire', { token, lang: 'es', body: { answers: { ...ANSWERS, q3: 'maybe' } } });
    expect(unknown.body.data.fields[0]).toEqual({ field: 'answers.q3', message: 'Responda esta pregunta' });
  });

  it('offers Nigerian lenders and naira debts only', async () => {
    const { token } = await reachBankCardStep(t);
    const mexican = await t.call('/user/save/questionnaire', { token, body: { answers: { ...ANSWERS, q4: 'kueski' } } });
    expect(mexican.body.data.fields[0]).toEqual({ field: 'answers.q4', message: 'Please answer this question' });
    expect((await t.call('/user/save/questionnaire', { token, body: { answers: { ...ANSWERS, q4: 'carbon', q7: '50kTo200k' } } })).body.code).toBe(0);
  });
});
