import { expect } from '@playwright/test';
import { test } from './api-log.ts';
import { applyFromHome, badCheckDigit, expectErrorAt, messagesIn, latestSandboxCode, photo, registerInUi, validNuban, agreeToBureauCheck } from './application-support.ts';

// Messages come from the domain catalogue (the source of truth, shared with the server) in the borrower's language.
const msg = messagesIn('es');

test('another borrower completes the application in Spanish, seeing each form’s message in Spanish', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { mobile } = await registerInUi(page, 'es');

  await applyFromHome(page, 'es');

  // ---- Información personal: a name with a digit and an email outside the allowed domains.
  const firstName = page.getByLabel('Nombre', { exact: true });
  const email = page.getByLabel('Correo electrónico');
  await firstName.fill('Ifeoma1');
  await page.getByLabel('Segundo nombre (opcional)').fill('Chioma');
  await page.getByLabel('Apellidos').fill('Nwosu');
  await page.getByLabel('Sexo').selectOption({ label: 'Femenino' });
  await page.getByLabel('Fecha de nacimiento').fill('1988-02-29');
  await page.getByLabel('Escolaridad').selectOption({ label: 'Licenciatura' });
  await page.getByLabel('Estado civil').selectOption({ label: 'Casado(a)' });
  await page.getByLabel('Motivo del préstamo').selectOption({ label: 'Salud' });
  await page.getByLabel('Tipo de vivienda').selectOption({ label: 'Rentada' });
  const city = page.getByLabel('Ciudad (LGA)');
  await expect(city.getByRole('option', { name: 'Seleccione primero el estado' })).toBeAttached();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Lagos' });
  await city.selectOption({ label: 'Ikeja' });
  await page.getByLabel('Domicilio').fill('7 Opebi Road, Ikeja');
  await page.getByLabel('Código postal (opcional)').fill('100001');
  await email.fill('ana.nwosu@mail.ru');
  await page.getByLabel('Número de WhatsApp').fill('08071234567');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expectErrorAt(firstName, msg('error.application.name.letters'));
  await expectErrorAt(email, msg('error.application.email.domain'));
  await firstName.fill('Ifeoma');
  await email.fill('ana.nwosu@yahoo.com');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  // ---- Verificación de identidad: no type of ID chosen.
  await expect(page).toHaveURL(/#\/auth\/id_card_authentication$/);
  const tiles = [
    ['Frente de la identificación', 4],
    ['Reverso de la identificación', 5],
    ['Foto del rostro', 6],
  ] as const;
  for (const [label, shade] of tiles) {
    await page.getByLabel(label, { exact: true }).setInputFiles(photo(`foto-${shade}`, shade));
    await expect(page.getByRole('status').filter({ hasText: `${label}: subida` })).toBeVisible();
  }
  const idType = page.getByLabel('Tipo de identificación');
  await page.getByLabel('Número de identificación').fill('23456789012');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectErrorAt(idType, msg('error.kyc.idType'));
  await idType.selectOption({ label: 'Número de Identificación Nacional (NIN)' });
  await page.getByRole('button', { name: 'Continuar' }).click();

  // ---- Trabajo y contactos: both contacts with the same relationship.
  await expect(page).toHaveURL(/#\/auth\/additionalInfomation$/);
  await page.getByLabel('Tipo de empleo').selectOption({ label: 'Empleado(a)' });
  await page.getByLabel('Sector').selectOption({ label: 'Agricultura' });
  await page.getByLabel('Nombre de la empresa').fill('Granjas del Sur');
  await page.getByLabel('Teléfono de la empresa').fill('012345678');
  await page.getByLabel('Dirección de la empresa').fill('9 Allen Avenue, Ikeja');
  await page.getByLabel('Antigüedad en su empleo actual').selectOption({ label: 'Menos de 1 año' });
  await page.getByLabel('Frecuencia de pago').selectOption({ label: 'Quincenal' });
  await page.getByLabel('Día de pago', { exact: true }).selectOption({ label: '15' });
  await page.getByLabel('Segundo día de pago').selectOption({ label: '30' });
  await page.getByLabel('Ingreso mensual').selectOption('below50k');
  await page.getByLabel('Fuente de ingresos').selectOption({ label: 'Yo mismo(a)' });
  await page.getByLabel('Nombre del contacto 1').fill('Emeka Nwosu');
  await page.getByLabel('Teléfono del contacto 1').fill('08091112222');
  await page.getByLabel('Parentesco del contacto 1').selectOption({ label: 'Compañero(a) de trabajo' });
  await page.getByLabel('Nombre del contacto 2').fill('Ifeoma Obi');
  await page.getByLabel('Teléfono del contacto 2').fill('08093334444');
  const relation2 = page.getByLabel('Parentesco del contacto 2');
  await relation2.selectOption({ label: 'Compañero(a) de trabajo' });
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expectErrorAt(relation2, msg('error.application.contactRelation.same'));
  await relation2.selectOption({ label: 'Amigo(a)' });
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  // ---- Cuestionario: ten answered, the last one left out.
  await expect(page).toHaveURL(/#\/auth\/loan_question$/);
  const questions = page.getByRole('group').filter({ has: page.getByRole('radio') });
  await expect(questions).toHaveCount(11);
  const q1 = page.getByRole('group', { name: '¿Ha dejado de pagar algún préstamo en los últimos 6 meses?' });
  await q1.getByRole('radio', { name: 'No', exact: true }).check();
  for (let i = 1; i < 10; i++) await questions.nth(i).getByRole('radio').last().check();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expectErrorAt(questions.nth(10), msg('error.application.required.answer'));
  await questions.nth(10).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  // ---- Cuenta bancaria: a wrong check digit, a short BVN, then a mismatched confirmation.
  await expect(page).toHaveURL(/#\/bank_account\/add_bankcard$/);
  // …85: the sandbox resolves it as IFEOMA NWOSU, the borrower's names (her middle name the bank does not hold).
  const account = validNuban('Guaranty Trust Bank', '85');
  const accountNumber = page.getByLabel('Número de cuenta', { exact: true });
  const confirm = page.getByLabel('Confirme el número de cuenta');
  const bvn = page.getByLabel('BVN');
  await page.getByLabel('Banco').selectOption({ label: 'Guaranty Trust Bank' });
  await accountNumber.fill(badCheckDigit(account));
  await confirm.fill(badCheckDigit(account));
  await bvn.fill('12345');
  await page.getByRole('button', { name: 'Agregar cuenta bancaria' }).click();
  await expectErrorAt(accountNumber, msg('error.application.accountNumber.bankMismatch'));
  await expectErrorAt(bvn, msg('error.application.bvn.invalid'));

  await accountNumber.fill(account);
  await bvn.fill('22298765432');
  await expect(page.getByLabel('Titular de la cuenta')).toHaveValue('IFEOMA NWOSU');
  await page.getByRole('button', { name: 'Obtener código' }).click();
  await expect(page.getByRole('button', { name: /Reenviar en \d+ s/ })).toBeDisabled();
  await page.getByLabel('Código de verificación').fill(await latestSandboxCode(baseURL!, mobile));
  await page.getByRole('button', { name: 'Agregar cuenta bancaria' }).click();
  await expectErrorAt(confirm, msg('error.application.accountNumber.mismatch'));
  await confirm.fill(account);
  await page.getByRole('button', { name: 'Agregar cuenta bancaria' }).click();

  // ---- Revisión y envío.
  await expect(page.getByRole('heading', { name: 'Revise su solicitud' })).toBeVisible();
  await agreeToBureauCheck(page, 'es');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/#\/auth\/review_tips$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Estamos revisando su solicitud' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
});
