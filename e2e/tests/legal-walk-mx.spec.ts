import { expect, type Page } from '@playwright/test';
import { LENDERS, type MarketId } from '@lendline/domain';
import { test } from './api-log.ts';
import { MX_BASE } from './mx-loan-support.ts';
import { codeFromSandboxBanner, freshMobile, registerViaApi } from './support.ts';

/**
 * Issue 19: every legal link, in both markets, as a guest and signed in, opens that market's
 * own text (its law, its lender, nothing of the other market), in the language shown. A guest
 * of the Mexican server is shown Spanish and Mexico from the first screen, with no choice made.
 * (The file ends in -mx because half of it runs against the Mexican server.)
 */
interface Market {
  id: MarketId;
  base: () => string;
  mobile: () => string;
  words: {
    terms: string; privacy: string; registerPrivacy: string; landingPrivacy: string; read: string; accept: string; prompt: string;
    phone: string; getCode: string; logIn: string; legalRegion: string;
  };
  law: { terms: RegExp; privacy: RegExp };
  foreign: RegExp;
}

const MARKETS: Market[] = [
  {
    id: 'NG',
    base: () => `http://127.0.0.1:${process.env.E2E_PORT ?? '8191'}`,
    mobile: freshMobile,
    words: {
      terms: 'Terms and conditions', privacy: 'Privacy policy', registerPrivacy: 'Privacy policy', landingPrivacy: 'Privacy policy',
      read: 'Read the full text', accept: 'Accept and continue', prompt: 'We have updated our terms',
      phone: 'Mobile number', getCode: 'Get code', logIn: 'Log in', legalRegion: 'Terms and privacy',
    },
    law: { terms: /FCCPC/, privacy: /NDPA/ },
    foreign: /Mexico|México|CONDUSEF|LFPDPPP|peso/,
  },
  {
    id: 'MX',
    base: () => MX_BASE,
    mobile: () => `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    words: {
      terms: 'Términos y condiciones', privacy: 'Política de privacidad', registerPrivacy: 'Aviso de privacidad', landingPrivacy: 'Política de privacidad',
      read: 'Leer el texto completo', accept: 'Aceptar y continuar', prompt: 'Actualizamos nuestros términos',
      phone: 'Número de celular', getCode: 'Obtener código', logIn: 'Iniciar sesión', legalRegion: 'Términos y privacidad',
    },
    law: { terms: /CONDUSEF/, privacy: /LFPDPPP/ },
    foreign: /Nigeria|NDPA|FCCPC|naira/,
  },
];

/** The open page shows the market's own text of that document, in the market's language. */
async function expectOwnText(page: Page, market: Market, document: 'terms' | 'privacy', where: string) {
  await expect(page.getByRole('heading', { level: 1, name: document === 'terms' ? market.words.terms : market.words.privacy }), where).toBeVisible();
  const main = page.locator('main');
  await expect(main, where).toContainText(market.law[document]);
  await expect(main, where).toContainText(LENDERS[market.id]);
  expect(await main.textContent(), where).not.toMatch(market.foreign);
}

/** A link that opens the text beside the app (the register screen, the prompt): the new tab's text. */
async function expectInNewTab(page: Page, link: ReturnType<Page['getByRole']>, market: Market, document: 'terms' | 'privacy', where: string) {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expectOwnText(opened, market, document, where);
  await opened.close();
}

for (const market of MARKETS) {
  test.describe(`${market.id} legal links`, () => {
    test.use({ baseURL: market.base() });

    test(`as a guest: the landing page's and the register screen's links open ${market.id}'s texts`, async ({ page }) => {
      await page.goto('/#/yx1');
      await page.getByRole('link', { name: market.words.terms }).click();
      await expectOwnText(page, market, 'terms', 'yx1 → terms');
      await page.goBack();
      await page.getByRole('link', { name: market.words.landingPrivacy }).click();
      await expectOwnText(page, market, 'privacy', 'yx1 → privacy');

      await page.goto('/#/user/register');
      const note = page.locator('.form__note').filter({ has: page.getByRole('link', { name: market.words.terms }) });
      await expectInNewTab(page, note.getByRole('link', { name: market.words.terms }), market, 'terms', 'register → terms');
      await expectInNewTab(page, note.getByRole('link', { name: market.words.registerPrivacy }), market, 'privacy', 'register → privacy');
      // The document says what it is, in the market's language, to search engines too.
      expect(await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content)).toMatch(market.id === 'MX' ? /México/ : /Nigeria/);
    });

    test(`signed in: the re-acceptance prompt's and the agreement list's links open ${market.id}'s texts`, async ({ page, baseURL }) => {
      const mobile = market.mobile();
      // Registered through the API, which records no acceptance: the app asks at sign-in.
      await registerViaApi(baseURL!, mobile);
      await page.goto('/#/user/login');
      await page.getByLabel(market.words.phone).fill(mobile);
      await page.getByRole('button', { name: market.words.getCode }).click();
      await page.getByLabel(market.id === 'MX' ? 'Código de verificación' : 'Verification code').fill(await codeFromSandboxBanner(page));
      await page.getByRole('button', { name: market.words.logIn }).click();

      const dialog = page.getByRole('dialog', { name: market.words.prompt });
      await expect(dialog).toBeVisible();
      const reads = dialog.getByRole('link', { name: market.words.read });
      await expect(reads).toHaveCount(2);
      await expectInNewTab(page, reads.nth(0), market, 'terms', 'prompt → terms');
      await expectInNewTab(page, reads.nth(1), market, 'privacy', 'prompt → privacy');
      await dialog.getByRole('button', { name: market.words.accept }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/#/user_center/agreement_list');
      const texts = page.getByRole('region', { name: market.words.legalRegion });
      await expect(texts.getByRole('link')).toHaveCount(2);
      for (const [document, name] of [['terms', market.words.terms], ['privacy', market.words.registerPrivacy]] as const) {
        await texts.getByRole('link', { name: new RegExp(`^${name}, `) }).click();
        await expectOwnText(page, market, document, `agreement list → ${document}`);
        await page.goBack();
      }
    });
  });
}
