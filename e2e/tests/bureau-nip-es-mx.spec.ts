import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { latestSandboxCode, PERSONAL, registerBorrower } from '../api-driver.ts';
import { freshMexicanMobile, mexicanUpToSubmit, MX_BASE, signInInSpanish } from './mx-loan-support.ts';

test.use({ baseURL: MX_BASE, locale: 'es-MX', timezoneId: 'America/Mexico_City' });

// Issue 24 (ADR 102): consent with the authorisation NIP → inquiry → decision with reasons, in Mexico, in Spanish.
test('una solicitante autoriza la consulta con el NIP del SMS; un historial con atrasos se rechaza nombrando el buró', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await registerBorrower(MX_BASE, freshMexicanMobile());
  // The sandbox bureau answers by the CURP's homonym key: D is a delinquent file.
  const { orderNo, borrower } = await mexicanUpToSubmit(PERSONAL, session, 'D');
  await signInInSpanish(page, session.token);

  await page.goto('/#/bank_account/add_bankcard');
  await expect(page.getByRole('heading', { name: 'Consulta al buró de crédito' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/consultamos su historial crediticio en Buró de pruebas/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Autorizo que se consulte mi historial crediticio en Buró de pruebas para esta solicitud' }).check();
  // Without the NIP nothing is sent: the error is at its field.
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Escriba el NIP de 6 dígitos del SMS')).toBeVisible();
  await page.getByRole('button', { name: 'Enviarme el NIP de autorización' }).click();
  await expect(page.getByRole('button', { name: /Enviar de nuevo en \d+ s/ })).toBeDisabled();
  await page.getByLabel('NIP de autorización').fill(await latestSandboxCode(MX_BASE, session.mobile));
  await expectNoAxeViolations(page, 'consentimiento del buró');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();

  await expect(page).toHaveURL(/#\/auth\/review_tips/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Por ahora no podemos ofrecerle un préstamo' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Esta decisión usó su historial crediticio de Buró de pruebas\. Si algo en él es incorrecto, puede presentar una reclamación ante Buró de pruebas/)).toBeVisible();
  const consent = await borrower.call<{ consent: { nipConfirmed: boolean } | null }>('/bureau/consent', { orderNo });
  expect(consent.consent).toMatchObject({ nipConfirmed: true });
});
