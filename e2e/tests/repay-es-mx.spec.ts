import { expect } from '@playwright/test';
import { formatMoney } from '@lendline/domain';
import { borrowerApi, EMPLOYED_WORK, latestSandboxCode, PERSONAL, registerBorrower } from '../api-driver.ts';
import { test } from './api-log.ts';
import { expectErrorAt } from './application-support.ts';

// The Mexican market's own server (e2e/run.mjs starts it beside the Nigerian one).
const MX_BASE = `http://127.0.0.1:${process.env.E2E_MX_PORT ?? '8192'}`;
test.use({ baseURL: MX_BASE, locale: 'es-MX', timezoneId: 'America/Mexico_City' });

/** A Mexican borrower's application through the API, up to a loan paid out to their CLABE (status 2). */
async function mexicanLoan() {
  const mobile = `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { token } = await registerBorrower(MX_BASE, mobile);
  const borrower = borrowerApi(MX_BASE, token, mobile);
  const { orderNo } = await borrower.call('/loan/loan-order/apply-market', {});
  const curp = 'GODE561231HJCMRN06';
  await borrower.call('/user/saveBasicInfo-market', { ...PERSONAL, state: 'MX-JAL', city: 'Guadalajara', postalCode: '44100', curp, rfc: '', nss: '', whatsappNo: '5512345678' });
  await borrower.identity(5, curp, 'curp');
  await borrower.call('/user/saveAdditionInfo-market', {
    ...EMPLOYED_WORK, monthlySalary: 'mx15kTo25k', companyPhone: '3312345678',
    emergencyContactMobile1: '+52 33 1234 5678', emergencyContactMobile2: '3398765432',
  });
  await borrower.call('/user/save/questionnaire', { answers: { q1: 'no', q2: 'no', q3: 'good', q4: 'kueski', q5: 'none', q6: 'none', q7: 'mxBelow10k', q8: '1', q9: '0', q10: '1', q11: '0' } });
  await borrower.call('/security/getVerifyCode', { mobile, type: 'bankCard' });
  const clabe = '032180000118359719';
  const verifyCode = await latestSandboxCode(MX_BASE, mobile);
  await borrower.call('/user/addBankCard', { cardType: 'clabe', accountNumber: clabe, confirmAccountNumber: clabe, holderName: `${PERSONAL.firstName} ${PERSONAL.lastName}`, curp, verifyCode });
  await borrower.call('/user/submit', { orderNo });
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(14);
  const offer = await borrower.call<{ amount: number; tenure: number }>('/loan/confirm/product-info', { orderNo });
  await borrower.call('/loan/get-money', { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true });
  await expect.poll(async () => (await borrower.call<{ order: { status: number } }>('/loan/loan-order/latest')).order.status, { timeout: 20_000 }).toBe(2);
  const detail = () => borrower.call<{ status: number; outstanding: number; dueNow: number; credit: number }>('/repay/repay-order/detail', { orderNo });
  return { token, orderNo, detail };
}

const pesos = (minor: number) => formatMoney(minor, 'MXN', 'es');

test('a Mexican borrower, in Spanish, pays part with an OXXO reference and the rest by SPEI to their CLABE', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, orderNo, detail } = await mexicanLoan();
  const before = await detail();
  await page.addInitScript(([bearer]) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', bearer!);
      localStorage.setItem('language', 'es');
    }
  }, [token]);

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
  const rest = before.outstanding - 1_000_00;
  await page.getByLabel('Monto que paga el sandbox').fill(String(Math.ceil(rest / 100)));
  await page.getByRole('button', { name: 'Simular pago' }).click();
  await expect(page.getByText(/^El sandbox pagó .*\. Su saldo está actualizado\.$/)).toBeVisible();
  await expect.poll(async () => (await detail()).status).toBe(4);

  await page.getByRole('link', { name: 'Ver el detalle de mi pago' }).click();
  await expect(page.getByText('Este préstamo está pagado por completo. ¡Gracias!')).toBeVisible();
});
