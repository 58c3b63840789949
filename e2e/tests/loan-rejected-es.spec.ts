import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { ANSWERS } from '../api-driver.ts';
import { registerInUi, reopenAndApply } from './application-support.ts';
import { applicationUpToSubmit, expectHomeBanner } from './loan-support.ts';

test('un solicitante rechazado ve la fecha para volver a solicitar, ningún enlace de socio sin configurar y ningún límite', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const session = await registerInUi(page, 'es');
  // "Missed a repayment in the last 6 months": a knock-out of the underwriting rules.
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL!, session, { answers: { ...ANSWERS, q1: 'yes' } });
  await borrower.submit(orderNo);

  await reopenAndApply(page, /#\/auth\/review_tips$/, 'Detalle');
  await expect(page.getByRole('heading', { name: 'Por ahora no podemos ofrecerle un préstamo' })).toBeVisible({ timeout: 20_000 });
  const recommendation = await borrower.call<{ retryAfter: string; products: { name: string; url: string }[] }>('/app/isRejectRecommendation', { orderNo });
  // 30 days after the decision, on the Lagos calendar.
  const decidedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const expected = new Date(`${decidedDay}T00:00:00Z`);
  expected.setUTCDate(expected.getUTCDate() + 30);
  expect(recommendation.retryAfter).toBe(expected.toISOString().slice(0, 10));
  await expect(page.getByText(/Puede solicitar de nuevo a partir del/)).toBeVisible();
  // No partner is configured on this server (PARTNER_PRODUCTS): none is shown, never a placeholder link (issue 19).
  expect(recommendation.products).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Otras financieras que puede consultar' })).toHaveCount(0);
  await expect(page.locator('a[href*=".example"]')).toHaveCount(0);

  await expectHomeBanner(page, 'Su solicitud no fue aprobada');
  await expect(page.getByText(/Puede solicitar de nuevo a partir del/)).toBeVisible();
  // Home promises no limit to a rejected applicant.
  await expect(page.getByText('Su última solicitud no fue aprobada, así que por ahora no tiene límite.')).toBeVisible();
  await expect(page.getByText(/Su límite: hasta/)).toHaveCount(0);
  // A new application before the date is refused with the reason, in Spanish.
  await expect(borrower.call('/loan/loan-order/apply-market')).rejects.toThrow(/409504/);
});
