import { expect, type Page } from '@playwright/test';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import { test } from './api-log.ts';
import { applyFromHome, registerInUi } from './application-support.ts';

// ADR 042: the service worker keeps the app shell; the app keeps the last known loan state
// (ADR 025) and the drafts (ADR 012); nothing is sent again by itself when the network returns.
const NETWORK_MESSAGE = 'ooops,network failed ,please reload the page';
const SAVE_PERSONAL = `/api/${encryptPath('/user/saveBasicInfo-market', DEFAULT_PACKAGE_NAME)}`;

async function fillPersonalInformation(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Adaeze');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Date of birth').fill('1994-06-15');
  await page.getByLabel('Education').selectOption({ label: 'No formal education' });
  await page.getByLabel('Marital status').selectOption({ label: 'Single' });
  await page.getByLabel('Loan purpose').selectOption({ label: 'Family function' });
  await page.getByLabel('Residence type').selectOption({ label: 'Own house' });
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Abia' });
  await page.getByLabel('City (LGA)').selectOption({ label: 'Aba North' });
  await page.getByLabel('Home address').fill('12 Factory Road, Aba');
  await page.getByLabel('Email').fill('adaeze.okafor@gmail.com');
  await page.getByLabel('WhatsApp number').fill('08031234567');
}

/** The installed worker is active: from now on it answers the app's navigations. */
async function workerActive(page: Page): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
}

test('the app reloads offline: the shell, the last known state, the drafts, and no submit sent twice', async ({ page, context }) => {
  await registerInUi(page, 'en');
  await applyFromHome(page);
  await workerActive(page);

  // Installable: the page links the web app manifest, served from the app's own origin.
  const manifest = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
  expect(manifest).toBe('./manifest.webmanifest');
  expect(await (await page.request.get('/manifest.webmanifest')).json()).toMatchObject({ name: 'Lendline', display: 'standalone', start_url: './' });

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SAVE_PERSONAL)) saves.push(request.url());
  });
  await fillPersonalInformation(page);

  // ---- The network drops: the save fails and says so; the form keeps what was typed.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(NETWORK_MESSAGE).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);
  expect(saves).toHaveLength(1);

  // ---- A reload with no network: the shell comes from the service worker; home shows the last known state.
  await page.goto('/#/');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(NETWORK_MESSAGE).first()).toBeVisible();
  // Said once, in the card it concerns (issue 19: a toast said it again).
  await expect(page.getByText(NETWORK_MESSAGE)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Continue your application' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // ---- Back online: nothing was sent again by itself.
  await context.setOffline(false);
  await page.waitForTimeout(2_000);
  expect(saves).toHaveLength(1);

  // The draft is still there; one press saves it once, and the application moves on.
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await page.getByRole('button', { name: 'Continue your application' }).click();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await expect(page.getByLabel('Home address')).toHaveValue('12 Factory Road, Aba');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/#\/auth\/id_card_authentication$/);
  expect(saves).toHaveLength(2);
});
