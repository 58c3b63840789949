import { readFile } from 'node:fs/promises';
import { formatMoney } from '@lendline/domain';
import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { lineBreaks } from './layout.ts';
import { mexicanLoan, MX_BASE, signInInSpanish } from './mx-loan-support.ts';

test.use({ baseURL: MX_BASE, locale: 'es-MX', timezoneId: 'America/Mexico_City' });

interface ExportFile {
  format: string;
  language: string;
  account: { phone: string; market: string };
  profile: { personal: { firstName: string; lastName: string; curp: string } };
  loans: { orderNo: string; currency: string; amount: number; totalRepayable: number }[];
  bureaus: { consents: { bureau: string; nipConfirmed: boolean; withdrawnAt: string | null }[]; inquiries: { bureau: string; outcome: string }[] };
}

// Issue 24 (ADR 103) in Mexico: the ARCO right of access, with the bureau consent the NIP confirmed (ADR 102).
test('una prestataria mexicana pide sus datos desde Yo, los lee en español y descarga el JSON con su teléfono, nombre, préstamo en pesos y consulta al buró', async ({ page }) => {
  test.setTimeout(120_000);
  // The API gives the bureau consent with the NIP before submitting (api-driver.ts `submit`).
  const { token, mobile, orderNo, amount } = await mexicanLoan({ firstName: 'Guadalupe', lastName: 'Hernández' });
  const phone = `52${mobile}`;
  await signInInSpanish(page, token);

  await page.goto('/#/me');
  await page.getByRole('link', { name: 'Sus datos' }).click();
  await expect(page).toHaveURL(/#\/user_center\/my_data$/);
  await expect(page.getByRole('heading', { name: 'Descargar mis datos' })).toBeVisible();
  await expectNoAxeViolations(page, 'sus datos');
  await page.getByRole('button', { name: 'Preparar mis datos' }).click();
  // The job prepares it within seconds; the screen asks again by itself until it is ready.
  const open = page.getByRole('link', { name: 'Abrir mis datos' });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Sus datos están listos hasta el /)).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/#\/user_center\/my_data\/export\?t=[A-Za-z0-9_-]{48}$/);

  // The readable page: each section under its Spanish heading.
  await expect(page.getByRole('heading', { name: 'Archivo de sus datos', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Preparados el .*; este enlace funciona hasta el /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cuenta', exact: true })).toContainText(phone);
  await expect(page.getByRole('region', { name: 'Perfil' })).toContainText('Hernández');
  const loans = page.getByRole('region', { name: 'Préstamos y pagos' });
  await expect(loans).toContainText(orderNo);
  const bureaus = page.getByRole('region', { name: 'Consultas a burós de crédito' });
  await expect(bureaus).toContainText('Buró de pruebas');
  // Each field in Spanish words, with the file's own name under it to find it in the download.
  const termOf = (region: typeof loans, name: string) => region.getByRole('term').filter({ has: page.locator('code', { hasText: new RegExp(`^${name}$`) }) });
  await expect(termOf(bureaus, 'nipConfirmed')).toHaveText('Confirmado con el NIP nipConfirmed');
  await expect(termOf(bureaus, 'nipConfirmed').locator('xpath=following-sibling::dd[1]')).toHaveText('Sí');
  // Money in pesos as the loan screens write them, never a count of centavos; instants as dates and times.
  const money = formatMoney(amount, 'MXN', 'es');
  await expect(termOf(loans, 'amount').first()).toContainText('Monto');
  await expect(termOf(loans, 'amount').first().locator('xpath=following-sibling::dd[1]')).toHaveText(money);
  await expect(loans).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  // At 360 px a label breaks only where its words meet: between words, or where the JSON's name
  // under it joins them ("registered|At"); an order number, an amount or a phone is read on one
  // line, however deep it sits in the file.
  const labels = await lineBreaks(page.locator('.data-rights__section dt'));
  expect(labels.filter(({ text, breaks }) => breaks.some((at) => !/\s/.test(text[at - 1]!) && !/[A-Z]/.test(text[at]!)))).toEqual([]);
  const figures = await lineBreaks(page.locator('.data-rights__section dd:not(:has(dl, ol))'));
  const codes = figures.filter(({ text }) => /^[A-Z0-9*]+$/.test(text) || /^-?\$[\d,]+\.\d{2}$/.test(text));
  expect(codes.map(({ text }) => text)).toEqual(expect.arrayContaining([phone, orderNo, money, 'MXN']));
  expect(codes.filter(({ breaks }) => breaks.length > 0)).toEqual([]);
  // Only a record or a list goes under its label: a value, however deep, sits beside its label.
  const nip = termOf(bureaus, 'nipConfirmed');
  const [term, definition] = await Promise.all([nip.boundingBox(), nip.locator('xpath=following-sibling::dd[1]').boundingBox()]);
  expect(definition!.x).toBeGreaterThan(term!.x + term!.width);
  expect(Math.abs(definition!.y - term!.y)).toBeLessThan(term!.height);
  await expectNoAxeViolations(page, 'archivo de sus datos');

  // The JSON file, made in the browser from the same answer.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar como archivo (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lendline-my-data.json');
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as ExportFile;
  expect(file.format).toBe('lendline-data-export/1');
  expect(file.language).toBe('es');
  expect(file.account).toMatchObject({ phone, market: 'MX' });
  expect(file.profile.personal).toMatchObject({ firstName: 'Guadalupe', lastName: 'Hernández' });
  // The CURP is masked in the file as everywhere: its last 4 characters only.
  expect(file.profile.personal.curp).toMatch(/^\*{14}[A-Z0-9]{4}$/);
  expect(file.loans.map((loan) => loan.orderNo)).toEqual([orderNo]);
  const [loan] = file.loans;
  // Money as integer centavos with its currency.
  expect(loan).toMatchObject({ currency: 'MXN', amount });
  expect(Number.isInteger(loan!.totalRepayable) && loan!.totalRepayable > amount).toBe(true);
  expect(file.bureaus.consents).toEqual([expect.objectContaining({ bureau: 'Buró de pruebas', nipConfirmed: true, withdrawnAt: null })]);
  expect(file.bureaus.inquiries).toEqual([expect.objectContaining({ bureau: 'Buró de pruebas', outcome: 'report' })]);
});
