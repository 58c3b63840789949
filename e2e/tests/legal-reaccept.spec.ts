import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import { codeFromSandboxBanner, freshMobile, registerViaApi } from './support.ts';

interface LegalState {
  pending: string[];
}

/**
 * ADR 048: a borrower without an acceptance of the current terms and privacy versions is asked
 * at the next sign-in. Registered through the API (which records no acceptance, as an old client
 * or one from before a new version would have), then signed in through the app.
 */
test('a borrower with texts still to accept sees them at sign-in, can read them, accepts and goes on', async ({ page, baseURL, context }) => {
  const mobile = freshMobile();
  await registerViaApi(baseURL!, mobile);

  await page.goto('/#/user/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Log in' }).click();

  const dialog = page.getByRole('dialog', { name: 'We have updated our terms' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Terms and conditions, version of /)).toBeVisible();
  await expect(dialog.getByText(/^Privacy policy, version of /)).toBeVisible();
  // Not signed in while the choice is open: a reload would ask again.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page, 'legal re-acceptance prompt');

  // The full text opens beside the app, so the prompt stays where it is.
  const [terms] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Read the full text' }).first().click()]);
  await expect(terms.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();
  await terms.close();

  // Keyboard only: the accept button is reachable and works with Enter.
  const accept = dialog.getByRole('button', { name: 'Accept and continue' });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^Bearer /);
  const url = `${baseURL}/api/${encryptPath('/legal/state', DEFAULT_PACKAGE_NAME)}?timestamp=${Math.floor(Date.now() / 1000)}`;
  const state = ((await (await fetch(url, { headers: { authorization: token! } })).json()) as { data: LegalState }).data;
  expect(state.pending).toEqual([]);
});

test('declining signs the borrower out and says why, in Spanish', async ({ page, baseURL }) => {
  const mobile = freshMobile();
  await registerViaApi(baseURL!, mobile);
  await page.goto('/#/user/login');
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByLabel('Número de celular').fill(mobile);
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await page.getByLabel('Código de verificación').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  const dialog = page.getByRole('dialog', { name: 'Actualizamos nuestros términos' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'legal re-acceptance prompt, Spanish');
  await dialog.getByRole('button', { name: 'Ahora no, cerrar sesión' }).click();
  await expect(page.getByText('Puede leer los textos cuando quiera, pero necesita aceptarlos para usar su cuenta y pedir préstamos.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
