import { expect, test } from '@playwright/test';
import { codeFromSandboxBanner, freshMobile, registerViaApi, signInElsewhere } from './support.ts';

test('a new borrower registers in Spanish, lands home, switches to English and logs out', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/#/user/register');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();

  // A bad number first: the error appears at the field, in Spanish, and the text stays.
  await page.getByLabel('Número de celular').fill('0803abc');
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await expect(page.getByText('Ingrese un número de celular válido')).toBeVisible();
  await expect(page.getByLabel('Número de celular')).toHaveValue('0803abc');

  await page.getByLabel('Número de celular').fill(mobile);
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await expect(page.getByRole('button', { name: /Reenviar en \d+/ })).toBeDisabled();
  const code = await codeFromSandboxBanner(page);
  const codeField = page.getByLabel('Código de verificación');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Solicitar ahora' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^Bearer \S{40,}$/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

  await page.getByRole('link', { name: 'Mi cuenta' }).click();
  await page.goto('/#/user_center/language');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('group', { name: 'Choose your language' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.goto('/#/user_center/settings');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test('a guarded route sends a signed-out visitor to login and back after sign-in', async ({ page, baseURL }) => {
  const mobile = freshMobile();
  await registerViaApi(baseURL!, mobile);
  await page.goto('/#/user_center/settings');
  await expect(page).toHaveURL(/#\/user\/login/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await page.getByLabel('Mobile number').fill(`+234 ${mobile.slice(1)}`);
  await page.getByRole('button', { name: 'Get code' }).click();
  // A wrong code is refused at the field and the number stays typed.
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Log in' }).click();
  // Registered through the API, so no terms version was accepted yet: asked at this sign-in (ADR 048).
  await page.getByRole('dialog', { name: 'We have updated our terms' }).getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/#\/user_center\/settings/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a token replaced by a sign-in on another device shows the message and returns home', async ({ page, baseURL }) => {
  const mobile = freshMobile();
  await page.goto('/#/user/register');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();

  await signInElsewhere(baseURL!, mobile);

  await page.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The account is logged in from another device' })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a registered number on the register screen is told to log in, before any code, and taken there with the number', async ({ page, baseURL }) => {
  const mobile = freshMobile();
  await registerViaApi(baseURL!, mobile);
  // A guest's "Apply now" opens the register screen, with a way to log in.
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/#\/user\/register\?redirect=/);
  await expect(page.getByRole('link', { name: 'Already registered? Log in' })).toBeVisible();

  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This number has been registered, please login directly' })).toBeVisible();
  // No code was asked for: no countdown, no sandbox banner.
  await expect(page.getByRole('button', { name: 'Get code' })).toBeEnabled();
  await expect(page.getByText(/Sandbox: your code is/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Log in instead' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'We have updated our terms' }).getByRole('button', { name: 'Accept and continue' }).click();
  // Back to where "Apply now" was going: the choice of amount and term before the application (issue 19).
  await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
});
