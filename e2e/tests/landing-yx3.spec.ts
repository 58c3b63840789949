import { expect, type Page } from '@playwright/test';
import { e2eStaffKey } from '../api-driver.ts';
import { expectNoAxeViolations } from './axe.ts';
import { MX_BASE } from './mx-loan-support.ts';
import { codeFromSandboxBanner, freshMobile } from './support.ts';
import { test } from './api-log.ts';

// 360x740 comes from the project's config (playwright.config.ts).

/** What marketing reads back (GET /staff/attribution): the registration's first touch, by user id. */
async function attributionOf(baseURL: string, userId: string) {
  const res = await fetch(`${baseURL}/staff/attribution?days=1`, { headers: { authorization: `Bearer ${e2eStaffKey(baseURL === MX_BASE ? 'MX' : 'NG')}` } });
  const body = (await res.json()) as { code: number; data: { registrations: { userId: string }[] } };
  expect(body.code).toBe(0);
  return body.data.registrations.find((r) => r.userId === userId);
}

/** The scripts the page asked for, to tell a landing page (no React) from the app. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a guest from an advert opens yx3, types a number, registers with it, and the campaign is stored with the registration', async ({ page, baseURL }) => {
  const mobile = freshMobile();
  const afid = `af-e2e-${Date.now()}`;
  const scripts = scriptsOf(page);
  await page.goto(`/#/yx3?afid=${afid}&utm_source=facebook&utm_medium=paid_social&utm_campaign=salary+week`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your loan offer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Representative example' })).toContainText('Annual percentage rate (APR)');
  await expectNoAxeViolations(page, 'yx3');
  // The offer shows without the app: no React downloaded.
  expect(scripts.filter((s) => /\/react-/.test(s))).toEqual([]);

  // A bad number is refused at the field; a good one goes to registration, typed.
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByText('Mobile phone number cannot be empty')).toBeVisible();
  await expectNoAxeViolations(page, 'yx3 with a field error');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/#\/user\/register\?redirect=%2Fborrow%2Fto_borrow$/);
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);

  // Back to the offer and forward again: the number stays.
  await page.goBack();
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);

  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Borrow' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for this loan' })).toBeVisible();
  await expectNoAxeViolations(page, 'to_borrow');

  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { basicInfo?: { userId?: string } }).basicInfo?.userId);
  expect(await attributionOf(baseURL!, userId!)).toEqual({
    userId, registeredAt: expect.any(String), afid, utmSource: 'facebook', utmMedium: 'paid_social', utmCampaign: 'salary week',
    utmContent: null, utmTerm: null, clickId: null, landingPage: 'yx3',
  });
  expect(await page.evaluate(() => localStorage.getItem('afid'))).toBe(afid);
});

test('an advert’s parameters before the # (utm, click id, afid) are the registration’s first touch (issue 19)', async ({ page, baseURL }) => {
  const afid = `af-e2e-q-${Date.now()}`;
  await page.goto(`/?utm_source=facebook&utm_medium=paid_social&utm_campaign=pay+day&fbclid=IwAR2e2e&afid=${afid}#/yx1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash for what cannot wait' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByLabel('Mobile number').fill(freshMobile());
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { basicInfo?: { userId?: string } }).basicInfo?.userId);
  expect(await attributionOf(baseURL!, userId!)).toMatchObject({
    afid, utmSource: 'facebook', utmMedium: 'paid_social', utmCampaign: 'pay day', clickId: 'IwAR2e2e', landingPage: 'yx1',
  });
});

test('the promotions yx1, yx2 and yx2ConfirmBorrow show the offer and its full price, and pass axe', async ({ page }) => {
  await page.goto('/#/yx1?utm_source=google');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash for what cannot wait' })).toBeVisible();
  await expect(page.getByText('Interest from 0.098% a day')).toBeVisible();
  await expectNoAxeViolations(page, 'yx1');

  await page.goto('/#/yx2');
  await expect(page.getByRole('heading', { level: 1, name: 'Know the full price before you borrow' })).toBeVisible();
  await expectNoAxeViolations(page, 'yx2');
  await page.getByRole('button', { name: 'Choose an amount' }).click();
  await expect(page).toHaveURL(/#\/yx2ConfirmBorrow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose how much to borrow' })).toBeVisible();
  await page.getByLabel('Amount').selectOption({ label: '₦3,000.00' });
  await expect(page.getByRole('region', { name: 'Representative example' })).toContainText('₦3,000.00');
  await expectNoAxeViolations(page, 'yx2ConfirmBorrow');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/user\/register\?redirect=%2Fborrow%2Fto_borrow%3Famount%3D300000$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
});

test.describe('in Mexico, in Spanish', () => {
  test.use({ baseURL: MX_BASE, locale: 'es-MX', timezoneId: 'America/Mexico_City' });

  test('yx3 speaks Spanish with pesos and the CAT, and the registration keeps its campaign', async ({ page }) => {
    const mobile = `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.goto('/#/yx3?afid=af-mx-1&utm_campaign=quincena');
    await expect(page.getByRole('heading', { level: 1, name: 'Consulte su oferta de préstamo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ejemplo representativo' })).toContainText('Costo Anual Total (CAT)');
    await expectNoAxeViolations(page, 'yx3 in Spanish');
    await page.getByLabel('Número de celular').fill('12');
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await expect(page.getByText('Ingrese un número de celular válido')).toBeVisible();
    await page.getByLabel('Número de celular').fill(mobile);
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await expect(page.getByLabel('Número de celular')).toHaveValue(mobile);
    await page.getByRole('button', { name: 'Obtener código' }).click();
    await page.getByLabel('Código de verificación').fill(await codeFromSandboxBanner(page));
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
    await expectNoAxeViolations(page, 'to_borrow in Spanish');
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { basicInfo?: { userId?: string } }).basicInfo?.userId);
    expect(await attributionOf(MX_BASE, userId!)).toMatchObject({ afid: 'af-mx-1', utmCampaign: 'quincena', landingPage: 'yx3' });
  });
});
