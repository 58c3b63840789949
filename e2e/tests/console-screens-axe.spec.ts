import { expect, test } from '@playwright/test';
import { ROLES } from '@lendline/domain';
import { expectNoAxeViolations } from './axe.ts';
import { consoleAs, inviteStaff } from './console-support.ts';

/**
 * Issue 22: axe with no violation on every console screen. A person holding every role sees
 * every work area; each is opened from the navigation, once its data has arrived, in English
 * and then in Spanish (staff in Mexico work in Spanish), at desktop width.
 */
test('every console screen passes axe, in English and Spanish', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const [everyone] = await inviteStaff(baseURL!, [{ email: 'every.role@e2e.lendline.test', name: 'Ada Everyrole', roles: [...ROLES] }]);
  const page = await consoleAs(browser, baseURL!, everyone!);
  const seen: string[] = [];
  for (const language of ['en', 'es'] as const) {
    if (language === 'es') await page.getByLabel('Language').selectOption('es');
    const navigation = page.getByRole('navigation', { name: language === 'en' ? 'Work areas' : 'Áreas de trabajo' });
    const areas = await navigation.getByRole('link').allTextContents();
    expect(areas.length, 'every work area is listed').toBeGreaterThanOrEqual(15);
    // The reconciliation queue (ADR 086) and the collections desk (ADR 087) are among them.
    expect(areas).toContain(language === 'en' ? 'Reconciliation' : 'Conciliación');
    expect(areas).toContain(language === 'en' ? 'Collections' : 'Cobranza');
    // And the bureau files (issue 24, ADR 100).
    expect(areas).toContain(language === 'en' ? 'Bureau files' : 'Archivos para burós');
    for (const area of areas) {
      await navigation.getByRole('link', { name: area, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
      await expect(page.getByText(language === 'en' ? 'Loading…' : 'Cargando…')).toHaveCount(0);
      await expectNoAxeViolations(page, `console ${area} (${language})`);
      seen.push(`${language}:${area}`);
    }
  }
  expect(seen.length).toBeGreaterThanOrEqual(30);
  await page.context().close();
});
