import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { applyFromHome, badCheckDigit, expectErrorAt, messagesIn, expectNoErrorAt, latestSandboxCode, photo, registerInUi, validNuban, agreeToBureauCheck } from './application-support.ts';

// Messages come from the domain catalogue (the source of truth, shared with the server) in the borrower's language.
const msg = messagesIn('en');

test('a new borrower completes the whole application in English, correcting a bad input on every form', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { mobile } = await registerInUi(page, 'en');

  await applyFromHome(page);

  // ---- Personal information: a 2-letter first name and an underage birthday first.
  const firstName = page.getByLabel('First name');
  const birthday = page.getByLabel('Date of birth');
  await firstName.fill('Ad');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await birthday.fill(`${new Date().getFullYear() - 10}-06-15`);
  await page.getByLabel('Education').selectOption({ label: 'No formal education' });
  await page.getByLabel('Marital status').selectOption({ label: 'Single' });
  await page.getByLabel('Loan purpose').selectOption({ label: 'Family function' });
  await page.getByLabel('Residence type').selectOption({ label: 'Own house' });
  const city = page.getByLabel('City (LGA)');
  await expect(city.getByRole('option', { name: 'please select State' })).toBeAttached();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Abia' });
  await expect(city.getByRole('option', { name: 'Please select' })).toBeAttached();
  await city.selectOption({ label: 'Aba North' });
  await page.getByLabel('Home address').fill('12 Factory Road, Aba');
  await page.getByLabel('Email').fill('adaeze.okafor@gmail.com');
  await page.getByLabel('WhatsApp number').fill('08031234567');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectErrorAt(firstName, msg('error.application.name.short'));
  await expectErrorAt(birthday, msg('error.application.birthday.underage'));
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);

  await firstName.fill('Adaeze');
  await birthday.fill('1994-06-15');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // ---- Identity: the three photos, then a missing ID type refused at its field.
  await expect(page).toHaveURL(/#\/auth\/id_card_authentication$/);
  const tiles = [
    ['ID front', 1],
    ['ID back', 2],
    ['Face photo', 3],
  ] as const;
  for (const [label, shade] of tiles) {
    await page.getByLabel(label, { exact: true }).setInputFiles(photo(label, shade));
    await expect(page.getByRole('status').filter({ hasText: `${label} uploaded` })).toBeVisible();
  }
  const idType = page.getByLabel('Type of ID');
  const idNumber = page.getByLabel('ID number');
  await idNumber.fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectErrorAt(idType, msg('error.kyc.idType'));
  await idType.selectOption({ label: 'National Identification Number (NIN)' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectErrorAt(idNumber, msg('error.kyc.idNumberFormat'));
  await idNumber.fill('12345678901');
  await page.getByRole('button', { name: 'Continue' }).click();

  // ---- Work and contacts: the same phone for both contacts first.
  await expect(page).toHaveURL(/#\/auth\/additionalInfomation$/);
  await page.getByLabel('Employment type').selectOption({ label: 'Employee' });
  await page.getByLabel('Industry').selectOption({ label: 'Agriculture' });
  await page.getByLabel('Company name').fill('Green Farms Limited');
  await page.getByLabel('Company phone').fill('012345678');
  await page.getByLabel('Company address').fill('4 Market Road, Aba');
  await page.getByLabel('Time in your current job').selectOption({ label: 'Under 1 year' });
  await page.getByLabel('Pay frequency').selectOption({ label: 'Monthly' });
  await page.getByLabel('Payday', { exact: true }).selectOption({ label: '25' });
  await page.getByLabel('Monthly income').selectOption({ label: 'Below ₦50,000.00' });
  await page.getByLabel('Source of income').selectOption({ label: 'Myself' });
  await page.getByLabel('Contact 1 name').fill('Bola Okafor');
  await page.getByLabel('Contact 1 phone number').fill('08051112222');
  await page.getByLabel('Contact 1 relationship').selectOption({ label: 'Colleague' });
  await page.getByLabel('Contact 2 name').fill('Chidi Eze');
  const contact2Phone = page.getByLabel('Contact 2 phone number');
  await contact2Phone.fill('08051112222');
  await page.getByLabel('Contact 2 relationship').selectOption({ label: 'Friend' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectErrorAt(contact2Phone, msg('error.application.contactMobile.same'));
  await contact2Phone.fill('08062223333');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // ---- Questionnaire: sending it unanswered says so at the first question.
  await expect(page).toHaveURL(/#\/auth\/loan_question$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const q1 = page.getByRole('group', { name: 'Have you missed a loan repayment in the last 6 months?' });
  await expectErrorAt(q1, msg('error.application.required.answer'));
  const questions = page.getByRole('group').filter({ has: page.getByRole('radio') });
  await expect(questions).toHaveCount(11);
  await q1.getByRole('radio', { name: 'No' }).check();
  await expectNoErrorAt(q1.getByRole('radio', { name: 'No' }));
  for (let i = 1; i < 11; i++) await questions.nth(i).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // ---- Bank account: a bad NUBAN, a mismatched confirmation and a wrong BVN first.
  await expect(page).toHaveURL(/#\/bank_account\/add_bankcard$/);
  // …00: the sandbox resolves it as ADAEZE OKAFOR, the name typed above (the account must be hers).
  const account = validNuban('Access Bank', '00');
  const accountNumber = page.getByLabel('Account number', { exact: true });
  const confirm = page.getByLabel('Confirm account number');
  const bvn = page.getByLabel('BVN');
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Access Bank' });
  // Eleven digits cannot be typed: the field keeps ten.
  await accountNumber.fill(`${badCheckDigit(account)}7`);
  await expect(accountNumber).toHaveValue(badCheckDigit(account));
  await confirm.fill(account);
  await bvn.fill('2221234');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expectErrorAt(accountNumber, msg('error.application.accountNumber.bankMismatch'));
  await expectErrorAt(bvn, msg('error.application.bvn.invalid'));
  expect(msg('error.application.bvn.invalid'), 'the wording the issue pins').toBe('Incorrect bvn input.');

  await accountNumber.fill(account);
  await confirm.fill(badCheckDigit(account));
  await bvn.fill('22212345678');
  await expect(page.getByLabel('Account name')).toHaveValue('ADAEZE OKAFOR');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  // The bank screen shows no sandbox banner; the code is read from the sandbox SMS sink.
  await page.getByLabel('Verification code').fill(await latestSandboxCode(baseURL!, mobile));
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expectErrorAt(confirm, msg('error.application.accountNumber.mismatch'));
  await confirm.fill(account);
  await page.getByRole('button', { name: 'Add bank account' }).click();

  // ---- Review and submit.
  await expect(page.getByRole('heading', { name: 'Check your application' })).toBeVisible();
  // Without the consent to the bureau check nothing is submitted, and the box says what that means (ADR 102).
  await expect(page.getByRole('heading', { name: 'Credit bureau check' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Without your consent we cannot check the credit bureau, and without that check we cannot assess your application. Tick the box to continue.')).toBeVisible();
  await expect(page).toHaveURL(/#\/bank_account\/add_bankcard$/);
  await agreeToBureauCheck(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/#\/auth\/review_tips$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
});
