import { exampleFor, formatMoney, formatRatePpm, loanMarketIndex, pageDescription, PRODUCT_TERMS, type ProductTerms } from '@lendline/domain';
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropTypedMobile, typedMobile } from '../../shared/marketing/typed-mobile.ts';
import { storedAttribution } from '../../shared/marketing/attribution-store.ts';
import { mockApi, networkDown, ok } from '../../test/api-mock.ts';
import { serveDocumentOf } from '../../test/served-document.ts';
import { bootLanding } from './landing-boot.ts';
import { mountLanding } from './landing-controller.ts';

const naira = (minor: number) => formatMoney(minor, 'NGN', 'en');

function open(page: 'yx1' | 'yx2' | 'yx2ConfirmBorrow' | 'yx3', query = '') {
  const root = document.createElement('main');
  document.body.append(root);
  const navigate = vi.fn();
  const landing = mountLanding(root, page, new URLSearchParams(query), { navigate });
  return { root, navigate, view: within(root), landing };
}

afterEach(() => {
  document.body.replaceChildren();
  dropTypedMobile();
  window.sessionStorage.clear();
});

describe('landing pages', () => {
  it.each(['yx1', 'yx2', 'yx2ConfirmBorrow', 'yx3'] as const)('%s shows its offer and the full price before the API answers, and without it', (page) => {
    mockApi({ '/loanMarket/index': networkDown });
    const { view } = open(page);
    expect(view.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(view.getByText(`Borrow ${naira(1_000_00)} to ${naira(60_000_00)}`)).toBeTruthy();
    expect(view.getByText(`A first loan is up to ${naira(5_000_00)}. Repaying on time raises your limit.`)).toBeTruthy();
    expect(view.getByText('Interest from 0.098% a day')).toBeTruthy();
    const example = view.getByRole('region', { name: 'Representative example' });
    expect(within(example).getByText('Total cost of credit')).toBeTruthy();
    expect(within(example).getByText('Annual percentage rate (APR)')).toBeTruthy();
    const figures = loanMarketIndex('NG').products[0]!.representative;
    expect(within(example).getByText(naira(figures.totalRepayable))).toBeTruthy();
  });

  it('on the Mexican server, shows Mexico’s offer in Spanish at once, before and without any answer (issue 19)', () => {
    mockApi({ '/loanMarket/index': networkDown });
    serveDocumentOf('MX');
    const { view } = open('yx1');
    expect(view.getByText(`Pida de ${formatMoney(1_000_00, 'MXN', 'es')} a ${formatMoney(20_000_00, 'MXN', 'es')}`)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Términos y condiciones' })).toBeTruthy();
  });

  it.each(['yx1', 'yx2', 'yx2ConfirmBorrow', 'yx3'] as const)('%s gives search results its own description, in the market and language shown', async (page) => {
    mockApi({ '/loanMarket/index': networkDown });
    serveDocumentOf('MX');
    const { view } = open(page);
    const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    expect(description()).toBe(pageDescription('MX', 'es', page));
    await userEvent.setup().click(view.getByRole('button', { name: 'English' }));
    expect(description()).toBe(pageDescription('MX', 'en', page));
  });

  it('yx3 refuses an empty or malformed number at the field, in the visitor’s language, and keeps what was typed', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    const { view, navigate } = open('yx3');
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Apply now' }));
    const field = view.getByLabelText('Mobile number') as HTMLInputElement;
    expect(view.getByText('Mobile phone number cannot be empty')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(view.getByText('Mobile phone number cannot be empty').id);
    expect(document.activeElement).toBe(field);

    await user.click(view.getByRole('button', { name: 'Español' }));
    await user.type(view.getByLabelText('Número de celular'), '0803abc');
    await user.click(view.getByRole('button', { name: 'Solicitar ahora' }));
    expect(view.getByText('Ingrese un número de celular válido')).toBeTruthy();
    expect((view.getByLabelText('Número de celular') as HTMLInputElement).value).toBe('0803abc');
    expect(document.documentElement.lang).toBe('es');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('yx3 hands a good number to registration, and keeps the advert’s attribution first-touch', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    const { view, navigate } = open('yx3', 'afid=af-77&utm_source=facebook&utm_campaign=salary+week&utm_medium=%3Cb%3E');
    open('yx1', 'afid=af-88&utm_source=google');
    const user = userEvent.setup();
    await user.type(view.getByLabelText('Mobile number'), '0803 123 4567');
    await user.click(view.getByRole('button', { name: 'Apply now' }));
    expect(navigate).toHaveBeenCalledWith('/user/register?redirect=%2Fborrow%2Fto_borrow');
    expect(typedMobile()).toBe('0803 123 4567');
    expect(window.localStorage.getItem('afid')).toBe('af-77');
    expect(storedAttribution()).toEqual({ afid: 'af-77', utmSource: 'facebook', utmCampaign: 'salary week', landingPage: 'yx3' });
  });

  it('shows the number again when the visitor comes back from registration', () => {
    mockApi({ '/loanMarket/index': networkDown });
    window.sessionStorage.setItem('typedMobile', '08031234567');
    const { view } = open('yx3');
    expect((view.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('08031234567');
  });

  it('redraws with the server’s market: pesos, the CAT and Spanish when the visitor chose no language', async () => {
    mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('MX')) });
    const { view } = open('yx1');
    expect(await view.findByText('Costo Anual Total (CAT)')).toBeTruthy();
    const mx = loanMarketIndex('MX');
    expect(view.getByText(`Pida de ${formatMoney(mx.minAmount, 'MXN', 'es')} a ${formatMoney(mx.maxAmount, 'MXN', 'es')}`)).toBeTruthy();
    expect(view.queryByText(/APR/)).toBeNull();
  });

  it('yx2ConfirmBorrow prices the chosen amount and carries it to registration', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    const { view, navigate } = open('yx2ConfirmBorrow');
    const user = userEvent.setup();
    const example = view.getByRole('region', { name: 'Representative example' });
    await user.selectOptions(view.getByLabelText('Amount'), String(3_000_00));
    expect(within(view.getByRole('region', { name: 'Representative example' })).getAllByText(naira(3_000_00)).length).toBeGreaterThan(0);
    expect(example.isConnected).toBe(false);
    await user.click(view.getByRole('button', { name: 'Continue' }));
    expect(navigate).toHaveBeenCalledWith(`/user/register?redirect=${encodeURIComponent('/borrow/to_borrow?amount=300000')}`);
  });
});

describe('the server’s live prices (issue 22, ADR 089)', () => {
  // Staff put a cheaper version of the headline product live: the release's constants still say 0.098%.
  const live = PRODUCT_TERMS.NG.map((terms) => (terms.productId === 'ng-cash-50k' ? { ...terms, dailyInterestPpm: 700 } : terms));
  const liveRate = `Interest from ${formatRatePpm(700, 'en')} a day`;
  const interestOf = (products: readonly ProductTerms[], amount: number) => naira(exampleFor(products[0]!, amount, 91).interest);

  it('yx2ConfirmBorrow prices the chosen amount with the live version once the server answers, not the release’s', async () => {
    mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('NG', live)) });
    const { view } = open('yx2ConfirmBorrow');
    expect(await view.findByText(liveRate)).toBeTruthy();
    await userEvent.setup().selectOptions(view.getByLabelText('Amount'), String(3_000_00));
    const example = within(view.getByRole('region', { name: 'Representative example' }));
    expect(interestOf(live, 3_000_00)).not.toBe(interestOf(PRODUCT_TERMS.NG, 3_000_00));
    expect(example.getAllByText(interestOf(live, 3_000_00)).length).toBeGreaterThan(0);
    expect(example.queryByText(interestOf(PRODUCT_TERMS.NG, 3_000_00))).toBeNull();
  });

  it('draws the last answer at once on the next visit, offline, instead of the release’s prices', async () => {
    mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('NG', live)) });
    const first = open('yx1');
    expect(await first.view.findByText(liveRate)).toBeTruthy();
    document.body.replaceChildren();

    mockApi({ '/loanMarket/index': networkDown });
    const { view } = open('yx2ConfirmBorrow', 'amount=300000');
    expect(view.getByText(liveRate)).toBeTruthy();
    expect(within(view.getByRole('region', { name: 'Representative example' })).getAllByText(interestOf(live, 3_000_00)).length).toBeGreaterThan(0);
  });
});

