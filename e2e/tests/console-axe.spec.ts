import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The staff console (issue 22, ADR 075): desktop first, still usable on a tablet.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/**
 * What the console shows before the staff API answers anything but "not signed in": the
 * sign-in screen and the enrolment link's first step, served by the real server under its own
 * CSP. The steps after a submit (the shell, the QR code) join this walk once the staff
 * accounts and sessions are merged (ADR 072).
 */
test('the console’s sign-in and enrolment screens load under the console CSP and pass axe, in English and Spanish, desktop and tablet', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(String(error)));

  const answer = await page.goto('/console/');
  expect(answer?.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'console sign-in');

  // Nothing typed: each field says what it needs, and focus goes to the first.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Work email')).toBeFocused();
  await expect(page.getByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
  await expectNoAxeViolations(page, 'console sign-in with field errors');

  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoAxeViolations(page, 'console sign-in, Spanish, tablet');

  await page.goto('/console/#/enrol?token=not-yet-a-token');
  await expect(page.getByRole('heading', { name: 'Configure su cuenta' })).toBeVisible();
  await expect(page.getByText('tener al menos 12 y como máximo 128 caracteres;')).toBeVisible();
  await expectNoAxeViolations(page, 'console enrolment, Spanish, tablet');
  await page.getByLabel('Idioma').selectOption('en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByLabel('New password again')).toBeVisible();
  await expectNoAxeViolations(page, 'console enrolment, English, desktop');

  expect(refused).toEqual([]);
});
