import { expect, type Page } from '@playwright/test';
import { EDITABLE_TERM_FIELDS, exampleFor, formatCatPpm, formatMoney, servicingTermsOf, type ProductTerms, type StaffProduct } from '@lendline/domain';
import { PERSONAL, registerBorrower } from '../api-driver.ts';
import { test } from './api-log.ts';
import { expectNoAxeViolations } from './axe.ts';
import { consoleAs, DESKTOP, inviteStaff, openArea } from './console-support.ts';
import { freshMexicanMobile, mexicanOffer, MX_BASE } from './mx-loan-support.ts';

/**
 * The risk role's journey (issue 22, ADR 082), on the Mexican server in Spanish: a new version
 * of a product previewed with its CAT, approved by a second risk person seeing before and
 * after, live for new orders; then a borrower's limit set by hand and granted at their offer.
 *
 * The version changes the fixed-date product, which no other journey's borrower gets (the
 * engine's default is mx-efectivo), and the journey puts its seeded terms back at its end
 * (version numbers are kept: a version is never deleted). The limit is a borrower of its own.
 */
test.use({ baseURL: MX_BASE, locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const SPANISH = { locale: 'es-MX', timezoneId: 'America/Mexico_City' };
const FIXED = 'mx-efectivo-fijo';
const FIXED_NAME = 'Lendline Efectivo Fecha Fija';
const NEW_RATE_PPM = 900;
const pesos = (minor: number) => formatMoney(minor, 'MXN', 'es');

/** The staff API from a console tab: its session cookie, and its CSRF token for a POST (as the console sends them). */
async function staffApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const csrf = await page.evaluate(() => sessionStorage.getItem('lendline.console.csrf') ?? '');
  const headers = { accept: 'application/json', lang: 'en', 'x-csrf-token': csrf };
  const answer = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data: body ?? {} });
  const envelope = (await answer.json()) as { code: number; data: T; msg: string };
  expect(envelope, `${method} ${path}: ${envelope.msg}`).toMatchObject({ code: 0 });
  return envelope.data;
}

async function liveTerms(page: Page, productId: string): Promise<{ version: number; terms: ProductTerms }> {
  const { products } = await staffApi<{ products: StaffProduct[] }>(page, 'GET', '/staff/products');
  const product = products.find((p) => p.productId === productId)!;
  return { version: product.liveVersion, terms: product.versions.find((v) => v.version === product.liveVersion)!.terms };
}

/** Terms as a version made by staff holds them: the servicing defaults a release may leave out written in (the same terms). */
const asEdited = (terms: ProductTerms): ProductTerms => ({ ...terms, ...servicingTermsOf(terms) });

/** The seeded terms put back as a new version, asked by one and approved by the other (through the API: this runs after a failure too). */
async function restoreTerms(maker: Page, checker: Page, seeded: ProductTerms) {
  if ((await liveTerms(maker, FIXED)).terms.dailyInterestPpm === seeded.dailyInterestPpm) return;
  const terms = Object.fromEntries(EDITABLE_TERM_FIELDS.map((field) => [field, asEdited(seeded)[field]]));
  const { id } = await staffApi<{ id: string }>(maker, 'POST', '/staff/approvals', { action: 'productVersion', input: { productId: FIXED, terms }, reason: 'Back to the seeded terms after the e2e journey' });
  expect((await staffApi<{ state: string }>(checker, 'POST', `/staff/approvals/${id}/approve`)).state).toBe('done');
}