describe('first-touch attribution from the advert’s whole URL', () => {
  /** A visit as the browser opens it: the query before the `#` as ad networks append it, the landing route after it. */
  async function visit(url: string) {
    window.history.replaceState(null, '', url);
    const root = document.createElement('div');
    document.body.append(root);
    await bootLanding(root, vi.fn());
  }

  it('keeps the utm parameters and the click id that come before the #, with afid and the landing page', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    await visit('/?utm_source=facebook&utm_medium=paid&utm_campaign=salary+week&fbclid=IwAR2abc&afid=af-31#/yx1');
    expect(storedAttribution()).toEqual({
      afid: 'af-31', utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'salary week', clickId: 'IwAR2abc', landingPage: 'yx1',
    });
  });

  it('keeps the first visit’s campaign when a later visit brings another', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    await visit('/?utm_source=facebook&fbclid=IwAR2abc#/yx1');
    await visit('/#/yx3?utm_source=google&gclid=Cj0KCQ&afid=af-99');
    await visit('/?utm_source=tiktok#/yx2');
    expect(storedAttribution()).toEqual({ utmSource: 'facebook', clickId: 'IwAR2abc', landingPage: 'yx1', afid: 'af-99' });
  });

  it('takes the landing route’s own values first when both carry one', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    await visit('/?utm_source=outside&utm_campaign=kept#/yx2?utm_source=inside');
    expect(storedAttribution()).toEqual({ utmSource: 'inside', utmCampaign: 'kept', landingPage: 'yx2' });
  });
});
