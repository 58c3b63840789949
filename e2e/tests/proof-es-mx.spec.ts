import { expect, type Browser } from '@playwright/test';
import { formatMoney } from '@lendline/domain';
import { brightPng, e2eStaffKey } from '../api-driver.ts';
import { test } from './api-log.ts';
import { expectErrorAt } from './application-support.ts';
import { expectNoAxeViolations } from './axe.ts';
import { consoleAs, inviteStaff, openArea } from './console-support.ts';
import { mexicanLoan, MX_BASE, signInInSpanish } from './mx-loan-support.ts';

test.use({ baseURL: MX_BASE, locale: 'es-MX', timezoneId: 'America/Mexico_City' });

const pesos = (minor: number) => formatMoney(minor, 'MXN', 'es');

/** The staff API as an integration would call it, with the e2e Mexican server's API key (proofs.read, proofs.review). */
async function staff<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const res = await fetch(`${MX_BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${e2eStaffKey('MX')}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** The Mexican server's admins invite and approve a reviewer (console-support.ts, shared with the other Mexican console journeys), who opens the console in Spanish. */
async function reviewerConsole(browser: Browser) {
  const [reviewer] = await inviteStaff(MX_BASE, [{ email: 'rocio.revisora@e2e.lendline.test', name: 'Rocío Revisora', roles: ['reviewer'] }], 'MX');
  return consoleAs(browser, MX_BASE, reviewer!, { locale: 'es-MX', timezoneId: 'America/Mexico_City' });
}

test('a Mexican borrower, in Spanish, sends a photo of a SPEI slip; a reviewer approves it in the console and the balance falls', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { token, orderNo, detail } = await mexicanLoan();
  const before = await detail();
  await signInInSpanish(page, token);

  await page.goto(`/#/repay/repay_detail?orderNo=${orderNo}`);
  await page.getByRole('link', { name: 'Pagué pero no aparece' }).click();
  await expect(page.getByRole('heading', { name: 'Enviar comprobante de pago' })).toBeVisible();
  await expect(page.getByText(/Respondemos en un máximo de 48 horas/)).toBeVisible();

  await page.getByLabel('Foto del comprobante o ticket').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: brightPng(600, 900, 3) });
  await expect(page.getByRole('img', { name: 'El comprobante que eligió' })).toBeVisible();
  await expect(page.getByText('Foto lista.')).toBeVisible();

  // A bad amount first: refused at its field, in Spanish, with everything else kept.
  const amount = page.getByLabel('Monto pagado');
  await amount.fill('0');
  await page.getByLabel('Cómo pagó').selectOption({ label: 'Transferencia SPEI' });
  await page.getByLabel('Referencia del comprobante').fill('SPEI-0012345678');
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expectErrorAt(amount, 'El monto debe ser mayor que cero');
  await expect(page.getByLabel('Referencia del comprobante')).toHaveValue('SPEI-0012345678');

  await amount.fill('1000');
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expect(page.getByText(/^Comprobante enviado\. Le responderemos a más tardar el /)).toBeVisible();
  await expect(page.getByText(/^En revisión: respuesta a más tardar el /)).toBeVisible();
  await expect(page.getByText(`${pesos(1_000_00)}, pagado el`, { exact: false })).toBeVisible();

  // A reviewer approves it in the console, in Spanish: the photo beside its figures, the 48-hour countdown.
  const queue = await staff<{ proofs: { proofId: string; orderNo: string; amount: number }[] }>('GET', '/staff/repayment-proofs');
  const proof = queue.proofs.find((p) => p.orderNo === orderNo);
  expect(proof?.amount).toBe(1_000_00);
  const desk = await reviewerConsole(browser);
  await openArea(desk, 'Comprobantes de pago');
  const card = desk.getByRole('article', { name: `${pesos(1_000_00)} para ${orderNo}` });
  const photo = card.getByRole('img', { name: `Foto del comprobante de pago para ${orderNo}` });
  // Loaded with the session cookie from the audited image route: a real picture, not a broken one.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(card.getByText(/^Vence dentro de 4[5-7] horas$/)).toBeVisible();
  await expectNoAxeViolations(desk, 'repayment proofs (es-MX)');
  const enlarge = card.getByRole('button', { name: 'Ampliar foto' });
  await enlarge.focus();
  await desk.keyboard.press('Enter');
  await expect(enlarge).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(desk, 'repayment proofs, photo enlarged (es-MX)');
  await card.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Pago de ${pesos(1_000_00)} para ${orderNo} aprobado y abonado.`);
  await expect(card).toHaveCount(0);
  await expectNoAxeViolations(desk, 'repayment proofs after approving (es-MX)');
  // The reviewer's other queue, its filters and counts (whatever this run has referred), axe-clean too.
  await openArea(desk, 'Solicitudes remitidas');
  await expect(desk.getByRole('form', { name: 'Filtrar la cola' })).toBeVisible();
  await expectNoAxeViolations(desk, 'referrals (es-MX)');
  // Approved once: a second approval (as a double click or a colleague would send) changes nothing.
  await expect(staff('POST', `/staff/repayment-proofs/${proof!.proofId}/approve`, {})).rejects.toThrow('This proof has already been reviewed');

  await page.reload();
  await expect(page.getByText('Aprobado: el pago ya está en su préstamo')).toBeVisible();
  expect((await detail()).outstanding).toBe(before.outstanding - 1_000_00);
  await page.getByRole('link', { name: 'Volver al detalle del pago' }).click();
  await expect(page.getByText(`Por pagar: ${pesos(before.outstanding - 1_000_00)}`, { exact: false })).toBeVisible();
  await expect(page.getByText(`Pagado hasta ahora: ${pesos(1_000_00)}`)).toBeVisible();
});
