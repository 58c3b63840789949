import { expect, type Page } from '@playwright/test';
import { SCREENS } from '../../apps/web/src/screens.ts';
import { REDIRECTS } from '../../apps/web/src/shared/router/route-table.ts';
import { registerBorrower } from '../api-driver.ts';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { MX_BASE } from './mx-loan-support.ts';

// 360x740 comes from the project's config (playwright.config.ts).

const LANGUAGES = [
  // English on the Nigerian server, Spanish on the Mexican one: each market's own screens in its own language.
  { language: 'en', baseURL: undefined, mobile: undefined },
  { language: 'es', baseURL: MX_BASE, mobile: () => `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` },
] as const;

async function openSignedIn(page: Page, token: string, language: string): Promise<void> {
  await page.addInitScript(([bearer, lang]) => {
    localStorage.setItem('token', bearer!);
    localStorage.setItem('language', lang!);
  }, [token, language]);
}

// The two walks share nothing (each its own borrower and server), and each is the longest journey
// of the run: they may go to both workers at once instead of one after the other in one.
test.describe.configure({ mode: 'parallel' });

for (const { language, baseURL, mobile } of LANGUAGES) {
  test(`every route of spec section 2 renders a real screen or its redirect, in ${language === 'en' ? 'English' : 'Spanish'}, with no accessibility violation`, async ({ page, baseURL: defaultBase }) => {
    test.setTimeout(240_000);
    const base = baseURL ?? defaultBase!;
    const { token } = await registerBorrower(base, mobile?.());
    await openSignedIn(page, token, language);
    await page.goto(`${base}/#/`);
    for (const route of [...SCREENS, ...REDIRECTS]) {
      await test.step('name' in route ? `${route.path} (${route.name})` : `${route.path} (to ${route.to})`, async () => {
        await page.goto(`${base}/#${route.path}`);
        // A screen is there once its heading is; a redirect lands on its target's heading.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `${route.path} in ${language}`, { soft: true });
      });
    }
  });
}