test('risk, in Spanish: a new product version previewed with its CAT and approved by a second person is live for new orders; a limit set by hand reaches the offer', async ({ browser }) => {
  test.setTimeout(240_000);
  const [renata, raul] = await inviteStaff(MX_BASE, [
    { email: 'renata.riesgo@e2e.lendline.test', name: 'Renata Riesgo', roles: ['risk'] },
    { email: 'raul.riesgo@e2e.lendline.test', name: 'Raúl Riesgo', roles: ['risk'] },
  ], 'MX');
  const maker = await consoleAs(browser, MX_BASE, renata!, SPANISH);
  const checker = await consoleAs(browser, MX_BASE, raul!, SPANISH);
  const seeded = await liveTerms(maker, FIXED);

  try {
    // The maker opens the product and types a lower rate: the CAT at the smallest amount follows as typed.
    await openArea(maker, 'Productos');
    await maker.getByRole('button', { name: `Nueva versión de ${FIXED_NAME}` }).click();
    const form = maker.getByRole('region', { name: `Nueva versión de ${FIXED_NAME} (vigente: versión ${seeded.version})` });
    const figures = form.getByRole('table', { name: 'Cifras para montos representativos' });
    await expect(figures.getByRole('columnheader').last()).toHaveText(/^CAT/);
    const smallest = figures.getByRole('row').nth(1);
    const catAt = (rate: number) => formatCatPpm(exampleFor({ ...seeded.terms, dailyInterestPpm: rate }, seeded.terms.minAmount, seeded.terms.tenures[0]!).catPpm!, 'es');
    await expect(smallest.getByRole('cell').last()).toHaveText(catAt(seeded.terms.dailyInterestPpm));
    const rate = form.getByLabel('Interés diario (ppm)', { exact: true });
    await rate.fill(String(NEW_RATE_PPM));
    await expect(smallest.getByRole('cell').last()).toHaveText(catAt(NEW_RATE_PPM));
    await expect(smallest.getByRole('cell').first()).toHaveText(pesos(seeded.terms.minAmount));
    await expectNoAxeViolations(maker, 'new product version with its figures (es-MX)');
    await form.getByLabel('Motivo del cambio').fill('Tasa más baja para la fecha fija');
    await form.getByRole('button', { name: 'Pedir que entre en vigor' }).click();
    await expect(maker.getByRole('status').filter({ hasText: 'Versión solicitada.' })).toBeVisible();
    // Asked is not live: the borrowers' terms are still the seeded ones.
    expect((await liveTerms(maker, FIXED)).terms.dailyInterestPpm).toBe(seeded.terms.dailyInterestPpm);

    // The maker may not approve their own request; the second risk person sees the rate before and after, and approves.
    await openArea(maker, 'Aprobaciones');
    const ownCard = maker.getByRole('article', { name: `Nueva versión de producto sobre producto ${FIXED}` });
    await expect(ownCard.getByRole('button', { name: 'Aprobar' })).toBeDisabled();
    await openArea(checker, 'Aprobaciones');
    const card = checker.getByRole('article', { name: `Nueva versión de producto sobre producto ${FIXED}` });
    await expect(card.getByText('Tasa más baja para la fecha fija')).toBeVisible();
    const change = card.getByRole('row').filter({ has: checker.getByRole('rowheader', { name: 'Interés diario (ppm) (cambia)' }) });
    await expect(change.getByRole('cell')).toHaveText([String(seeded.terms.dailyInterestPpm), String(NEW_RATE_PPM)]);
    await expectNoAxeViolations(checker, 'a product version to approve (es-MX)');
    await card.getByRole('button', { name: 'Aprobar' }).click();
    await expect(checker.getByText('Nueva versión de producto: aprobada y realizada.')).toBeVisible();

    // Live for new orders: the staff API answers the next version with the new rate, and the screen lists it.
    const live = await liveTerms(maker, FIXED);
    expect(live).toMatchObject({ version: seeded.version + 1, terms: { dailyInterestPpm: NEW_RATE_PPM, productId: FIXED } });
    await openArea(maker, 'Productos');
    const row = maker.getByRole('row').filter({ hasText: FIXED_NAME });
    await expect(row.getByText(new RegExp(`^Versión ${live.version}, vigente desde`))).toBeVisible();
    await expect(row.getByText(/hecha por Renata Riesgo, aprobada por Raúl Riesgo/)).toBeVisible();
  } catch (failure) {
    // Put the seeded terms back for the other Mexican journeys, and report the journey's own failure.
    await restoreTerms(maker, checker, seeded.terms).catch(() => undefined);
    throw failure;
  }
  await restoreTerms(maker, checker, seeded.terms);
  expect((await liveTerms(maker, FIXED)).terms).toEqual(asEdited(seeded.terms));

  // A limit set by hand: the maker finds a new borrower by phone, asks for 7,500 pesos instead of the ladder's first step.
  const limit = 7_500_00;
  const registered = await registerBorrower(MX_BASE, freshMexicanMobile());
  await openArea(maker, 'Acreditados');
  await maker.getByLabel('Teléfono, número de pedido o id de usuario').fill(registered.mobile);
  await maker.getByRole('button', { name: 'Buscar' }).click();
  await maker.getByRole('list', { name: 'Acreditados encontrados' }).getByRole('button').first().click();
  const userId = (await maker.locator('.fact').filter({ has: maker.getByText('Id de usuario', { exact: true }) }).locator('dd').textContent())!;
  expect(userId).toMatch(/\S/);
  await openArea(maker, 'Productos');
  const limitForm = maker.getByRole('region', { name: 'Fijar a mano el límite de crédito de un cliente' });
  await limitForm.getByLabel('Id de usuario del cliente').fill(userId);
  await limitForm.getByLabel('Nuevo límite (MXN)').fill('7500');
  await limitForm.getByLabel('Motivo').fill('Cliente con nómina verificada');
  await limitForm.getByRole('button', { name: 'Pedir fijar el límite' }).click();
  await expect(maker.getByRole('status').filter({ hasText: 'Límite solicitado.' })).toBeVisible();

  // The checker's queue was open since the version: a reload reads it again.
  await checker.reload();
  await expect(checker.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible();
  const limitCard = checker.getByRole('article', { name: `Cambio manual de línea de crédito sobre acreditado ${userId}` });
  await expect(limitCard.getByText('Cliente con nómina verificada')).toBeVisible();
  // In pesos, with where each limit comes from: the ladder's first step against the hand-set one.
  await expect(limitCard.getByRole('row').filter({ has: checker.getByRole('rowheader', { name: 'Línea de crédito (cambia)' }) }).getByRole('cell')).toHaveText([pesos(2_000_00), pesos(limit)]);
  await expect(limitCard.getByRole('row').filter({ has: checker.getByRole('rowheader', { name: 'Fijada por (cambia)' }) }).getByRole('cell')).toHaveText(['la escalera (pagos puntuales)', 'a mano (cambio con doble aprobación)']);
  await limitCard.getByRole('button', { name: 'Aprobar' }).click();
  await expect(checker.getByText('Cambio manual de línea de crédito: aprobada y realizada.')).toBeVisible();

  // The borrower applies: the decision grants the limit set by hand, not the ladder's 2,000 pesos.
  const { offer } = await mexicanOffer(PERSONAL, registered);
  expect(offer.creditLimit).toBe(limit);
});
