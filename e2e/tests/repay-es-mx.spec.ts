import { expect } from '@playwright/test';
import { formatMoney } from '@lendline/domain';
import { test } from './api-log.ts';
import { expectErrorAt } from './application-support.ts';
import { textLayout } from './layout.ts';
import { mexicanLoan, MX_BASE, signInInSpanish } from './mx-loan-support.ts';

test.use({ baseURL: MX_BASE, locale: 'es-MX', timezoneId: 'America/Mexico_City' });

const pesos = (minor: number) => formatMoney(minor, 'MXN', 'es');

test('a Mexican borrower, in Spanish, pays part with an OXXO reference and the rest by SPEI to their CLABE', async ({ page }) => {
  test.setTimeout(120_000);
  // The tester's name of issue 19, long enough to reach the edge of a 360 px screen.
  const { token, orderNo, detail } = await mexicanLoan({ firstName: 'Eduardo', lastName: 'Villarreal' });
  const before = await detail();
  await signInInSpanish(page, token);

  await page.goto(`/#/repay/cashier?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { name: 'Elija cómo pagar' })).toBeVisible();
  await page.getByRole('link', { name: 'Efectivo en OXXO' }).click();

  // A bad amount first: refused at the field, in Spanish, with what was typed kept.
  const amount = page.getByLabel('Monto a pagar');
  await amount.fill('1005');
  await page.getByRole('button', { name: 'Obtener mi referencia OXXO' }).click();
  await expectErrorAt(amount, `El monto debe ser múltiplo de ${pesos(10_00)}`);
  await expect(amount).toHaveValue('1005');
  await amount.fill('1000');
  await page.getByRole('button', { name: 'Obtener mi referencia OXXO' }).click();

  await expect(page).toHaveURL(/#\/repay\/repay_oxxo\?orderNo=/);
  await expect(page.getByText(`Monto a pagar: ${pesos(1_000_00)}`)).toBeVisible();
  await expect(page.getByText(/^Válida hasta /)).toBeVisible();
  // A reload keeps the reference on screen.
  await page.reload();
  await expect(page.getByText('Referencia OXXO Pay', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Simular el pago de esta referencia' }).click();
  await expect(page.getByText(`El sandbox pagó ${pesos(1_000_00)}. Su saldo está actualizado.`)).toBeVisible();
  await expect.poll(async () => (await detail()).outstanding).toBe(before.outstanding - 1_000_00);

  // The rest by SPEI to the borrower's own CLABE.
  await page.goto(`/#/repay/cashier?orderNo=${orderNo}`);
  await page.getByRole('link', { name: 'Transferencia SPEI a su CLABE' }).click();
  await expect(page.getByRole('button', { name: 'Copiar CLABE' })).toBeVisible();
  await expect(page.getByText(/^\d{4} \d{4} \d{4} \d{4} \d{2}$/)).toBeVisible();
  // At 360 px the CLABE is read on one line, and the name breaks only between words (issue 19).
  expect((await textLayout(page.getByText('LENDLINE/EDUARDO VILLARREAL'))).brokenWords).toEqual([]);
  expect(await textLayout(page.getByText(/^\d{4} \d{4} \d{4} \d{4} \d{2}$/))).toEqual({ lines: 1, brokenWords: [] });
  const rest = before.outstanding - 1_000_00;
  await page.getByLabel('Monto que paga el sandbox').fill(String(Math.ceil(rest / 100)));
  await page.getByRole('button', { name: 'Simular pago' }).click();
  await expect(page.getByText(/^El sandbox pagó .*\. Su saldo está actualizado\.$/)).toBeVisible();
  await expect.poll(async () => (await detail()).status).toBe(4);

  await page.getByRole('link', { name: 'Ver el detalle de mi pago' }).click();
  await expect(page.getByText('Este préstamo está pagado por completo. ¡Gracias!')).toBeVisible();
});
