import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { applyFromHome, borrowerApi, PERSONAL, registerInUi, reopenAndApply } from './application-support.ts';

test('a reload in the middle of personal information keeps what was typed', async ({ page }) => {
  await registerInUi(page, 'en');
  await applyFromHome(page);

  await page.getByLabel('First name').fill('Chinedu');
  await page.getByLabel('Middle name (optional)').fill('Ikenna');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Gender').selectOption({ label: 'Male' });
  await page.getByLabel('Date of birth').fill('1992-11-03');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Abia' });
  await page.getByLabel('City (LGA)').selectOption({ label: 'Aba North' });
  await page.getByLabel('Home address').fill('3 Asa Road');
  await page.getByLabel('WhatsApp number').fill('08039876543');

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Chinedu');
  await expect(page.getByLabel('Middle name (optional)')).toHaveValue('Ikenna');
  await expect(page.getByLabel('Last name')).toHaveValue('Obi');
  await expect(page.getByLabel('Gender').locator('option:checked')).toHaveText('Male');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1992-11-03');
  await expect(page.getByLabel('State', { exact: true }).locator('option:checked')).toHaveText('Abia');
  await expect(page.getByLabel('City (LGA)').locator('option:checked')).toHaveText('Aba North');
  await expect(page.getByLabel('Home address')).toHaveValue('3 Asa Road');
  await expect(page.getByLabel('WhatsApp number')).toHaveValue('08039876543');

  // Leaving for home and coming back through "Continue your application" keeps it too.
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Continue your application' }).click();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);
  await expect(page.getByLabel('First name')).toHaveValue('Chinedu');
  await expect(page.getByLabel('Home address')).toHaveValue('3 Asa Road');
});

test('a reload in the middle of work and contacts keeps what was typed too', async ({ page, baseURL }) => {
  const { mobile, token } = await registerInUi(page, 'en');
  const borrower = borrowerApi(baseURL!, token, mobile);
  await borrower.call('/loan/loan-order/apply-market');
  await borrower.call('/user/saveBasicInfo-market', PERSONAL);
  await borrower.identity(4, '45678901234');
  await reopenAndApply(page, /#\/auth\/additionalInfomation$/);

  await page.getByLabel('Employment type').selectOption({ label: 'Employee' });
  await page.getByLabel('Industry').selectOption({ label: 'Agriculture' });
  await page.getByLabel('Company name').fill('Green Farms Limited');
  await page.getByLabel('Pay frequency').selectOption({ label: 'Weekly' });
  await page.getByLabel('Payday', { exact: true }).selectOption({ label: 'Monday' });
  await page.getByLabel('Contact 1 name').fill('Bola Adeyemi');
  await page.getByLabel('Contact 1 phone number').fill('08051112222');

  await page.reload();
  await expect(page.getByLabel('Employment type').locator('option:checked')).toHaveText('Employee');
  await expect(page.getByLabel('Industry').locator('option:checked')).toHaveText('Agriculture');
  await expect(page.getByLabel('Company name')).toHaveValue('Green Farms Limited');
  await expect(page.getByLabel('Pay frequency').locator('option:checked')).toHaveText('Weekly');
  await expect(page.getByLabel('Payday', { exact: true }).locator('option:checked')).toHaveText('Monday');
  await expect(page.getByLabel('Contact 1 name')).toHaveValue('Bola Adeyemi');
  await expect(page.getByLabel('Contact 1 phone number')).toHaveValue('08051112222');
});
