import { expect, type Locator, type Page } from '@playwright/test';
import { errorMessage } from '@lendline/domain';
import { codeFromSandboxBanner, freshMobile } from './support.ts';

export * from '../api-driver.ts';

/**
 * Opens the app afresh at home and presses the status card's button: "Continue your
 * application" while the application is under way, "Detail" once submitted (status 1); the
 * app must land on `route`.
 */
export async function reopenAndApply(page: Page, route: RegExp, button = 'Continue your application') {
  await page.goto('/#/');
  await page.reload();
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(route);
}

// ---------------------------------------------------------------- UI

/**
 * Home's "Apply now": the choice of amount and term first (to_borrow, issue 19), whose Apply
 * starts the application with it; the app lands on the first step.
 */
export async function applyFromHome(page: Page, language: 'en' | 'es' = 'en') {
  await page.getByRole('button', { name: language === 'en' ? 'Apply now' : 'Solicitar ahora' }).click();
  await expect(page).toHaveURL(/#\/borrow\/to_borrow$/);
  await page.getByRole('button', { name: language === 'en' ? 'Apply for this loan' : 'Solicitar este préstamo' }).click();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);
}

/** Registers a fresh borrower through the register screen (in Spanish when asked); lands home. */
export async function registerInUi(page: Page, language: 'en' | 'es' = 'en'): Promise<{ mobile: string; token: string }> {
  const mobile = freshMobile();
  await page.goto('/#/user/register');
  if (language === 'es') {
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByLabel('Número de celular').fill(mobile);
    await page.getByRole('button', { name: 'Obtener código' }).click();
    await page.getByLabel('Código de verificación').fill(await codeFromSandboxBanner(page));
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('button', { name: 'Solicitar ahora' })).toBeVisible();
  } else {
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabel('Verification code').fill(await codeFromSandboxBanner(page));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^Bearer \S+$/);
  return { mobile, token: token! };
}

/**
 * A validation message from the domain catalogue (the source of truth, shared with the server),
 * in the borrower's language; a Spanish one must really be Spanish, not the English fallback.
 */
export function messagesIn(language: 'en' | 'es'): (key: string) => string {
  return (key) => {
    const text = errorMessage(key, language);
    if (!text || text === key) throw new Error(`no message for ${key}`);
    if (language === 'es' && text === errorMessage(key, 'en')) throw new Error(`${key} is not translated`);
    return text;
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message shown at a field: the control's error is part of its accessible description. */
export async function expectErrorAt(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)));
  // A question's fieldset carries the message; its radios carry aria-invalid.
  const isGroup = await control.evaluate((element) => element.tagName === 'FIELDSET');
  await expect(isGroup ? control.getByRole('radio').first() : control).toHaveAttribute('aria-invalid', 'true');
}

/** The field no longer shows an error. */
export async function expectNoErrorAt(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}


/**
 * Ticks the credit bureau consent on the review (ADR 102; Nigeria: no NIP), which the submit
 * needs; the box names the configured bureau.
 */
export async function agreeToBureauCheck(page: Page, lang: 'en' | 'es' = 'en') {
  await page.getByRole('checkbox', { name: lang === 'en' ? /^I agree that .+ may be asked for my credit report/ : /^Autorizo que se consulte mi historial crediticio/ }).check();
}
