import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { ANSWERS } from '../api-driver.ts';
import { registerInUi, reopenAndApply } from './application-support.ts';
import { applicationUpToSubmit, expectHomeBanner } from './loan-support.ts';

test('un solicitante rechazado ve la fecha para volver a solicitar y productos recomendados', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const session = await registerInUi(page, 'es');
  // "Missed a repayment in the last 6 months": a knock-out of the underwriting rules.
  const { borrower, orderNo } = await applicationUpToSubmit(baseURL!, session, { answers: { ...ANSWERS, q1: 'yes' } });
  await borrower.call('/user/submit', { orderNo });

  await reopenAndApply(page, /#\/auth\/review_tips$/, 'Detalle');
  await expect(page.getByRole('heading', { name: 'Por ahora no podemos ofrecerle un préstamo' })).toBeVisible({ timeout: 20_000 });
  const recommendation = await borrower.call<{ retryAfter: string; products: { name: string; url: string }[] }>('/app/isRejectRecommendation', { orderNo });
  // 30 days after the decision, on the Lagos calendar.
  const decidedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const expected = new Date(`${decidedDay}T00:00:00Z`);
  expected.setUTCDate(expected.getUTCDate() + 30);
  expect(recommendation.retryAfter).toBe(expected.toISOString().slice(0, 10));
  await expect(page.getByText(/Puede solicitar de nuevo a partir del/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Otras financieras que puede consultar' })).toBeVisible();
  expect(recommendation.products.length).toBeGreaterThan(0);
  for (const product of recommendation.products) {
    const link = page.getByRole('link', { name: `Visitar ${product.name} (se abre en una pestaña nueva)` });
    await expect(link).toHaveAttribute('href', product.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  await expectHomeBanner(page, 'Su solicitud no fue aprobada');
  await expect(page.getByText(/Puede solicitar de nuevo a partir del/)).toBeVisible();
  // A new application before the date is refused with the reason, in Spanish.
  await expect(borrower.call('/loan/loan-order/apply-market')).rejects.toThrow(/409504/);
});
